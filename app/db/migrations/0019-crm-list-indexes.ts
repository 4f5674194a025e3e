/**
 * The desk list's indexes, measured at 100 000 atendimentos in one
 * organization (bench/crm-list.ts, EXPLAIN QUERY PLAN on SQLite, EXPLAIN
 * ANALYZE on PostgreSQL):
 * - the open work (aberto and pendente) by assignee and last activity, a
 *   partial index: Minhas and Não atribuídas, their pages and counts, read
 *   a range of it instead of the organization's whole history;
 * - the SLA order (`sla_key`: the due time, those with none last) per
 *   organization and per status, so a page by SLA reads 50 entries in
 *   order instead of sorting the view;
 * - the text filter (a substring of `search_text`): SQLite, an FTS5
 *   trigram table over crm_tickets (external content, kept by triggers);
 *   PostgreSQL, a pg_trgm GIN index, which LIKE uses as it is.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";

/** The SLA order's key: the due time, or a time after every other for none. Queries must say it the same way. */
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
