/** The demo check-ins: the same on every run, most of the 90 days before today, valid moods and emotions. */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { ownWellbeing } from "~/modules/wellbeing/checkins.server";
import { checkinSchema } from "~/modules/wellbeing/checkin-rules";
import { newScope } from "../../tests/support/ledger-rows";
import { insertUser } from "../../tests/support/members";
import { demoCheckins, seedDemoWellbeing } from "./demo-wellbeing.server";

const person = { userId: "u", organizationId: "o", seed: "admin-eleve@eleve" };

describe("demo check-ins", () => {
  it("covers most of the 90 days before today, leaves today free and repeats on every run", () => {
    const rows = demoCheckins(person, "2026-11-24", "2026-11-24T12:00:00.000Z");
    expect(rows.length).toBeGreaterThan(70);
    expect(rows.length).toBeLessThan(90);
    expect(rows[0]!.day >= "2026-08-26").toBe(true);
    expect(rows.at(-1)!.day <= "2026-11-23").toBe(true);
    const again = demoCheckins(person, "2026-11-24", "2026-11-24T12:00:00.000Z");
    expect(again.map((row) => [row.day, row.mood, row.emotions, row.note])).toEqual(
      rows.map((row) => [row.day, row.mood, row.emotions, row.note]),
    );
    for (const row of rows) {
      const parsed = checkinSchema.safeParse({
        day: row.day,
        mood: row.mood,
        emotions: JSON.parse(row.emotions),
        note: row.note ?? "",
      });
      expect(parsed.success).toBe(true);
    }
  });
});

describe("demo check-ins seeded", () => {
  it("gives every member of the organization a history and a streak", async () => {
    const scope = await newScope();
    const people = [await insertUser(scope, { givenName: "Ana" }), await insertUser(scope, { givenName: "Bia" })];
    const now = new Date("2026-11-24T15:00:00Z");
    await seedDemoWellbeing(await db(), [{ id: scope.organizationId, slug: "demo" }], now.toISOString());
    for (const userId of people) {
      const page = await ownWellbeing({ organizationId: scope.organizationId, userId }, 90, now);
      // Skipping about one day in eight leaves ~78 of 89 days; the people's names (the seed) are random here.
      expect(page.history.length).toBeGreaterThan(60);
      expect(page.todayCheckin).toBeNull();
    }
  });
});
