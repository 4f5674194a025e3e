/** The climate for administrators (docs/decisions/0029): each week published once, when first read after it closed, never recomputed; no person, day or note leaves the database. */
import { randomInt } from "node:crypto";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import {
  CLIMATE_WEEKS,
  climateWeeks,
  isClosedWeek,
  lastMondays,
  publicationDay,
  publishWeek,
  weekStartInstant,
  type ClimateWeek,
  type PublishedWeek,
  type WeekTotals,
} from "./climate-rules";

const UNIFORM_STEPS = 2 ** 47;
const secureUniform = () => randomInt(UNIFORM_STEPS) / UNIFORM_STEPS;

/** Members whose membership was created before the week began and not approved during it (a request has no check-ins). Blocked or disabled members count: they checked in as members. */
async function weekTotals(organizationId: string, monday: string): Promise<WeekTotals> {
  const start = weekStartInstant(monday);
  const database = await db();
  const row = await database
    .selectFrom(
      database
        .selectFrom("wellbeing_checkins as c")
        .innerJoin("memberships as m", (join) =>
          join.onRef("m.user_id", "=", "c.user_id").onRef("m.organization_id", "=", "c.organization_id"),
        )
        .select((eb) => ["c.user_id", eb.fn.avg<number>("c.mood").as("person_mean")])
        .where("c.organization_id", "=", organizationId)
        .where("c.day", ">=", monday)
        .where("c.day", "<=", addDaysTo(monday, 6))
        .where("m.created_at", "<", start)
        .where("m.status", "in", ["active", "blocked", "disabled"])
        // Approved (or let back in) during the week: a member from the next week on.
        .where((eb) =>
          eb.or([
            eb("m.status", "!=", "active"),
            eb("m.status_changed_at", "is", null),
            eb("m.status_changed_at", "<", start),
            eb("m.status_changed_at", ">=", weekStartInstant(publicationDay(monday))),
          ]),
        )
        .groupBy("c.user_id")
        .as("p"),
    )
    .select((eb) => [eb.fn.countAll<number>().as("people"), eb.fn.sum<number>("p.person_mean").as("mean_sum")])
    .executeTakeFirstOrThrow();
  return { people: Number(row.people), meanSum: Number(row.mean_sum ?? 0) };
}

/** The organization's last 12 weeks (oldest first) at `now`; a closed week not yet published is published now, and when two readers race the first row written is the one both read. */
export async function organizationClimate(
  scope: Pick<TenantScope, "organizationId">,
  now = new Date(),
  uniform: () => number = secureUniform,
): Promise<ClimateWeek[]> {
  const today = todayInSaoPaulo(now);
  const mondays = lastMondays(today, CLIMATE_WEEKS);
  const closed = mondays.filter((monday) => isClosedWeek(monday, today));
  const database = await db();
  const read = () =>
    database
      .selectFrom("wellbeing_climate_weeks")
      .select(["monday", "people", "mean_tenths", "margin_tenths"])
      .where("organization_id", "=", scope.organizationId)
      .where("monday", "in", closed)
      .execute();
  let rows = await read();
  const missing = closed.filter((monday) => !rows.some((row) => row.monday === monday));
  if (missing.length) {
    const publishedAt = now.toISOString();
    for (const monday of missing) {
      const week = publishWeek(await weekTotals(scope.organizationId, monday), uniform());
      await database
        .insertInto("wellbeing_climate_weeks")
        .values({
          organization_id: scope.organizationId,
          monday,
          people: week.people,
          mean_tenths: week.meanTenths,
          margin_tenths: week.marginTenths,
          published_at: publishedAt,
        })
        .onConflict((conflict) => conflict.columns(["organization_id", "monday"]).doNothing())
        .execute();
    }
    rows = await read();
  }
  const published = new Map<string, PublishedWeek>(
    rows.map((row) => [
      row.monday,
      {
        people: Number(row.people),
        meanTenths: row.mean_tenths === null ? null : Number(row.mean_tenths),
        marginTenths: row.margin_tenths === null ? null : Number(row.margin_tenths),
      },
    ]),
  );
  return climateWeeks(published, mondays, today);
}
