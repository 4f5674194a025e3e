/**
 * The catalogue on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL): códigos unique without case, list filters and pages,
 * archive and delete rules (refused while a sale names the item), the sale
 * form's lookup, and another organization's ids finding nothing and
 * changing nothing.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newBooks } from "../../../tests/support/ledger-books";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertSale } from "../../../tests/support/sales-rows";
import type { TenantScope } from "../tenant-scope";
import type { ProductInput } from "./product-schemas";
import {
  createProduct,
  deleteProduct,
  getProduct,
  listProducts,
  PRODUCTS_PER_PAGE,
  productsForSale,
  productUsage,
  setProductArchived,
  updateProduct,
} from "./products.server";

const item = (code: string, name: string, more: Partial<ProductInput> = {}): ProductInput => ({
  kind: "produto",
  code,
  name,
  unit: "un",
  price: 1000,
  ...more,
});

async function created(scope: TenantScope, input: ProductInput) {
  const answer = await createProduct(scope, input);
  if (answer.status !== "saved") throw new Error(`not saved: ${JSON.stringify(answer)}`);
  return answer.row;
}

describe("catalogue", () => {
  it("keeps the fields, the price in centavos, and lists by name as pt-BR reads", async () => {
    const scope = await newScope();
    const oficina = await created(
      scope,
      item("OF-01", "Oficina de respiração", { kind: "servico", unit: "sessão", price: 18_050 }),
    );
    await created(scope, item("AR-01", "Óleo essencial"));
    await created(scope, item("AB-02", "agenda"));
    expect(await getProduct(scope, oficina.id)).toEqual({
      id: oficina.id,
      kind: "servico",
      code: "OF-01",
      name: "Oficina de respiração",
      unit: "sessão",
      priceCents: 18_050,
      archivedAt: null,
    });
    expect((await listProducts(scope, {})).rows.map((row) => row.name)).toEqual([
      "agenda",
      "Oficina de respiração",
      "Óleo essencial",
    ]);
  });

  it("refuses a código another item has, without case, on create and on edit, and says when that one is archived", async () => {
    const scope = await newScope();
    const first = await created(scope, item("CONS-01", "Consultoria"));
    const second = await created(scope, item("CONS-02", "Mentoria"));
    expect(await createProduct(scope, item("cons-01", "Outra"))).toEqual({
      status: "duplicate",
      existing: { id: first.id, name: "Consultoria", archived: false },
    });
    expect(await updateProduct(scope, second.id, item("Cons-01", "Mentoria"))).toMatchObject({ status: "duplicate" });
    expect((await getProduct(scope, second.id))?.code).toBe("CONS-02");
    await setProductArchived(scope, first.id, true);
    expect(await createProduct(scope, item("CONS-01", "Outra"))).toMatchObject({ existing: { archived: true } });
    expect((await updateProduct(scope, first.id, item("CONS-01", "Consultoria sênior")))?.status).toBe("saved");
    expect((await listProducts(scope, {})).total).toBe(1);
  });

  it("lets another organization use the same código", async () => {
    const [one, two] = [await newScope(), await newScope()];
    await created(one, item("X-1", "Um"));
    expect((await createProduct(two, item("X-1", "Dois"))).status).toBe("saved");
  });

  it("filters by text (código or name, accents aside), kind and archived, and pages", async () => {
    const scope = await newScope();
    await created(scope, item("MASS-01", "Massagem relaxante", { kind: "servico" }));
    await created(scope, item("KIT-01", "Kit aromaterapia"));
    const archived = await created(scope, item("KIT-02", "Kit sono"));
    await setProductArchived(scope, archived.id, true);
    const names = async (filters: Parameters<typeof listProducts>[1]) =>
      (await listProducts(scope, filters)).rows.map((row) => row.code);
    expect(await names({ q: "kit" })).toEqual(["KIT-01"]);
    expect(await names({ q: "RELAXANTE" })).toEqual(["MASS-01"]);
    expect(await names({ q: "aromaterápia" })).toEqual(["KIT-01"]);
    expect(await names({ q: "mass-0" })).toEqual(["MASS-01"]);
    expect(await names({ q: "%" })).toEqual([]);
    expect(await names({ kind: "servico" })).toEqual(["MASS-01"]);
    expect(await names({ archived: true })).toEqual(["KIT-02"]);

    const many = await newScope();
    for (let i = 1; i <= PRODUCTS_PER_PAGE + 3; i += 1)
      await created(many, item(`P-${i}`, `Produto ${String(i).padStart(2, "0")}`));
    const second = await listProducts(many, {}, 2);
    expect(second).toMatchObject({ total: PRODUCTS_PER_PAGE + 3, page: 2, totalPages: 2 });
    expect(second.rows.map((row) => row.code)).toEqual(["P-21", "P-22", "P-23"]);
    expect((await listProducts(many, {}, 100_000)).rows).toEqual([]);
  });

  it("offers active items to the sale form, an exact código first, at most the limit", async () => {
    const scope = await newScope();
    await created(scope, item("A10", "Aula avulsa A1"));
    await created(scope, item("A1", "Zumba"));
    const gone = await created(scope, item("A100", "Aula antiga"));
    await setProductArchived(scope, gone.id, true);
    expect((await productsForSale(scope, "a1", 10)).map((row) => row.code)).toEqual(["A1", "A10"]);
    expect((await productsForSale(scope, "", 1)).map((row) => row.code)).toEqual(["A10"]);
    expect(await productsForSale(scope, "nada", 10)).toEqual([]);
  });

  it("deletes an item no sale names; refuses one a sale names, and archives it instead", async () => {
    const books = await newBooks();
    const { scope } = books;
    const unused = await created(scope, item("U-1", "Sem uso"));
    const used = await created(scope, item("S-1", "Vendido"));
    await insertSale(scope, {
      contactId: books.contact,
      items: [
        { quantityMilli: 1000, unitPriceCents: 1000, discount: null, productId: used.id },
        { quantityMilli: 2000, unitPriceCents: 1000, discount: null, productId: used.id },
      ],
    });
    expect(await productUsage(scope, used.id)).toBe(1);
    expect(await deleteProduct(scope, used.id)).toEqual({ status: "in_use", sales: 1 });
    expect(await getProduct(scope, used.id)).not.toBeNull();
    expect(await setProductArchived(scope, used.id, true)).toBe(true);
    expect((await getProduct(scope, used.id))?.archivedAt).not.toBeNull();
    expect(await deleteProduct(scope, unused.id)).toEqual({ status: "deleted" });
    expect(await getProduct(scope, unused.id)).toBeNull();
  });

  it("finds nothing and changes nothing with another organization's ids or ids that are not ids", async () => {
    const owner = await newScope();
    const other = await newScope();
    const mine = await created(owner, item("M-1", "Meu"));
    expect(await getProduct(other, mine.id)).toBeNull();
    expect(await updateProduct(other, mine.id, item("M-1", "Invasor"))).toBeNull();
    expect(await setProductArchived(other, mine.id, true)).toBeNull();
    expect(await deleteProduct(other, mine.id)).toBeNull();
    expect((await listProducts(other, {})).total).toBe(0);
    expect(await productsForSale(other, "M-1", 10)).toEqual([]);
    for (const bad of ["not-an-id", "1; drop table sales_products", ""]) {
      expect(await getProduct(owner, bad)).toBeNull();
      expect(await updateProduct(owner, bad, item("Z", "Z"))).toBeNull();
      expect(await setProductArchived(owner, bad, true)).toBeNull();
      expect(await deleteProduct(owner, bad)).toBeNull();
    }
    const row = await (await db()).selectFrom("sales_products").selectAll().where("id", "=", mine.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Meu", archived_at: null });
  });
});
