import type { Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

export function wellbeingClimate(dialect: Dialect) {
  const { uuid, time } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("wellbeing_climate_weeks")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("monday", "text", (c) => c.notNull())
        .addColumn("people", "integer", (c) => c.notNull())
        .addColumn("mean_tenths", "integer")
        .addColumn("margin_tenths", "integer")
        .addColumn("published_at", time, (c) => c.notNull())
        .addPrimaryKeyConstraint("wellbeing_climate_weeks_pk", ["organization_id", "monday"])
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable("wellbeing_climate_weeks").execute();
    },
  };
}
