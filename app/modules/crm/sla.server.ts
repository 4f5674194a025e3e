import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, TicketPriority } from "~/db/schema";
import type { SlaTarget } from "./sla";

/** The defaults (minutes): urgente 1 h / 4 h, alta 4 h / 24 h, média 8 h / 48 h, baixa 24 h / 120 h, every hour counts. */
export const DEFAULT_SLA: Record<TicketPriority, SlaTarget> = {
  urgente: { firstResponseMinutes: 60, resolutionMinutes: 4 * 60, businessHours: false },
  alta: { firstResponseMinutes: 4 * 60, resolutionMinutes: 24 * 60, businessHours: false },
  media: { firstResponseMinutes: 8 * 60, resolutionMinutes: 48 * 60, businessHours: false },
  baixa: { firstResponseMinutes: 24 * 60, resolutionMinutes: 120 * 60, businessHours: false },
};

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

/** The target of one priority in the organization. */
export async function slaTarget(
  scope: { organizationId: string },
  priority: TicketPriority,
  database?: Kysely<Database>,
): Promise<SlaTarget> {
  return (await slaPolicies(scope, database))[priority];
}
