/**
 * Who has an atendimento open, and who is typing in it (docs/decisions/0023): one row per atendimento and agent,
 * `seen_until` and `typing_until` the instants the page's last heartbeat vouches for. Rows past `seen_until` are
 * absences, removed by the next heartbeat on the atendimento.
 */
import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function crmPresence(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("crm_ticket_presence")
        .addColumn("ticket_id", uuid, (c) => c.notNull().references("crm_tickets.id").onDelete("cascade"))
        .addColumn("user_id", uuid, (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("seen_until", time, (c) => c.notNull())
        .addColumn("typing_until", time)
        .addPrimaryKeyConstraint("crm_ticket_presence_pk", ["ticket_id", "user_id"])
        .execute();
    },
  };
}
