/**
 * Highlights of user search: the words of a text that start with
 * a search term, or that are one of the words a misspelled term was
 * corrected to (compared folded, so 'joao' marks 'João'), wrapped in
 * <mark></mark>. Every other character is HTML-escaped, so the only tags a
 * highlight can hold are the marks: a bio holding HTML stays text. The
 * search client decodes it into text parts (decodeHighlight).
 */
import { escapeHtml } from "~/config/html";
import { eachWord, fold } from "./terms";

/** The marked text, or null when no word of `text` starts with a term or is one of `corrected`. */
export function highlight(text: string | null, terms: string[], corrected: ReadonlySet<string> = new Set()): string | null {
  if (!text || terms.length === 0) return null;
  let marked = false;
  let html = "";
  let last = 0;
  eachWord(text, (start, end) => {
    const part = text.slice(start, end);
    const word = fold(part);
    const hit = terms.some((term) => word.startsWith(term)) || corrected.has(word);
    marked ||= hit;
    html += escapeHtml(text.slice(last, start)) + (hit ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part));
    last = end;
  });
  return marked ? html + escapeHtml(text.slice(last)) : null;
}
