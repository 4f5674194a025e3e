/** A form's idempotency key: claimed by the first request, then holding its outcome for replays (docs/decisions/0030). */

export interface IdempotencyKeyTable {
  organization_id: string;
  key: string;
  user_id: string;
  action: string;
  outcome: string | null;
  created_at: string;
}

export interface IdempotencyTables {
  idempotency_keys: IdempotencyKeyTable;
}
