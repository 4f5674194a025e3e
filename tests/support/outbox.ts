/**
 * Reading e-mails from the outbox of the test file (OUTBOX_DIR, see
 * test-database.ts). The auth service sends them after its answer, so both
 * helpers first wait for that work to finish.
 */
import { listOutbox } from "~/mail/outbox.server";
import { afterResponseSettled } from "~/services/shared/after-response.server";

/** The newest 6-digit code sent to `email`; throws when none was sent. */
export async function latestCode(email: string): Promise<string> {
  const message = (await messagesTo(email))[0];
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

/** Every e-mail sent to `email`, newest first. */
export async function messagesTo(email: string) {
  await afterResponseSettled();
  return (await listOutbox()).filter((m) => m.to === email);
}
