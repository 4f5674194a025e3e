/**
 * The administrator's climate on the test database: nothing for the open
 * week, a closed week published once and never moved, only members who
 * joined before the week and are active, 5 of them at least, and an
 * administrator who controls 4 of 5 answers cannot read the fifth back.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { checkIn, insertMembers, noonOf } from "../../../tests/support/wellbeing-rows";
import type { TenantScope } from "../tenant-scope";
import { getOwnCheckin } from "./checkins.server";
import { organizationClimate } from "./climate.server";
import type { ClimateWeek } from "./climate-rules";

/** Tuesday of the week 2026-W48 (Monday 23 to Sunday 29 November). */
const TUESDAY = "2026-11-24";
const NOON = noonOf(TUESDAY);
/** The Monday after it: W48 has closed. */
const NEXT_MONDAY = noonOf("2026-11-30");
/** The draw that gives no noise at all: the figures below are the real means. */
const NO_NOISE = () => 0.5;

const published = (weeks: ClimateWeek[]) => weeks.filter((week) => week.state === "published");
const weekOf = (weeks: ClimateWeek[], monday: string) => weeks.find((week) => week.monday === monday);

describe("organization climate", () => {
  it("publishes nothing for the open week, then the closed week's mean, participants and margin", async () => {
    const scope = await newScope();
    const five = await insertMembers(scope, 5);
    for (const [i, person] of five.entries()) await checkIn(person, TUESDAY, i < 2 ? 5 : 2);

    const open = await organizationClimate(scope, NOON, NO_NOISE);
    expect(open).toHaveLength(12);
    expect(open.at(-1)).toEqual({ week: "2026-W48", monday: "2026-11-23", state: "open", publishedOn: "2026-11-30" });
    expect(published(open)).toEqual([]);

    const closed = await organizationClimate(scope, NEXT_MONDAY, NO_NOISE);
    expect(weekOf(closed, "2026-11-23")).toEqual({
      week: "2026-W48",
      monday: "2026-11-23",
      state: "published",
      mean: 3.2,
      // Laplace scale 4/(5·ε) = 0.8; 90% of draws within 0.8·ln 10.
      margin: 1.8,
      people: 5,
    });
    expect(closed.at(-1)).toMatchObject({ monday: "2026-11-30", state: "open" });
    for (const person of five) expect(JSON.stringify(closed)).not.toContain(person.userId);
  });

  it("adds privacy noise drawn once, when the week is published", async () => {
    const scope = await newScope();
    for (const person of await insertMembers(scope, 5)) await checkIn(person, TUESDAY, 3);
    // A draw of 0.9 is the noise 0.8·ln 5 ≈ +1.29 on the mean 3.
    const first = await organizationClimate(scope, NEXT_MONDAY, () => 0.9);
    expect(weekOf(first, "2026-11-23")).toMatchObject({ state: "published", mean: 4.3 });
    expect(await organizationClimate(scope, NEXT_MONDAY, () => 0.1)).toEqual(first);
  });

  it("moves no published figure when a check-in changes or a closed week's check-in is edited", async () => {
    const scope = await newScope();
    const five = await insertMembers(scope, 5);
    for (const person of five) await checkIn(person, "2026-11-17", 2);
    for (const person of five) await checkIn(person, TUESDAY, 1);
    const before = await organizationClimate(scope, NOON);
    expect(weekOf(before, "2026-11-16")).toMatchObject({ state: "published", people: 5 });

    // Today's check-ins change: the open week shows nothing, so nothing moves.
    for (const person of five) expect(await checkIn(person, TUESDAY, 5, NOON)).toMatchObject({ status: "saved" });
    // Last week's are refused, and stay as they were.
    for (const person of five) expect(await checkIn(person, "2026-11-17", 5, NOON)).toEqual({ status: "week-closed" });
    expect(await getOwnCheckin(five[0]!, "2026-11-17")).toMatchObject({ mood: 2 });
    // A member leaving after the week was published does not move it either.
    await (await db()).deleteFrom("memberships").where("user_id", "=", five[0]!.userId).execute();

    expect(await organizationClimate(scope, new Date(NOON.getTime() + 3_600_000))).toEqual(before);
  });

  it("counts only members who joined before the week began, never a pending or refused request", async () => {
    const scope = await newScope();
    const four = await insertMembers(scope, 4);
    // Blocked since (after the weeks below): their check-ins were a member's.
    const [blocked] = await insertMembers(scope, 1, { status: "blocked" });
    // Joined on the week's Monday morning, after it began: counts from the next week on.
    const [newcomer] = await insertMembers(scope, 1, { since: "2026-11-23T12:00:00.000Z" });
    // Asked long ago, approved that same Monday: the same.
    const [approved] = await insertMembers(scope, 1);
    await (
      await db()
    )
      .updateTable("memberships")
      .set({ status_changed_at: "2026-11-23T12:00:00.000Z" })
      .where("user_id", "=", approved!.userId)
      .execute();
    const pending = await insertMembers(scope, 3, { status: "pending" });
    const refused = await insertMembers(scope, 3, { status: "refused" });
    for (const day of [TUESDAY, "2026-12-01"])
      for (const person of [...four, blocked!, newcomer!, approved!, ...pending, ...refused]) await checkIn(person, day, 4);

    const weeks = await organizationClimate(scope, noonOf("2026-12-07"), NO_NOISE);
    expect(weekOf(weeks, "2026-11-23")).toMatchObject({ state: "published", mean: 4, people: 5 });
    expect(weekOf(weeks, "2026-11-30")).toMatchObject({ state: "published", mean: 4, people: 7 });
  });

  it("counts each person once, as their mean mood of the week", async () => {
    const scope = await newScope();
    const [often, ...others] = await insertMembers(scope, 5);
    for (let day = 23; day <= 27; day++) await checkIn(often!, `2026-11-${day}`, 5);
    for (const person of others) await checkIn(person, TUESDAY, 1);
    // By check-in the mean would be (25 + 4) / 9 ≈ 3.2; by person it is (5 + 1 + 1 + 1 + 1) / 5.
    expect(weekOf(await organizationClimate(scope, NEXT_MONDAY, NO_NOISE), "2026-11-23")).toMatchObject({
      mean: 1.8,
      people: 5,
    });
  });

  it("counts only the organization's own check-ins", async () => {
    const mine = await newScope();
    const other = await newScope();
    for (const person of await insertMembers(other, 5)) await checkIn(person, TUESDAY, 5);
    for (const person of await insertMembers(mine, 4)) await checkIn(person, TUESDAY, 1);
    expect(published(await organizationClimate(mine, NEXT_MONDAY, NO_NOISE))).toEqual([]);
    expect(weekOf(await organizationClimate(other, NEXT_MONDAY, NO_NOISE), "2026-11-23")).toMatchObject({
      mean: 5,
      people: 5,
    });
  });
});

describe("an administrator who controls 4 of 5 answers", () => {
  /** The administrator and three accounts they registered, and one real member who answers `real`. */
  async function attack(scope: TenantScope, controlledSince: string, real: number) {
    const controlled = await insertMembers(scope, 4, { since: controlledSince });
    const [member] = await insertMembers(scope, 1);
    await checkIn(member!, TUESDAY, real);
    for (const person of controlled) await checkIn(person, TUESDAY, 1);
    const first = await organizationClimate(scope, NOON);
    for (const person of controlled) await checkIn(person, TUESDAY, 5, new Date(NOON.getTime() + 60_000));
    const second = await organizationClimate(scope, new Date(NOON.getTime() + 120_000));
    return { controlled, first, second };
  }

  it("reads nothing while the answers can change, and a closed week's figure that no edit moves", async () => {
    const scope = await newScope();
    const { controlled, first, second } = await attack(scope, "2026-11-02T12:00:00.000Z", 1);
    // Two reads around the change: nothing published, so no difference to subtract.
    expect(published(first)).toEqual([]);
    expect(second).toEqual(first);

    const closed = await organizationClimate(scope, NEXT_MONDAY);
    expect(weekOf(closed, "2026-11-23")).toMatchObject({ state: "published", people: 5 });
    for (const person of controlled) expect(await checkIn(person, TUESDAY, 1, NEXT_MONDAY)).toEqual({ status: "week-closed" });
    expect(await organizationClimate(scope, new Date(NEXT_MONDAY.getTime() + 60_000))).toEqual(closed);
  });

  it("gets no figure at all from accounts registered during the week", async () => {
    const scope = await newScope();
    const { first, second } = await attack(scope, "2026-11-24T12:00:00.000Z", 2);
    expect(published(first)).toEqual([]);
    expect(published(second)).toEqual([]);
    expect(weekOf(await organizationClimate(scope, NEXT_MONDAY), "2026-11-23")).toMatchObject({ state: "insufficient" });
  });
});
