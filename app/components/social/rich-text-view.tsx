import { href, Link } from "react-router";
import { parseRichText } from "./rich-text";

export function RichText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <p className={`break-words whitespace-pre-line ${className}`}>
      {parseRichText(text).map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : segment.kind === "mention" ? (
          <Link
            key={index}
            to={href("/u/:username", { username: segment.username })}
            className="font-medium text-(--primary-text) hover:underline"
          >
            {segment.text}
          </Link>
        ) : (
          <a
            key={index}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="text-(--primary-text) underline underline-offset-2 hover:no-underline"
          >
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}
