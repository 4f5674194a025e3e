/**
 * The event channel's write side (design.md 8): a module records an event
 * in the same transaction as the change it announces; streams
 * (events/stream.server.ts) deliver it to the organization's members once
 * the change is committed. The payload is a reference (ids and a kind),
 * never data a reader could not load itself.
 *
 * On PostgreSQL the transaction also sends `pg_notify` on LIVE_CHANNEL
 * (delivered at commit, dropped on rollback) with `{ id, organizationId }`,
 * so every instance's hub (hub.server.ts) wakes. It first makes sure the
 * transaction has an xid, before the id is drawn: the hub's gap rule
 * (docs/decisions/0024) relies on it. On SQLite the process's hub is woken
 * directly: its read waits for the single connection, so it runs after
 * this transaction ends.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { wakeLocalHubs } from "./wake.server";

/** The LISTEN/NOTIFY channel of the events. */
export const LIVE_CHANNEL = "live_events";

export interface PublishedEvent {
  organizationId: string;
  /** What streams subscribe to, e.g. "crm". */
  topic: string;
  /** Only this user's streams get it; omitted or null: every member. */
  audienceUserId?: string | null;
  /** e.g. `{ kind: "ticket.updated", ticketId }`. */
  payload: Record<string, unknown>;
}

/** Records `event` in `executor` (the change's transaction); returns its id, the SSE event id. */
export async function publishEvent(executor: Kysely<Database> | Transaction<Database>, event: PublishedEvent): Promise<number> {
  const postgres = executor.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres && !executor.isTransaction) return executor.transaction().execute((trx) => publishEvent(trx, event));
  if (postgres) await sql`select pg_current_xact_id()`.execute(executor);
  const row = await executor
    .insertInto("live_events")
    .values({
      organization_id: event.organizationId,
      topic: event.topic,
      audience_user_id: event.audienceUserId ?? null,
      payload: JSON.stringify(event.payload),
      created_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (postgres) {
    const reference = JSON.stringify({ id, organizationId: event.organizationId });
    await sql`select pg_notify(${LIVE_CHANNEL}, ${reference})`.execute(executor);
  } else {
    wakeLocalHubs();
  }
  return id;
}
