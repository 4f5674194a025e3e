/** Desk list indexes (bench/crm-list.ts): open work by assignee (partial), the SLA order per status, and a trigram index for the text filter. */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

/** The SLA order's key: the due time, or a time after every other for none; queries must say it the same way. */
export const slaKey = (dialect: Dialect) =>
  dialect === "postgres" ? "coalesce(sla_due_at, 'infinity'::timestamptz)" : "coalesce(sla_due_at, '9999-12-31T23:59:59.999Z')";

export function crmListIndexes(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      await sql`CREATE INDEX crm_tickets_open_idx ON crm_tickets (organization_id, assignee_id, last_activity_at)
        WHERE status IN ('aberto', 'pendente')`.execute(db);
      const key = sql.raw(slaKey(dialect));
      await sql`CREATE INDEX crm_tickets_sla_key_idx ON crm_tickets (organization_id, ${key})`.execute(db);
      await sql`CREATE INDEX crm_tickets_status_sla_key_idx ON crm_tickets (organization_id, status, ${key})`.execute(db);
      if (dialect === "postgres") {
        await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
        await sql`CREATE INDEX crm_tickets_search_idx ON crm_tickets USING gin (search_text gin_trgm_ops)`.execute(db);
        return;
      }
      await sql`CREATE VIRTUAL TABLE crm_ticket_search USING fts5(
        search_text, content='crm_tickets', content_rowid='rowid', tokenize='trigram'
      )`.execute(db);
      await sql`CREATE TRIGGER crm_tickets_search_insert AFTER INSERT ON crm_tickets BEGIN
        INSERT INTO crm_ticket_search(rowid, search_text) VALUES (new.rowid, new.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER crm_tickets_search_delete AFTER DELETE ON crm_tickets BEGIN
        INSERT INTO crm_ticket_search(crm_ticket_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
      END`.execute(db);
      await sql`CREATE TRIGGER crm_tickets_search_update AFTER UPDATE OF search_text ON crm_tickets BEGIN
        INSERT INTO crm_ticket_search(crm_ticket_search, rowid, search_text) VALUES ('delete', old.rowid, old.search_text);
        INSERT INTO crm_ticket_search(rowid, search_text) VALUES (new.rowid, new.search_text);
      END`.execute(db);
      await sql`INSERT INTO crm_ticket_search(crm_ticket_search) VALUES ('rebuild')`.execute(db);
    },
  };
}
