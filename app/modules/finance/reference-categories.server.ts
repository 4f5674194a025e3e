import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, FinanceCategoryTable } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { byPlan, duplicateOf, ownsReference } from "./reference.server";
import type { DreLine } from "./dre-lines";
import type { CategoryInput, CategoryKind } from "./reference-schemas";

/** A categoria as pages see it: `group` gathers it with others under its `line` of the DRE. */
export interface FinanceCategory {
  id: string;
  name: string;
  kind: CategoryKind;
  group: string;
  line: DreLine;
  archivedAt: string | null;
}

const toCategory = (row: FinanceCategoryTable): FinanceCategory => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  group: row.group_name,
  line: row.dre_line,
  archivedAt: row.archived_at,
});

const organizationRows = (database: Kysely<Database>, scope: TenantScope) =>
  database.selectFrom("finance_categories").selectAll().where("organization_id", "=", scope.organizationId);

/** Every category of the organization, archived ones too: receitas first, then by group and name. */
export async function listCategories(scope: TenantScope): Promise<FinanceCategory[]> {
  return (await organizationRows(await db(), scope).execute()).map(toCategory).sort(byPlan);
}

/** Category `id` of the organization, or null. */
export async function getCategory(scope: TenantScope, id: string): Promise<FinanceCategory | null> {
  if (!isId(id)) return null;
  const row = await organizationRows(await db(), scope)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toCategory(row) : null;
}

/** The groups the organization's categories use, by name, each once: what the form suggests. */
export async function categoryGroups(scope: TenantScope): Promise<string[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_categories")
    .select("group_name")
    .distinct()
    .where("organization_id", "=", scope.organizationId)
    .execute();
  return rows.map((row) => row.group_name).sort((a, b) => a.localeCompare(b, "pt-BR"));
}

const sameKind = (database: Kysely<Database>, scope: TenantScope, kind: CategoryKind) =>
  organizationRows(database, scope).where("kind", "=", kind).execute();

/** Creates a category (validated by `categorySchema`); refused when one of the same kind has the name. */
export async function createCategory(scope: TenantScope, input: CategoryInput): Promise<ReferenceSave<FinanceCategory>> {
  const database = await db();
  const duplicate = duplicateOf(await sameKind(database, scope, input.kind), input.name);
  if (duplicate) return duplicate;
  const now = new Date().toISOString();
  const row: FinanceCategoryTable = {
    id: randomUUID(),
    organization_id: scope.organizationId,
    name: input.name,
    kind: input.kind,
    group_name: input.group,
    dre_line: input.line,
    role: null,
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  await database.insertInto("finance_categories").values(row).execute();
  return { status: "saved", row: toCategory(row) };
}

/** Saves category `id`; null when it is not the organization's; refused on a name another of its kind has. */
export async function updateCategory(
  scope: TenantScope,
  id: string,
  input: CategoryInput,
): Promise<ReferenceSave<FinanceCategory> | null> {
  const database = await db();
  if (!(await ownsReference(database, scope, "category", id))) return null;
  const duplicate = duplicateOf(await sameKind(database, scope, input.kind), input.name, id);
  if (duplicate) return duplicate;
  const row = await database
    .updateTable("finance_categories")
    .set({
      name: input.name,
      kind: input.kind,
      group_name: input.group,
      dre_line: input.line,
      updated_at: new Date().toISOString(),
    })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? { status: "saved", row: toCategory(row) } : null;
}
