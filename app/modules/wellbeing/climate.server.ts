/**
 * The organization's climate for its administrators: the mean mood by ISO
 * week over the last 12 weeks, a week with fewer than 5 people answering
 * nothing. The database sums the check-ins by week (distinct people, mood
 * sum, count); no person, day or note is read.
 */
import { sql } from "kysely";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { CLIMATE_WEEKS, climateWeeks, lastMondays, type ClimateWeek } from "./climate-rules";

/** The organization's last 12 weeks (oldest first) at `now`; only `scope.organizationId`'s check-ins count. */
export async function organizationClimate(scope: Pick<TenantScope, "organizationId">, now = new Date()): Promise<ClimateWeek[]> {
  const mondays = lastMondays(todayInSaoPaulo(now), CLIMATE_WEEKS);
  // The week's position (0 = oldest) of a check-in's day: the latest Monday it is not before.
  const cases = mondays.map((monday, i) => ({ monday, i })).reverse();
  const week = sql<number>`case ${sql.join(
    cases.map(({ monday, i }) => sql`when day >= ${monday} then ${sql.lit(i)}`),
    sql` `,
  )} end`;
  const database = await db();
  const rows = await database
    .selectFrom(
      database
        .selectFrom("wellbeing_checkins")
        .select(["user_id", "mood", week.as("week")])
        .where("organization_id", "=", scope.organizationId)
        .where("day", ">=", mondays[0]!)
        .where("day", "<=", addDaysTo(mondays.at(-1)!, 6))
        .as("c"),
    )
    .select((eb) => [
      "c.week",
      eb.fn.count<number>("c.user_id").distinct().as("people"),
      eb.fn.sum<number>("c.mood").as("mood_sum"),
      eb.fn.countAll<number>().as("checkins"),
    ])
    .groupBy("c.week")
    .execute();
  return climateWeeks(
    rows.map((row) => ({
      monday: mondays[Number(row.week)]!,
      people: Number(row.people),
      moodSum: Number(row.mood_sum),
      checkins: Number(row.checkins),
    })),
    mondays,
  );
}
