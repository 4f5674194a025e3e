import type { MailMessage } from "~/mail/mailer.server";
import { documentCode } from "~/modules/document-code";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** The message to `to` carrying `body` for atendimento `number` ("assunto") of `organizationName`. */
export function replyEmail(reply: {
  to: string;
  number: number;
  subject: string;
  body: string;
  organizationName: string;
}): MailMessage {
  const code = documentCode("AT", reply.number);
  const footer = `${reply.organizationName} · atendimento ${code}`;
  return {
    to: reply.to,
    subject: `[${code}] ${reply.subject}`,
    text: `${reply.body}\n\n--\n${footer}\n`,
    html: `<div style="white-space:pre-wrap">${escapeHtml(reply.body)}</div><hr><p style="color:#555">${escapeHtml(footer)}</p>`,
  };
}
