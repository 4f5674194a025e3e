/** Outbox messages, newest first; files that are not outbox messages are skipped. */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { config } from "~/config.server";

export interface OutboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  replyTo?: string;
  /** What was attached (name, type, bytes); the files themselves are not kept. */
  attachments?: Array<{ filename: string; contentType: string; size: number }>;
}

export async function listOutbox(limit = 50): Promise<OutboxMessage[]> {
  const dir = config().outboxDir;
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  const messages = await Promise.all(
    newest.map(async (name) => {
      try {
        return JSON.parse(await readFile(join(dir, name), "utf8")) as OutboxMessage;
      } catch {
        return null;
      }
    }),
  );
  return messages.filter((message): message is OutboxMessage => message !== null);
}
