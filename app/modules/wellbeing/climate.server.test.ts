/**
 * The administrator's climate on the test database: a mean by week only
 * with 5 or more people, only the organization's check-ins, and nothing
 * that names a person.
 */
import { describe, expect, it } from "vitest";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import type { TenantScope } from "../tenant-scope";
import { saveCheckin } from "./checkins.server";
import { organizationClimate } from "./climate.server";

const NOON = new Date("2026-11-24T15:00:00Z");
const LAST_WEEK = new Date("2026-11-17T15:00:00Z");

async function people(scope: TenantScope, count: number): Promise<TenantScope[]> {
  const ids = [];
  for (let i = 0; i < count; i++) ids.push(await insertUser(scope, { givenName: `Pessoa ${i}` }));
  return ids.map((userId) => ({ organizationId: scope.organizationId, userId }));
}

describe("organization climate", () => {
  it("gives the mean mood of a week with 5 people and nothing for a week with 4", async () => {
    const scope = await newScope();
    const five = await people(scope, 5);
    for (const [i, person] of five.entries()) {
      await saveCheckin(person, { day: "2026-11-24", mood: i < 2 ? 5 : 2, emotions: [], note: "privado" }, NOON);
      if (i < 4) await saveCheckin(person, { day: "2026-11-17", mood: 1, emotions: [], note: null }, LAST_WEEK);
    }
    const weeks = await organizationClimate(scope, NOON);
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: "2026-W48", monday: "2026-11-23", sufficient: true, mean: 3.2, people: 5 });
    expect(weeks.at(-2)).toEqual({ week: "2026-W47", monday: "2026-11-16", sufficient: false });
    expect(JSON.stringify(weeks)).not.toMatch(/privado|userId|2026-11-24/);
    for (const person of five) expect(JSON.stringify(weeks)).not.toContain(person.userId);
  });

  it("counts distinct people, not check-ins, and each week apart", async () => {
    const scope = await newScope();
    const [first, ...others] = await people(scope, 4);
    for (let day = 23; day <= 24; day++)
      await saveCheckin(
        first!,
        { day: `2026-11-${day}`, mood: 3, emotions: [], note: null },
        new Date(`2026-11-${day}T15:00:00Z`),
      );
    for (const person of others) await saveCheckin(person, { day: "2026-11-24", mood: 3, emotions: [], note: null }, NOON);
    await saveCheckin(first!, { day: "2026-11-22", mood: 3, emotions: [], note: null }, new Date("2026-11-22T15:00:00Z"));
    expect((await organizationClimate(scope, NOON)).every((week) => !week.sufficient)).toBe(true);
    const fifth = (await people(scope, 1))[0]!;
    await saveCheckin(fifth, { day: "2026-11-23", mood: 4, emotions: [], note: null }, new Date("2026-11-23T15:00:00Z"));
    expect((await organizationClimate(scope, NOON)).at(-1)).toEqual({
      week: "2026-W48",
      monday: "2026-11-23",
      sufficient: true,
      mean: 3.2,
      people: 5,
    });
  });

  it("counts only the organization's own check-ins", async () => {
    const mine = await newScope();
    const other = await newScope();
    for (const person of await people(other, 5))
      await saveCheckin(person, { day: "2026-11-24", mood: 5, emotions: [], note: null }, NOON);
    for (const person of await people(mine, 4))
      await saveCheckin(person, { day: "2026-11-24", mood: 1, emotions: [], note: null }, NOON);
    expect((await organizationClimate(mine, NOON)).every((week) => !week.sufficient)).toBe(true);
    expect((await organizationClimate(other, NOON)).at(-1)).toMatchObject({ sufficient: true, mean: 5, people: 5 });
  });
});
