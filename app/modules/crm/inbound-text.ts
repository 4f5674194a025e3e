/**
 * What of an e-mail becomes an atendimento's message (docs/decisions/0035): the new text only, without the quoted
 * history ("> " lines, the "Em ... escreveu:" / "On ... wrote:" block and what follows, a forwarded or original
 * message's header) or the signature after "-- "; control characters dropped; cut to the desk's bounds. Pure.
 */
import { formatNumber } from "~/config/format";
import { BODY_MAX, SUBJECT_MAX } from "./ticket-text";

/** The subject of an atendimento opened by an e-mail without one. */
export const NO_SUBJECT = "(sem assunto)";
/** The text of a message that came with files only. */
export const FILES_ONLY = "(arquivos anexados, sem texto)";

const CUT_NOTE = `\n\n[Mensagem cortada: o e-mail passava de ${formatNumber(BODY_MAX)} caracteres.]`;
const ATTRIBUTION = /^\s*(em|on)\s.+(escreveu|wrote)\s*:\s*$/i;
const ATTRIBUTION_START = /^\s*(em|on)\s/i;
const ATTRIBUTION_END = /(escreveu|wrote)\s*:\s*$/i;
const ORIGINAL = /^\s*-{2,}\s*(mensagem original|original message|mensagem encaminhada|forwarded message)\s*-{2,}\s*$/i;
const SIGNATURE = /^--\s?$/;
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/** `text` without its quoted history and signature, blank lines around it trimmed; "" when nothing new is left. */
export function stripQuotedHistory(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (SIGNATURE.test(line) || ORIGINAL.test(line) || ATTRIBUTION.test(line)) break;
    // Clients wrap a long attribution: "Em qua., 5 de mar. de 2025 às 10:00, Ana <ana@x>" / "escreveu:".
    if (ATTRIBUTION_START.test(line) && ATTRIBUTION_END.test(lines[index + 1] ?? "")) break;
    if (line.trimStart().startsWith(">")) continue;
    kept.push(line);
  }
  return kept
    .join("\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
}

/** The message an e-mail's text becomes: its new part, control characters dropped, cut to BODY_MAX with a note; FILES_ONLY when empty and `hasFiles`, else "" (nothing to add). */
export function inboundMessage(text: string, hasFiles: boolean): string {
  const clean = stripQuotedHistory(text.replace(CONTROL, ""));
  if (!clean.trim()) return hasFiles ? FILES_ONLY : "";
  return clean.length > BODY_MAX ? `${clean.slice(0, BODY_MAX - CUT_NOTE.length).trimEnd()}${CUT_NOTE}` : clean;
}

const oneLine = (text: string) => text.replace(CONTROL, " ").replace(/\s+/g, " ").trim();

/** The assunto of an atendimento an e-mail opens: its subject on one line, without control characters, cut to SUBJECT_MAX; NO_SUBJECT when blank. */
export function inboundSubject(subject: string | undefined): string {
  const clean = oneLine(subject ?? "");
  return clean ? clean.slice(0, SUBJECT_MAX) : NO_SUBJECT;
}

/** The name of a contact an e-mail creates: the sender's display name on one line, else the address's local part; at most `max` characters. */
export function inboundName(name: string, address: string, max: number): string {
  return (oneLine(name) || address.split("@")[0] || address).slice(0, max);
}
