/** Ended sessions, announced so every instance's event hub closes their live streams: a NOTIFY in the caller's transaction on PostgreSQL, in-process listeners on SQLite. */
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "./schema";

/** Sessions that ended: one (its token's grant id, the `jti`) or every session of a person. */
export type SessionEnd = { grantId: string } | { userId: string };

/** The LISTEN/NOTIFY channel of ended sessions; the payload is a SessionEnd as JSON. */
export const SESSIONS_CHANNEL = "live_sessions";

const listeners = new Set<(end: SessionEnd) => void>();

/** Calls `listener` with every session end announced in this process (SQLite) until the returned function is called. */
export function onLocalSessionEnd(listener: (end: SessionEnd) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces `end` in `executor` (the revocation's transaction, or the database). */
export async function announceSessionEnd(executor: Kysely<Database> | Transaction<Database>, end: SessionEnd): Promise<void> {
  if (executor.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_notify(${SESSIONS_CHANNEL}, ${JSON.stringify(end)})`.execute(executor);
  } else {
    for (const listener of listeners) listener(end);
  }
}

/** The session end a SESSIONS_CHANNEL payload names; null for anything else. */
export function sessionEndOf(payload: string | undefined): SessionEnd | null {
  try {
    const value = JSON.parse(payload ?? "") as Record<string, unknown>;
    if (typeof value.grantId === "string") return { grantId: value.grantId };
    if (typeof value.userId === "string") return { userId: value.userId };
  } catch {
    // Not JSON: nobody of ours sent it.
  }
  return null;
}
