/**
 * The event channel's log (modules/events, design.md 8): one row per event,
 * its id the SSE event id, so a stream that reconnects with Last-Event-ID
 * gets what it missed. The payload is a reference; readers load the data
 * from the tables, scoped as usual.
 */
import type { Generated } from "kysely";

export interface LiveEventTable {
  id: Generated<number>;
  organization_id: string;
  /** What the event is about, e.g. "crm"; a stream subscribes to topics. */
  topic: string;
  /** Only this user's streams get it; null: every member of the organization. */
  audience_user_id: string | null;
  /** JSON, e.g. `{ "kind": "ticket.updated", "ticketId": "…" }`. */
  payload: string;
  created_at: string;
}

export interface LiveEventTables {
  live_events: LiveEventTable;
}
