/** The organization's audit log: append-only (triggers refuse UPDATE and DELETE). */

export interface AuditEventTable {
  id: string;
  organization_id: string;
  occurred_at: string;
  /** The person who acted; null for the system. Not a foreign key: history outlives accounts. */
  actor_id: string | null;
  /** The actor's name when it happened. */
  actor_name: string;
  /** One of AUDIT_ACTIONS (app/modules/audit/actions.ts), e.g. "member.blocked". */
  action: string;
  /** What was acted on: "member", "invitation", "finance_entry", "settlement", "sale", "api_key". */
  target_type: string;
  target_id: string | null;
  /** What a person reads for the target when it happened: a name, an e-mail, a description. */
  target_label: string;
  /** JSON object of the change's particulars (e.g. `{"from":"Usuario","to":"Administrator"}`), or null. */
  detail: string | null;
}

export interface AuditTables {
  audit_events: AuditEventTable;
}
