/**
 * The event channel's write side (design.md 8): a module records an event
 * in the same transaction as the change it announces; streams
 * (events/stream.server.ts) deliver it to the organization's members once
 * the change is committed. The payload is a reference (ids and a kind),
 * never data a reader could not load itself.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";

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
  return Number(row.id);
}
