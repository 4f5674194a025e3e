/** Reading codes from the outbox of the test file (OUTBOX_DIR, see test-database.ts). */
import { listOutbox } from "~/mail/outbox.server";

/** The newest 6-digit code sent to `email`; throws when none was sent. */
export async function latestCode(email: string): Promise<string> {
  const message = (await listOutbox()).find((m) => m.to === email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

export async function messagesTo(email: string) {
  return (await listOutbox()).filter((m) => m.to === email);
}
