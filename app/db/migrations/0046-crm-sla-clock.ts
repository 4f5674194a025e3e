/**
 * The SLA clock (docs/decisions/0037): an atendimento remembers when Pendente paused it and the time it has spent
 * paused; an organization's settings say whether Pendente pauses and its horário de atendimento. Atendimentos
 * Pendente now are paused from when they became Pendente (their last move there, else their last change), so the
 * list stops calling them late.
 */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function crmSlaClock(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("crm_tickets").addColumn("sla_paused_at", time).execute();
      for (const column of ["sla_paused_seconds", "sla_paused_business_seconds"])
        await db.schema
          .alterTable("crm_tickets")
          .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      await db.schema
        .createTable("crm_sla_settings")
        .addColumn("organization_id", uuid, (c) => c.primaryKey().references("organizations.id").onDelete("cascade"))
        .addColumn("pause_while_pending", "integer", (c) => c.notNull())
        .addColumn("business_days", "text", (c) => c.notNull())
        .addColumn("opens_at", "integer", (c) => c.notNull())
        .addColumn("closes_at", "integer", (c) => c.notNull())
        .addColumn("updated_at", time, (c) => c.notNull())
        .addCheckConstraint("crm_sla_settings_hours", sql`opens_at >= 0 and closes_at <= 1440 and opens_at < closes_at`)
        .execute();
      await pausePendingTickets(db);
    },
  };
}

/** Pauses the clocks of the atendimentos Pendente with none paused: from their last move to Pendente, else their last change. */
export async function pausePendingTickets(db: Kysely<any>): Promise<void> {
  // The JSON of an evento's detail is written by one function, keys in this order.
  await sql`update crm_tickets set
      sla_paused_at = coalesce(
        (select max(e.created_at) from crm_timeline e
          where e.ticket_id = crm_tickets.id and e.kind = 'evento'
            and e.detail like '{"field":"status",%"to":"pendente"}'),
        updated_at),
      sla_due_at = null
    where status = 'pendente' and sla_paused_at is null`.execute(db);
}
