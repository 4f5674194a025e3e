import { db } from "~/db/db.server";
import { ledgerChoices, type LedgerChoices } from "~/modules/finance/reference.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { receivableDefaults } from "./invoicing.server";
import { listMembers, type Member } from "~/modules/administration/members.server";

/** The most catalogue items the form's select lists (by name); more are typed by description. */
export const PRODUCT_CHOICES_LIMIT = 500;

/** A catalogue item the form can pick: price in centavos. */
export interface ProductChoice {
  id: string;
  code: string;
  name: string;
  unit: string;
  priceCents: number;
}

export interface SaleChoices {
  contacts: LedgerChoices["contacts"];
  accounts: LedgerChoices["accounts"];
  categories: LedgerChoices["categories"];
  sellers: Member[];
  products: ProductChoice[];
  defaults: { categoryId: string | null; accountId: string | null };
}

/** The choices of the sale form for the organization. */
export async function saleChoices(scope: TenantScope): Promise<SaleChoices> {
  const database = await db();
  const [ledger, sellers, products, defaults] = await Promise.all([
    ledgerChoices(scope),
    listMembers(scope, { activeOnly: true }, database),
    database
      .selectFrom("sales_products")
      .select(["id", "code", "name", "unit", "price_cents"])
      .where("organization_id", "=", scope.organizationId)
      .where("archived_at", "is", null)
      .orderBy("sort_name")
      .orderBy("id")
      .limit(PRODUCT_CHOICES_LIMIT)
      .execute(),
    receivableDefaults(database, scope),
  ]);
  return {
    contacts: ledger.contacts,
    accounts: ledger.accounts,
    categories: ledger.categories.filter((category) => category.kind === "receita"),
    sellers,
    products: products.map((row) => ({
      id: row.id,
      code: row.code,
      name: row.name,
      unit: row.unit,
      priceCents: row.price_cents,
    })),
    defaults,
  };
}

/** `choices` plus what `sale` already names but is no longer offered (an archived contact, account or category, a former member), marked "(arquivado)", so its edit form starts from what was saved. */
export function withSaleCurrent(
  choices: SaleChoices,
  sale: {
    contact: { id: string; name: string };
    seller: { id: string; name: string } | null;
    categoryId: string | null;
    categoryName: string | null;
    accountId: string | null;
    accountName: string | null;
  },
): SaleChoices {
  const keep = <T extends { id: string; name: string }>(
    rows: T[],
    current: { id: string; name: string } | null,
    extra: Omit<T, "id" | "name">,
  ) =>
    current && !rows.some((row) => row.id === current.id)
      ? [...rows, { ...extra, id: current.id, name: `${current.name} (arquivado)` } as T]
      : rows;
  return {
    ...choices,
    contacts: keep(choices.contacts, sale.contact, { document: null }),
    sellers: keep(choices.sellers, sale.seller, {}),
    accounts: keep(choices.accounts, sale.accountId ? { id: sale.accountId, name: sale.accountName ?? "" } : null, {
      kind: "conta_corrente" as const,
      archived: true,
    }),
    categories: keep(choices.categories, sale.categoryId ? { id: sale.categoryId, name: sale.categoryName ?? "" } : null, {
      kind: "receita" as const,
      group: "Arquivadas",
      archived: true,
    }),
  };
}
