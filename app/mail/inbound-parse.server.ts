/**
 * An e-mail's raw bytes as the desk takes them (docs/decisions/0035): sender, subject, text, whether a robot sent it,
 * and its files. Attached files are all kept (the desk's rules refuse the e-mail when one fails them); images inside
 * the HTML (a signature's logo, a pasted screenshot) only when they pass the rules and there is room left.
 */
import { simpleParser, type Attachment } from "mailparser";
import { ATTACHMENT_MESSAGES, receiptProblem } from "~/config/receipt-rules";
import { ATTACHMENTS_MAX, ATTACHMENTS_TOTAL_MAX } from "~/modules/crm/attachment-rules";
import type { IncomingFile } from "~/modules/crm/attachments.server";
import type { InboundMail } from "~/modules/crm/inbound-mail.server";

const AUTOMATIC_PRECEDENCE = new Set(["bulk", "junk", "list", "auto_reply"]);

const header = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : "");

const asFile = (part: Attachment): IncomingFile => ({ name: part.filename ?? "anexo", bytes: part.content });

/** The files the desk takes from an e-mail's parts: every attached one, then the embedded images that pass the rules while the count and total allow. */
export function mailFiles(parts: readonly Attachment[]): IncomingFile[] {
  const embedded = (part: Attachment) => part.related === true || part.contentDisposition === "inline";
  const files = parts.filter((part) => !embedded(part)).map(asFile);
  let total = files.reduce((sum, file) => sum + file.bytes.length, 0);
  for (const part of parts.filter(embedded)) {
    if (files.length >= ATTACHMENTS_MAX || total + part.content.length > ATTACHMENTS_TOTAL_MAX) break;
    if (receiptProblem(part.content, ATTACHMENT_MESSAGES)) continue;
    files.push(asFile(part));
    total += part.content.length;
  }
  return files;
}

/** Reads `raw` (RFC 5322 bytes); `bounce`: the envelope sender was empty (`MAIL FROM:<>`), as in a delivery report. */
export async function readInboundMail(raw: Buffer, bounce: boolean): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  const sender = parsed.from?.value[0];
  const autoSubmitted = header(parsed.headers.get("auto-submitted"));
  const automatic =
    bounce ||
    (autoSubmitted !== "" && autoSubmitted !== "no") ||
    AUTOMATIC_PRECEDENCE.has(header(parsed.headers.get("precedence"))) ||
    parsed.headers.has("x-autoreply") ||
    parsed.headers.has("x-autorespond");
  return {
    from: sender?.address ? { address: sender.address, name: sender.name ?? "" } : null,
    subject: parsed.subject,
    text: parsed.text ?? "",
    automatic,
    files: mailFiles(parsed.attachments),
  };
}
