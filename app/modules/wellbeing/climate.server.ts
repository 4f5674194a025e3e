/**
 * The organization's climate for its administrators: the mean mood by ISO
 * week over the last 12 weeks, a week with fewer than 5 people answering
 * nothing. Individual check-ins are read only to be summed here; no
 * person, day or note leaves this function.
 */
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { CLIMATE_WEEKS, climateWeeks, lastMondays, type ClimateWeek } from "./climate-rules";

/** The organization's last 12 weeks (oldest first) at `now`; only `scope.organizationId`'s check-ins count. */
export async function organizationClimate(scope: Pick<TenantScope, "organizationId">, now = new Date()): Promise<ClimateWeek[]> {
  const mondays = lastMondays(todayInSaoPaulo(now), CLIMATE_WEEKS);
  const rows = await (
    await db()
  )
    .selectFrom("wellbeing_checkins")
    .select(["user_id", "day", "mood"])
    .where("organization_id", "=", scope.organizationId)
    .where("day", ">=", mondays[0]!)
    .where("day", "<=", addDaysTo(mondays.at(-1)!, 6))
    .execute();
  return climateWeeks(
    rows.map((row) => ({ userId: row.user_id, day: row.day, mood: Number(row.mood) })),
    mondays,
  );
}
