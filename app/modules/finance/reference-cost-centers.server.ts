import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, FinanceCostCenterTable } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { byName, duplicateOf, ownsReference } from "./reference.server";
import type { CostCenterInput } from "./reference-schemas";

/** A centro de custo as pages see it. */
export interface CostCenter {
  id: string;
  name: string;
  archivedAt: string | null;
}

const toCostCenter = (row: FinanceCostCenterTable): CostCenter => ({ id: row.id, name: row.name, archivedAt: row.archived_at });

const organizationRows = (database: Kysely<Database>, scope: TenantScope) =>
  database.selectFrom("finance_cost_centers").selectAll().where("organization_id", "=", scope.organizationId);

/** Every cost centre of the organization, archived ones too, by name. */
export async function listCostCenters(scope: TenantScope): Promise<CostCenter[]> {
  return (await organizationRows(await db(), scope).execute()).map(toCostCenter).sort(byName);
}

/** Cost centre `id` of the organization, or null. */
export async function getCostCenter(scope: TenantScope, id: string): Promise<CostCenter | null> {
  if (!isId(id)) return null;
  const row = await organizationRows(await db(), scope)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toCostCenter(row) : null;
}

/** Creates a cost centre; refused when another one of the organization has the name. */
export async function createCostCenter(scope: TenantScope, input: CostCenterInput): Promise<ReferenceSave<CostCenter>> {
  const database = await db();
  const duplicate = duplicateOf(await organizationRows(database, scope).execute(), input.name);
  if (duplicate) return duplicate;
  const now = new Date().toISOString();
  const row: FinanceCostCenterTable = {
    id: randomUUID(),
    organization_id: scope.organizationId,
    name: input.name,
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  await database.insertInto("finance_cost_centers").values(row).execute();
  return { status: "saved", row: toCostCenter(row) };
}

/** Renames cost centre `id`; null when it is not the organization's; refused on a name another one has. */
export async function updateCostCenter(
  scope: TenantScope,
  id: string,
  input: CostCenterInput,
): Promise<ReferenceSave<CostCenter> | null> {
  const database = await db();
  if (!(await ownsReference(database, scope, "costCenter", id))) return null;
  const duplicate = duplicateOf(await organizationRows(database, scope).execute(), input.name, id);
  if (duplicate) return duplicate;
  const row = await database
    .updateTable("finance_cost_centers")
    .set({ name: input.name, updated_at: new Date().toISOString() })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
  return row ? { status: "saved", row: toCostCenter(row) } : null;
}
