import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { DEFAULT_CATEGORIES } from "./default-plan";

/** Inserts the default plan for `organizationId` when the organization has no category (archived ones count). */
export async function ensureDefaultPlan(db: Kysely<Database>, organizationId: string): Promise<number> {
  const existing = await db
    .selectFrom("finance_categories")
    .select("id")
    .where("organization_id", "=", organizationId)
    .limit(1)
    .executeTakeFirst();
  if (existing) return 0;
  const now = new Date().toISOString();
  await db
    .insertInto("finance_categories")
    .values(
      DEFAULT_CATEGORIES.map(({ name, kind, group, line, role }) => ({
        id: randomUUID(),
        organization_id: organizationId,
        name,
        kind,
        group_name: group,
        dre_line: line,
        role,
        archived_at: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return DEFAULT_CATEGORIES.length;
}
