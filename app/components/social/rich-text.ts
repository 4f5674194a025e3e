/**
 * Links and @mentions of member-written text as segments, never HTML.
 * A mention is not preceded by a word character, so an e-mail address is a link.
 */
import { LinkifyIt } from "linkify-it";

export type RichTextSegment =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "mention"; text: string; username: string };

const USERNAME = /^[a-zA-Z0-9._]{3,30}/;

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false })
  .add("ftp:", null)
  .add("//", null)
  .add("@", {
    validate(text, pos) {
      const found = USERNAME.exec(text.slice(pos));
      if (!found) return 0;
      // A trailing dot ends a sentence, not the name.
      const name = found[0].replace(/\.+$/, "");
      return name.length >= 3 ? name.length : 0;
    },
    normalize(match) {
      match.url = match.text.slice(1).toLowerCase();
    },
  });

/** The text cut into plain, link and mention segments, in order; joining their `text` gives the input back. */
export function parseRichText(text: string): RichTextSegment[] {
  const matches = linkify.match(text) ?? [];
  const segments: RichTextSegment[] = [];
  let at = 0;
  for (const match of matches) {
    if (match.index > at) segments.push({ kind: "text", text: text.slice(at, match.index) });
    const raw = text.slice(match.index, match.lastIndex);
    if (match.schema === "@") segments.push({ kind: "mention", text: raw, username: match.url });
    else if (match.schema === "mailto:") segments.push({ kind: "text", text: raw });
    else segments.push({ kind: "link", text: raw, href: match.url });
    at = match.lastIndex;
  }
  if (at < text.length) segments.push({ kind: "text", text: text.slice(at) });
  return segments;
}

/** The distinct user names mentioned in `text`, lower case, in order of first mention. */
export function mentionedUsernames(text: string): string[] {
  const names = parseRichText(text).flatMap((segment) => (segment.kind === "mention" ? [segment.username] : []));
  return [...new Set(names)];
}
