/** The event channel's log: its id is the SSE event id, so a reconnecting stream gets what it missed; the payload is a reference. */
import type { Generated } from "kysely";

export interface LiveEventTable {
  id: Generated<number>;
  organization_id: string;
  topic: string;
  audience_user_id: string | null;
  payload: string;
  created_at: string;
}

export interface LiveEventTables {
  live_events: LiveEventTable;
}
