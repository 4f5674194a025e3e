import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, TicketPriority } from "~/db/schema";
import { DEFAULT_BUSINESS_HOURS, type BusinessHours, type SlaTarget } from "./sla";

/** The defaults (minutes): urgente 1 h / 4 h, alta 4 h / 24 h, média 8 h / 48 h, baixa 24 h / 120 h, every hour counts. */
export const DEFAULT_SLA: Record<TicketPriority, SlaTarget> = {
  urgente: { firstResponseMinutes: 60, resolutionMinutes: 4 * 60, businessHours: false },
  alta: { firstResponseMinutes: 4 * 60, resolutionMinutes: 24 * 60, businessHours: false },
  media: { firstResponseMinutes: 8 * 60, resolutionMinutes: 48 * 60, businessHours: false },
  baixa: { firstResponseMinutes: 24 * 60, resolutionMinutes: 120 * 60, businessHours: false },
};

/** How an organization's clocks run: whether Pendente pauses them, and its horário de atendimento. */
export interface SlaClockSettings {
  pauseWhilePending: boolean;
  hours: BusinessHours;
}

/** An organization that never saved its clock: Pendente pauses, Mon-Fri 08:00-18:00. */
export const DEFAULT_SLA_CLOCK: SlaClockSettings = { pauseWhilePending: true, hours: DEFAULT_BUSINESS_HOURS };

/** The targets of every priority in the organization: its policies when it has any row (a priority without a row then has no target), the defaults when it has none at all. */
export async function slaPolicies(
  scope: { organizationId: string },
  database?: Kysely<Database>,
): Promise<Record<TicketPriority, SlaTarget>> {
  const rows = await (database ?? (await db()))
    .selectFrom("crm_sla_policies")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .execute();
  if (rows.length === 0) return DEFAULT_SLA;
  const none: SlaTarget = { firstResponseMinutes: null, resolutionMinutes: null, businessHours: false };
  const policies: Record<TicketPriority, SlaTarget> = { urgente: none, alta: none, media: none, baixa: none };
  for (const row of rows)
    policies[row.priority] = {
      firstResponseMinutes: row.first_response_minutes,
      resolutionMinutes: row.resolution_minutes,
      businessHours: row.business_hours === 1,
    };
  return policies;
}

/** The organization's clock settings, DEFAULT_SLA_CLOCK (the same object) when it never saved them. */
export async function slaClockSettings(
  scope: { organizationId: string },
  database?: Kysely<Database>,
): Promise<SlaClockSettings> {
  const row = await (database ?? (await db()))
    .selectFrom("crm_sla_settings")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .executeTakeFirst();
  if (!row) return DEFAULT_SLA_CLOCK;
  const days = [...row.business_days].map(Number).filter((day) => day >= 0 && day <= 6);
  return {
    pauseWhilePending: row.pause_while_pending === 1,
    hours: days.length > 0 ? { days, opensAt: row.opens_at, closesAt: row.closes_at } : DEFAULT_BUSINESS_HOURS,
  };
}
