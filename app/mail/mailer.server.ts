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
}

let smtp: Transporter | undefined;

export async function sendMail(message: MailMessage): Promise<void> {
  const { smtpUrl, mailFrom, outboxDir } = config();
  if (smtpUrl) {
    smtp ??= nodemailer.createTransport(smtpUrl);
    await smtp.sendMail({ from: mailFrom, ...message });
    return;
  }
  const createdAt = new Date().toISOString();
  const entry: OutboxMessage = { id: randomUUID(), from: mailFrom, createdAt, ...message };
  await mkdir(outboxDir, { recursive: true });
  // The id keeps two messages of one millisecond apart.
  await writeFile(join(outboxDir, `${createdAt.replace(/[:.]/g, "-")}-${entry.id}.json`), JSON.stringify(entry, null, 2));
}
