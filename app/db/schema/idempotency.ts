/**
 * What a state-changing form's idempotency key did (web/idempotency.server.ts,
 * docs/decisions/0030): claimed by the first request that carried it, then
 * holding that request's outcome for the replays.
 */

export interface IdempotencyKeyTable {
  organization_id: string;
  /** Made by the page when it rendered the form: 16 to 120 of A-Z, a-z, 0-9, `_` and `-`. */
  key: string;
  /** Who sent it (a user id, or `api-key:<id>` for an API client); a replay by anyone else is refused. */
  user_id: string;
  /** Which action it was for, e.g. "financeiro/baixa"; a replay elsewhere is refused. */
  action: string;
  /** JSON of the stored outcome; null while the first request is still at work. */
  outcome: string | null;
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
