import type { HighlightPart } from "~/contracts/search";

export function Highlighted({ parts, text }: { parts: HighlightPart[] | undefined; text: string }) {
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
