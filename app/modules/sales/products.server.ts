import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { pageOffset } from "~/config/pagination";
import { containsPattern, fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/db/errors";
import type { Database, SalesProductTable } from "~/db/schema";
import { setArchived } from "~/modules/archive.server";
import { isId } from "~/modules/ids";
import type { ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import type { ProductInput, ProductKind } from "./product-schemas";

/** A catalogue item as pages and the sale form see it. */
export interface Product {
  id: string;
  kind: ProductKind;
  code: string;
  name: string;
  unit: string;
  priceCents: number;
  archivedAt: string | null;
}

/** Rows of a page of the catalogue list. */
export const PRODUCTS_PER_PAGE = 20;

/** A page of items (1-based) with the total of the filter. */
export interface ProductPage {
  rows: Product[];
  total: number;
  page: number;
  totalPages: number;
}

/** The filters of the list: text (part of the código or of the name), kind, archived ones instead of active. */
export interface ProductFilters {
  q?: string;
  kind?: ProductKind | null;
  archived?: boolean;
}

/** The answer of a delete: done, refused because `sales` sales name the item, or null (not the organization's). */
export type ProductDelete = { status: "deleted" } | { status: "in_use"; sales: number } | null;

const toProduct = (row: SalesProductTable): Product => ({
  id: row.id,
  kind: row.kind,
  code: row.code,
  name: row.name,
  unit: row.unit,
  priceCents: Number(row.price_cents),
  archivedAt: row.archived_at,
});

const organizationRows = (database: Kysely<Database>, scope: TenantScope) =>
  database.selectFrom("sales_products").where("organization_id", "=", scope.organizationId);

const matching = <Q extends ReturnType<typeof organizationRows>>(query: Q, text: string): Q => {
  const folded = fold(text.trim());
  if (folded === "") return query;
  const pattern = containsPattern(folded);
  return query.where((eb) =>
    eb.or([sql<boolean>`sort_name like ${pattern} escape '\\'`, sql<boolean>`lower(code) like ${pattern} escape '\\'`]),
  ) as Q;
};

/** A page (PRODUCTS_PER_PAGE rows, 1-based) of the active items, or of the archived ones, by name (folded) then código; `q` matches part of the código or of the name, case and accents aside; `kind` keeps one kind. */
export async function listProducts(scope: TenantScope, filters: ProductFilters, page = 1): Promise<ProductPage> {
  const base = matching(organizationRows(await db(), scope), filters.q ?? "")
    .where("archived_at", filters.archived ? "is not" : "is", null)
    .$if(!!filters.kind, (query) => query.where("kind", "=", filters.kind!));
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("sort_name")
      .orderBy("code")
      .limit(PRODUCTS_PER_PAGE)
      .offset(pageOffset(page, PRODUCTS_PER_PAGE))
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  return { rows: rows.map(toProduct), total, page, totalPages: Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE)) };
}

/** Item `id` of the organization, or null (another organization's, none, or not an id). */
export async function getProduct(scope: TenantScope, id: string): Promise<Product | null> {
  if (!isId(id)) return null;
  const row = await organizationRows(await db(), scope)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toProduct(row) : null;
}

/** Up to `limit` (1..50) active items whose código or name contains `text` (case and accents aside): an exact código first, then by name. */
export async function productsForSale(scope: TenantScope, text: string, limit: number): Promise<Product[]> {
  const size = Math.min(50, Math.max(1, Math.trunc(limit) || 1));
  const folded = fold(text.trim());
  const rows = await matching(organizationRows(await db(), scope), text)
    .selectAll()
    .where("archived_at", "is", null)
    .orderBy(sql`case when lower(code) = ${folded} then 0 else 1 end`)
    .orderBy("sort_name")
    .orderBy("code")
    .limit(size)
    .execute();
  return rows.map(toProduct);
}

type Duplicate = Extract<ReferenceSave<never>, { status: "duplicate" }>;

async function sameCode(database: Kysely<Database>, scope: TenantScope, code: string, exceptId?: string) {
  const row = await organizationRows(database, scope)
    .select(["id", "name", "archived_at"])
    .where(sql<boolean>`lower(code) = ${code.toLowerCase()}`)
    .$if(!!exceptId, (query) => query.where("id", "<>", exceptId!))
    .executeTakeFirst();
  return row
    ? ({ status: "duplicate", existing: { id: row.id, name: row.name, archived: row.archived_at !== null } } as Duplicate)
    : null;
}

const columnsOf = (input: ProductInput) => ({
  kind: input.kind,
  code: input.code,
  name: input.name,
  sort_name: fold(input.name),
  unit: input.unit,
  price_cents: input.price,
});

/** Creates an item (validated by `productSchema`); refused when another item of the organization has the código. */
export async function createProduct(scope: TenantScope, input: ProductInput): Promise<ReferenceSave<Product>> {
  const database = await db();
  const duplicate = await sameCode(database, scope, input.code);
  if (duplicate) return duplicate;
  const now = new Date().toISOString();
  const row: SalesProductTable = {
    id: randomUUID(),
    organization_id: scope.organizationId,
    ...columnsOf(input),
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  try {
    await database.insertInto("sales_products").values(row).execute();
  } catch (error) {
    // Another request saved the same código between the check and the insert.
    if (isUniqueViolation(error)) return (await sameCode(database, scope, input.code))!;
    throw error;
  }
  return { status: "saved", row: toProduct(row) };
}

/** Saves item `id`; null when it is not the organization's; refused on a código another item has. */
export async function updateProduct(scope: TenantScope, id: string, input: ProductInput): Promise<ReferenceSave<Product> | null> {
  if (!isId(id)) return null;
  const database = await db();
  const duplicate = await sameCode(database, scope, input.code, id);
  if (duplicate) return duplicate;
  try {
    const row = await database
      .updateTable("sales_products")
      .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? { status: "saved", row: toProduct(row) } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return (await sameCode(database, scope, input.code, id))!;
    throw error;
  }
}

/** Archives (`archived: true`) or brings back item `id`; true when done, null when it is not the organization's. */
export async function setProductArchived(scope: TenantScope, id: string, archived: boolean): Promise<true | null> {
  return (await setArchived(scope, "sales_products", id, archived)) || null;
}

/** How many sales (cancelled ones too) have an item line naming item `id`. */
export async function productUsage(scope: TenantScope, id: string): Promise<number> {
  if (!isId(id)) return 0;
  const row = await (
    await db()
  )
    .selectFrom("sale_items")
    .select(sql<number | string>`count(distinct sale_id)`.as("total"))
    .where("organization_id", "=", scope.organizationId)
    .where("product_id", "=", id)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Deletes item `id` when no sale names it; otherwise `in_use` (archive it instead). */
export async function deleteProduct(scope: TenantScope, id: string): Promise<ProductDelete> {
  if (!(await getProduct(scope, id))) return null;
  const sales = await productUsage(scope, id);
  if (sales > 0) return { status: "in_use", sales };
  try {
    await (
      await db()
    )
      .deleteFrom("sales_products")
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .execute();
  } catch (error) {
    // A sale naming it was saved between the count and the delete.
    if (isForeignKeyViolation(error)) return { status: "in_use", sales: Math.max(1, await productUsage(scope, id)) };
    throw error;
  }
  return { status: "deleted" };
}
