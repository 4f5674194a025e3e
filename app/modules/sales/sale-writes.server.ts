import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { fold } from "~/config/text-rules";
import type { ContactTable, Database, SaleItemTable, SaleTable } from "~/db/schema";
import { duplicateDocumentMessage, type ContactInput } from "~/modules/contacts/schemas";
import type { FieldErrors } from "~/modules/finance/references.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { lineAmounts, saleAmounts } from "./pricing";
import type { SaleFields } from "./schemas";
import { isMember } from "~/modules/administration/members.server";

/** The ids a sale names now (an edit may keep one that has since been archived). */
export interface SaleReferences {
  contactId: string | null;
  sellerId: string | null;
  categoryId: string | null;
  accountId: string | null;
  productIds: string[];
}

type Table = "finance_accounts" | "finance_categories" | "contacts" | "sales_products";

async function usable(database: Kysely<Database>, scope: TenantScope, table: Table, id: string, keep: boolean) {
  if (!isId(id)) return undefined;
  const row = await database
    .selectFrom(table)
    .select(["id", "archived_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && (row.archived_at === null || keep) ? row : undefined;
}

/** The field errors of the ids `input` names (empty when all are usable): the customer (or, for a new one, a CPF/CNPJ another contact has), the seller (a member), the category (a receita one), the account and each item's catalogue item. */
export async function checkSaleReferences(
  database: Kysely<Database>,
  scope: TenantScope,
  input: SaleFields,
  current?: SaleReferences,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const { customer } = input;
  if (customer.kind === "existing") {
    const keep = customer.contactId === current?.contactId;
    if (!(await usable(database, scope, "contacts", customer.contactId, keep)))
      errors.contactId = ["Escolha um cliente ativo da lista."];
  } else if (customer.contact.document) {
    const other = await database
      .selectFrom("contacts")
      .select(["name", "archived_at"])
      .where("organization_id", "=", scope.organizationId)
      .where("document", "=", customer.contact.document)
      .executeTakeFirst();
    if (other) errors.newContactDocument = [duplicateDocumentMessage({ name: other.name, archived: other.archived_at !== null })];
  }
  if (input.sellerId && input.sellerId !== current?.sellerId && !(await isMember(database, scope, input.sellerId)))
    errors.sellerId = ["Escolha um vendedor da lista."];
  if (input.categoryId) {
    const keep = input.categoryId === current?.categoryId;
    const category = await usable(database, scope, "finance_categories", input.categoryId, keep);
    const kind = category
      ? (await database.selectFrom("finance_categories").select("kind").where("id", "=", category.id).executeTakeFirst())?.kind
      : null;
    if (kind !== "receita") errors.categoryId = ["Escolha uma categoria de receita da lista."];
  }
  if (
    input.accountId &&
    !(await usable(database, scope, "finance_accounts", input.accountId, input.accountId === current?.accountId))
  )
    errors.accountId = ["Escolha uma conta ativa da lista."];
  for (const [index, item] of input.items.entries()) {
    if (!item.productId) continue;
    const keep = current?.productIds.includes(item.productId) ?? false;
    if (!(await usable(database, scope, "sales_products", item.productId, keep)))
      errors[`items[${index}].productId`] = ["Escolha um item ativo do catálogo."];
  }
  return errors;
}

/** Writes the new customer of a sale (a cliente) in `trx`; its id and name. */
export async function insertCustomer(trx: Transaction<Database>, scope: TenantScope, contact: ContactInput, now: string) {
  const row: ContactTable = {
    id: randomUUID(),
    organization_id: scope.organizationId,
    name: contact.name,
    sort_name: fold(contact.name),
    is_customer: 1,
    is_supplier: 0,
    document: contact.document,
    email: contact.email,
    phone: contact.phone,
    archived_at: null,
    created_at: now,
    updated_at: now,
  };
  await trx.insertInto("contacts").values(row).execute();
  return { id: row.id, name: row.name };
}

/** The columns of a sale that its form sets, amounts computed (per line, then the sale). */
export function saleColumns(input: SaleFields, contactId: string) {
  const lines = input.items.map(lineAmounts);
  const totals = saleAmounts(lines, input.discount, input.freightCents);
  const sale = {
    contact_id: contactId,
    seller_id: input.sellerId,
    sale_date: input.saleDate,
    expected_invoice_date: input.expectedInvoiceDate,
    payment_terms: input.terms.kind,
    installment_count: input.terms.installmentCount,
    interval_days: input.terms.intervalDays,
    category_id: input.categoryId,
    account_id: input.accountId,
    items_cents: totals.itemsCents,
    discount_kind: input.discount?.kind ?? null,
    discount_value: input.discount?.value ?? null,
    discount_cents: totals.discountCents,
    freight_cents: totals.freightCents,
    total_cents: totals.totalCents,
    notes: input.notes,
  } satisfies Partial<SaleTable>;
  const items = (organizationId: string, saleId: string): SaleItemTable[] =>
    input.items.map((item, i) => ({
      id: randomUUID(),
      organization_id: organizationId,
      sale_id: saleId,
      position: i + 1,
      product_id: item.productId,
      description: item.description,
      unit: item.unit,
      quantity_milli: item.quantityMilli,
      unit_price_cents: item.unitPriceCents,
      discount_kind: item.discount?.kind ?? null,
      discount_value: item.discount?.value ?? null,
      gross_cents: lines[i]!.grossCents,
      discount_cents: lines[i]!.discountCents,
      total_cents: lines[i]!.totalCents,
    }));
  return { sale, items };
}
