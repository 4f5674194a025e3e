/**
 * Write side of the event channel (design.md 8): an event is recorded in the change's transaction; the payload is a reference, never data a reader could not load itself.
 * On PostgreSQL the transaction gets an xid before the id is drawn, which the hub's gap rule relies on (docs/decisions/0024).
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { wakeLocalHubs } from "./wake.server";

export const LIVE_CHANNEL = "live_events";

export interface PublishedEvent {
  organizationId: string;
  topic: string;
  audienceUserId?: string | null;
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
