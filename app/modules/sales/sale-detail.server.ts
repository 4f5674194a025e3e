import { db } from "~/db/db.server";
import type { DiscountKind, SaleStatus } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { saleCode } from "./numbers";
import { paymentTerms, type PaymentTerms } from "./payment-terms";
import type { Discount } from "./pricing";
import { receivableStatus, type ReceivableStatus } from "./receivable-status";

/** A parcela made by invoicing: its ledger entry (link `/financeiro/lancamentos/<entryId>`). An undone invoicing's parcelas stay in the ledger, cancelled, and leave the sale. */
export interface SaleReceivable {
  entryId: string;
  installment: number;
  description: string;
  dueDate: string;
  amountCents: number;
  settledCents: number;
  status: ReceivableStatus;
}

/** An item of the sale: quantity in thousandths, money in centavos. */
export interface SaleItemDetail {
  position: number;
  productId: string | null;
  description: string;
  unit: string;
  quantityMilli: number;
  unitPriceCents: number;
  discount: Discount | null;
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

/** A sale as pages see it; money in centavos, dates `YYYY-MM-DD`, timestamps ISO. */
export interface SaleDetail {
  id: string;
  status: SaleStatus;
  code: string;
  proposalNumber: number | null;
  orderNumber: number | null;
  contact: { id: string; name: string; document: string | null; email: string | null };
  seller: { id: string; name: string } | null;
  saleDate: string;
  expectedInvoiceDate: string | null;
  terms: PaymentTerms;
  categoryId: string | null;
  categoryName: string | null;
  accountId: string | null;
  accountName: string | null;
  itemsCents: number;
  discount: Discount | null;
  discountCents: number;
  freightCents: number;
  totalCents: number;
  notes: string | null;
  sentAt: string | null;
  approvedAt: string | null;
  invoicedOn: string | null;
  cancelledAt: string | null;
  version: number;
  items: SaleItemDetail[];
  receivables: SaleReceivable[];
}

const discountOf = (kind: DiscountKind | null, value: number | null): Discount | null =>
  kind && value !== null ? { kind, value } : null;

/** The organization's sale `id` with its details, or null (also for an id that is not a UUID); `receivables`: see SaleReceivable. */
export async function getSale(scope: TenantScope, id: string): Promise<SaleDetail | null> {
  if (!isId(id)) return null;
  const database = await db();
  const sale = await database
    .selectFrom("sales as s")
    .innerJoin("contacts as c", "c.id", "s.contact_id")
    .leftJoin("users as u", "u.id", "s.seller_id")
    .leftJoin("finance_accounts as a", "a.id", "s.account_id")
    .leftJoin("finance_categories as k", "k.id", "s.category_id")
    .selectAll("s")
    .select(["c.name as contact_name", "c.document as contact_document", "c.email as contact_email"])
    .select([
      "u.given_name as seller_given_name",
      "u.family_name as seller_family_name",
      "a.name as account_name",
      "k.name as category_name",
    ])
    .where("s.organization_id", "=", scope.organizationId)
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!sale) return null;
  const [items, receivables] = await Promise.all([
    database
      .selectFrom("sale_items")
      .selectAll()
      .where("organization_id", "=", scope.organizationId)
      .where("sale_id", "=", id)
      .orderBy("position")
      .execute(),
    database
      .selectFrom("sale_receivables as r")
      .innerJoin("finance_entries as e", "e.id", "r.entry_id")
      .select([
        "r.entry_id",
        "r.installment",
        "e.description",
        "e.due_date",
        "e.amount_cents",
        "e.settled_cents",
        "e.cancelled_at",
      ])
      .where("r.organization_id", "=", scope.organizationId)
      .where("r.sale_id", "=", id)
      .where("e.deleted_at", "is", null)
      // A cancelada sale shows its receivables cancelled; any other only those of its standing invoicing.
      .$if(sale.status !== "cancelada", (query) => query.where("e.cancelled_at", "is", null))
      .orderBy("r.installment")
      .execute(),
  ]);
  return {
    id: sale.id,
    status: sale.status,
    code: saleCode(sale),
    proposalNumber: sale.proposal_number,
    orderNumber: sale.order_number,
    contact: { id: sale.contact_id, name: sale.contact_name, document: sale.contact_document, email: sale.contact_email },
    seller:
      sale.seller_id && sale.seller_given_name !== null
        ? { id: sale.seller_id, name: `${sale.seller_given_name} ${sale.seller_family_name ?? ""}`.trim() }
        : null,
    saleDate: sale.sale_date,
    expectedInvoiceDate: sale.expected_invoice_date,
    terms: paymentTerms(sale.payment_terms, sale.installment_count, sale.interval_days),
    categoryId: sale.category_id,
    categoryName: sale.category_name,
    accountId: sale.account_id,
    accountName: sale.account_name,
    itemsCents: sale.items_cents,
    discount: discountOf(sale.discount_kind, sale.discount_value),
    discountCents: sale.discount_cents,
    freightCents: sale.freight_cents,
    totalCents: sale.total_cents,
    notes: sale.notes,
    sentAt: sale.sent_at,
    approvedAt: sale.approved_at,
    invoicedOn: sale.invoiced_on,
    cancelledAt: sale.cancelled_at,
    version: sale.version,
    items: items.map((item) => ({
      position: item.position,
      productId: item.product_id,
      description: item.description,
      unit: item.unit,
      quantityMilli: item.quantity_milli,
      unitPriceCents: item.unit_price_cents,
      discount: discountOf(item.discount_kind, item.discount_value),
      grossCents: item.gross_cents,
      discountCents: item.discount_cents,
      totalCents: item.total_cents,
    })),
    receivables: receivables.map((row) => ({
      entryId: row.entry_id,
      installment: row.installment,
      description: row.description,
      dueDate: row.due_date,
      amountCents: row.amount_cents,
      settledCents: row.settled_cents,
      status: receivableStatus(row),
    })),
  };
}
