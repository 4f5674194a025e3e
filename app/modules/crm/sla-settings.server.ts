/**
 * The SLA policies of an organization as its settings page reads and
 * writes them: one row per priority (crm_sla_policies), minutes or null
 * for no target. An organization with no rows yet works with the desk's
 * defaults, so the form starts from them; saving writes all four rows, so
 * a blank target afterwards means "sem prazo".
 */
import type { TicketPriority } from "~/db/schema/crm";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import type { SlaPolicyInput } from "./settings-schemas";
import { TICKET_PRIORITIES } from "./status";

const H = 60;
/** The desk's targets for an organization that has set none (as the atendimento module applies them). */
export const DEFAULT_SLA: Record<TicketPriority, SlaPolicyInput> = {
  urgente: { firstResponseMinutes: 1 * H, resolutionMinutes: 4 * H, businessHours: false },
  alta: { firstResponseMinutes: 4 * H, resolutionMinutes: 24 * H, businessHours: false },
  media: { firstResponseMinutes: 8 * H, resolutionMinutes: 48 * H, businessHours: false },
  baixa: { firstResponseMinutes: 24 * H, resolutionMinutes: 120 * H, businessHours: false },
};

/** The organization's policies per priority, and whether they are still the defaults. */
export async function readSlaSettings(
  scope: TenantScope,
): Promise<{ policies: Record<TicketPriority, SlaPolicyInput>; defaults: boolean }> {
  const rows = await (
    await db()
  )
    .selectFrom("crm_sla_policies")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .execute();
  if (rows.length === 0) return { policies: DEFAULT_SLA, defaults: true };
  const none: SlaPolicyInput = { firstResponseMinutes: null, resolutionMinutes: null, businessHours: false };
  const policies = Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, none])) as Record<TicketPriority, SlaPolicyInput>;
  for (const row of rows)
    policies[row.priority] = {
      firstResponseMinutes: row.first_response_minutes,
      resolutionMinutes: row.resolution_minutes,
      businessHours: row.business_hours === 1,
    };
  return { policies, defaults: false };
}

/** Replaces the organization's four policies in one transaction. New atendimentos and priority changes use them. */
export async function saveSlaSettings(scope: TenantScope, policies: Record<TicketPriority, SlaPolicyInput>): Promise<void> {
  await (await db()).transaction().execute(async (trx) => {
    await trx.deleteFrom("crm_sla_policies").where("organization_id", "=", scope.organizationId).execute();
    await trx
      .insertInto("crm_sla_policies")
      .values(
        TICKET_PRIORITIES.map((priority) => ({
          organization_id: scope.organizationId,
          priority,
          first_response_minutes: policies[priority].firstResponseMinutes,
          resolution_minutes: policies[priority].resolutionMinutes,
          business_hours: policies[priority].businessHours ? 1 : 0,
        })),
      )
      .execute();
  });
}
