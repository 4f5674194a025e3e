/**
 * The climate's index: 0020's `wellbeing_checkins_org_day_idx`
 * (organization, day) also holds the person and the mood that the weekly
 * aggregate reads (distinct people, mood sum), so the 12 weeks of an
 * organization are read from the index alone instead of a table row per
 * check-in. Replaces 0020's index of that name.
 */
import type { Kysely, Migration } from "kysely";

const OLD = ["organization_id", "day"];
const NEW = [...OLD, "user_id", "mood"];

async function replace(db: Kysely<any>, columns: string[]) {
  await db.schema.dropIndex("wellbeing_checkins_org_day_idx").execute();
  await db.schema.createIndex("wellbeing_checkins_org_day_idx").on("wellbeing_checkins").columns(columns).execute();
}

export const wellbeingClimateIndex: Migration = {
  up: (db) => replace(db, NEW),
  down: (db) => replace(db, OLD),
};
