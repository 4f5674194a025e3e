/**
 * Check-ins on the test database (SQLite, or PostgreSQL with DATABASE_URL):
 * one per person per São Paulo day, changed only on that day, each person
 * reading only their own, and another organization's rows never counted.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import type { TenantScope } from "../tenant-scope";
import type { CheckinInput } from "./checkin-rules";
import { getOwnCheckin, listOwnCheckins, ownWellbeing, saveCheckin } from "./checkins.server";

/** 2026-11-24 at 12:00 in São Paulo (UTC-3). */
const NOON = new Date("2026-11-24T15:00:00Z");

async function person(scope?: TenantScope): Promise<TenantScope> {
  const base = scope ?? (await newScope());
  const userId = await insertUser(base, { givenName: "Ana" });
  return { organizationId: base.organizationId, userId };
}

const checkin = (day: string, mood = 4, note: string | null = null): CheckinInput => ({ day, mood, emotions: ["calma"], note });

const rowsOf = async (scope: TenantScope) =>
  (await db())
    .selectFrom("wellbeing_checkins")
    .select(["day", "mood"])
    .where("organization_id", "=", scope.organizationId)
    .where("user_id", "=", scope.userId)
    .execute();

describe("check-ins", () => {
  it("keeps one check-in per day: the second save of the day changes it", async () => {
    const me = await person();
    expect(await saveCheckin(me, checkin("2026-11-24", 2, "Cansada"), NOON)).toMatchObject({ status: "saved", created: true });
    expect(await saveCheckin(me, checkin("2026-11-24", 5), NOON)).toMatchObject({ status: "saved", created: false });
    expect(await rowsOf(me)).toEqual([{ day: "2026-11-24", mood: 5 }]);
    expect(await getOwnCheckin(me, "2026-11-24")).toMatchObject({ mood: 5, emotions: ["calma"], note: null });
  });

  it("uses the São Paulo day: 01:00 UTC is still the day before", async () => {
    const me = await person();
    const lateEvening = new Date("2026-11-25T01:00:00Z");
    expect((await saveCheckin(me, checkin("2026-11-24"), lateEvening)).status).toBe("saved");
    expect((await saveCheckin(me, checkin("2026-11-25"), lateEvening)).status).toBe("closed");
  });

  it("refuses to change yesterday's check-in and leaves it as it was", async () => {
    const me = await person();
    await saveCheckin(me, checkin("2026-11-23", 3, "Ontem"), new Date("2026-11-23T15:00:00Z"));
    expect(await saveCheckin(me, checkin("2026-11-23", 1, "Mudado"), NOON)).toEqual({ status: "closed" });
    expect(await getOwnCheckin(me, "2026-11-23")).toMatchObject({ mood: 3, note: "Ontem" });
  });

  it("gives each person only their own check-ins, in their own organization", async () => {
    const me = await person();
    const colleague = await person(me);
    const elsewhere: TenantScope = { organizationId: (await newScope()).organizationId, userId: me.userId };
    await saveCheckin(me, checkin("2026-11-24", 2, "Só minha"), NOON);
    expect(await getOwnCheckin(colleague, "2026-11-24")).toBeNull();
    expect(await listOwnCheckins(colleague, "2026-01-01", "2026-12-31")).toEqual([]);
    expect((await ownWellbeing(colleague, 30, NOON)).history).toEqual([]);
    expect(await getOwnCheckin(elsewhere, "2026-11-24")).toBeNull();
    expect((await ownWellbeing(elsewhere, 90, NOON)).streak).toBe(0);
    expect((await ownWellbeing(me, 30, NOON)).todayCheckin?.note).toBe("Só minha");
  });

  it("shows the history of the period and a streak reaching before it", async () => {
    const me = await person();
    for (let day = 1; day <= 23; day++) {
      const date = `2026-11-${String(day).padStart(2, "0")}`;
      await saveCheckin(me, checkin(date, (day % 5) + 1), new Date(`${date}T15:00:00Z`));
    }
    for (let day = 10; day <= 31; day++) {
      const date = `2026-10-${String(day).padStart(2, "0")}`;
      await saveCheckin(me, checkin(date), new Date(`${date}T15:00:00Z`));
    }
    const page = await ownWellbeing(me, 30, NOON);
    expect(page.today).toBe("2026-11-24");
    expect(page.from).toBe("2026-10-26");
    expect(page.todayCheckin).toBeNull();
    expect(page.history).toHaveLength(29);
    expect(page.history[0]!.day).toBe("2026-10-26");
    expect(page.streak).toBe(23 + 22);
  });
});
