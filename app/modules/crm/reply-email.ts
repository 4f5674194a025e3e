/**
 * The e-mail a resposta becomes: the agent's text as typed (HTML escaped,
 * line breaks kept), the atendimento's code and assunto in the subject so
 * the contact's answer can be matched. Pure.
 */
import { escapeHtml } from "~/config/html";
import type { MailMessage } from "~/mail/mailer.server";
import { documentCode } from "~/modules/document-code";

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
