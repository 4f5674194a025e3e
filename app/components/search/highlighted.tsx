/**
 * Renders a search highlight (HTML-escaped text whose only tags are
 * <mark></mark>) as React text and <mark> elements: nothing in it is ever
 * parsed as HTML, so a bio holding markup shows as text.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

export function Highlighted({ html }: { html: string }) {
  return (
    <>
      {html.split(/(<mark>.*?<\/mark>)/).map((part, index) =>
        part.startsWith("<mark>") ? (
          <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
            {unescape(part.slice(6, -7))}
          </mark>
        ) : (
          unescape(part)
        ),
      )}
    </>
  );
}
