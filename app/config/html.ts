/** HTML escaping of text put into markup (e-mails, search highlights). Pure; safe for the browser. */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` with & < > " ' as entities ("&amp;", "&lt;", "&gt;", "&quot;", "&#39;"), safe in an element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
