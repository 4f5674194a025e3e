/** Sends e-mail via nodemailer when SMTP_URL is set, else writes one JSON file per message under OUTBOX_DIR (default data/outbox). */
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "~/config.server";
import type { OutboxMessage } from "./outbox.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name the recipient sees (an organization's, for its customers); MAIL_FROM's own when absent. */
  senderName?: string;
  /** Where the recipient's answer goes (an atendimento's reply address); MAIL_FROM's address when absent. */
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** A file sent with an e-mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** MAIL_FROM with `name` in place of its own: the address stays the one the server may send from. */
function fromWith(mailFrom: string, name: string | undefined): string {
  if (!name) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

let smtp: Transporter | undefined;

export async function sendMail({ senderName, attachments = [], ...message }: MailMessage): Promise<void> {
  const { smtpUrl, mailFrom, outboxDir } = config();
  const from = fromWith(mailFrom, senderName);
  if (smtpUrl) {
    smtp ??= nodemailer.createTransport(smtpUrl);
    const files = attachments.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content: Buffer.from(content),
    }));
    await smtp.sendMail({ from, ...message, attachments: files });
    return;
  }
  const createdAt = new Date().toISOString();
  // The outbox keeps what was attached, not the bytes: the files stay in storage.
  const files = attachments.map(({ filename, contentType, content }) => ({ filename, contentType, size: content.length }));
  const entry: OutboxMessage = {
    id: randomUUID(),
    from,
    createdAt,
    ...message,
    ...(files.length > 0 ? { attachments: files } : {}),
  };
  await mkdir(outboxDir, { recursive: true });
  // The id keeps two messages of one millisecond apart.
  await writeFile(join(outboxDir, `${createdAt.replace(/[:.]/g, "-")}-${entry.id}.json`), JSON.stringify(entry, null, 2));
}
