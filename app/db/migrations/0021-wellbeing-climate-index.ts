/** Also holds the person and the mood, so the weekly climate reads the index alone. */
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
