import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import type { SlaPolicies } from "./settings-schemas";
import { DEFAULT_SLA, DEFAULT_SLA_CLOCK, slaClockSettings, slaPolicies, type SlaClockSettings } from "./sla.server";
import { TICKET_PRIORITIES } from "./status";

export { DEFAULT_SLA };

/** The organization's policies per priority, and whether they are still the defaults. */
export async function readSlaSettings(scope: TenantScope): Promise<{ policies: SlaPolicies; defaults: boolean }> {
  const policies = await slaPolicies(scope);
  return { policies, defaults: policies === DEFAULT_SLA };
}

/** Writes the four policies in one upsert, so two saves at once both succeed (last wins); a delete and insert would collide on the primary key in PostgreSQL. */
export async function saveSlaSettings(scope: TenantScope, policies: SlaPolicies): Promise<void> {
  await (
    await db()
  )
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
    .onConflict((conflict) =>
      conflict.columns(["organization_id", "priority"]).doUpdateSet((eb) => ({
        first_response_minutes: eb.ref("excluded.first_response_minutes"),
        resolution_minutes: eb.ref("excluded.resolution_minutes"),
        business_hours: eb.ref("excluded.business_hours"),
      })),
    )
    .execute();
}

/** The organization's clock settings (Pendente pauses; horário de atendimento), and whether they are still the defaults. */
export async function readSlaClockSettings(scope: TenantScope): Promise<{ settings: SlaClockSettings; defaults: boolean }> {
  const settings = await slaClockSettings(scope);
  return { settings, defaults: settings === DEFAULT_SLA_CLOCK };
}

/** Saves the clock settings in one upsert (last save wins); they apply to moves and dues from then on. */
export async function saveSlaClockSettings(
  scope: TenantScope,
  settings: SlaClockSettings,
  now: Date = new Date(),
): Promise<void> {
  const row = {
    pause_while_pending: settings.pauseWhilePending ? (1 as const) : (0 as const),
    business_days: [...settings.hours.days].sort().join(""),
    opens_at: settings.hours.opensAt,
    closes_at: settings.hours.closesAt,
    updated_at: now.toISOString(),
  };
  await (
    await db()
  )
    .insertInto("crm_sla_settings")
    .values({ organization_id: scope.organizationId, ...row })
    .onConflict((conflict) => conflict.column("organization_id").doUpdateSet(row))
    .execute();
}
