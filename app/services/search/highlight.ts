/**
 * Highlights of user search: the words of a text that start with
 * a search term, or that are one of the words a misspelled term was
 * corrected to (compared folded, so 'joao' marks 'João'), wrapped in
 * <mark></mark>. Every other character is HTML-escaped, so the only tags a
 * highlight can hold are the marks: a bio holding HTML stays text. The
 * search client decodes it into text parts (decodeHighlight).
 */
import { escapeHtml } from "~/config/html";
import { fold } from "./terms";

/** The marked text, or null when no word of `text` starts with a term or is one of `corrected`. */
export function highlight(text: string | null, terms: string[], corrected: ReadonlySet<string> = new Set()): string | null {
  if (!text || terms.length === 0) return null;
  let marked = false;
  const parts = text.split(/([^\p{L}\p{N}]+)/u).map((part, index) => {
    const word = index % 2 === 0 && part !== "" ? fold(part) : null;
    const hit = word !== null && (terms.some((term) => word.startsWith(term)) || corrected.has(word));
    marked ||= hit;
    return hit ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part);
  });
  return marked ? parts.join("") : null;
}
