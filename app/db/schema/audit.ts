/** The organization's audit log: append-only (triggers refuse UPDATE and DELETE). */

export interface AuditEventTable {
  id: string;
  organization_id: string;
  occurred_at: string;
  /** Not a foreign key: history outlives accounts. */
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_label: string;
  detail: string | null;
}

export interface AuditTables {
  audit_events: AuditEventTable;
}
