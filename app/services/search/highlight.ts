/** Everything but the <mark> tags is HTML-escaped, so a bio holding HTML stays text. */
import { fold } from "./terms";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

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
