/**
 * Highlights of user search: the words of a text that start with
 * a search term (compared folded, so 'joao' marks 'João') wrapped in
 * <mark></mark>. Every other character is HTML-escaped, so the only tags a
 * highlight can hold are the marks: a bio holding HTML stays text. The
 * search client decodes it into text parts (decodeHighlight).
 */
import { escapeHtml } from "~/config/html";
import { fold } from "./terms";

/** The marked text, or null when no word of `text` starts with a term. */
export function highlight(text: string | null, terms: string[]): string | null {
  if (!text || terms.length === 0) return null;
  let marked = false;
  const parts = text.split(/([^\p{L}\p{N}]+)/u).map((part, index) => {
    const isWord = index % 2 === 0 && part !== "";
    const hit = isWord && terms.some((term) => fold(part).startsWith(term));
    marked ||= hit;
    return hit ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
  });
  return marked ? parts.join("") : null;
}
