/**
 * Sales rows for integration tests, written straight to the test database
 * (no sales module involved): a catalogue item and a sale with its items,
 * their totals computed by modules/sales/pricing.ts.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { ProductKind, SaleStatus, SaleTable } from "~/db/schema";
import { lineAmounts, saleAmounts, type LineInput } from "~/modules/sales/pricing";
import type { TenantScope } from "~/modules/tenant-scope";

/** A catalogue item of the organization; its id. */
export async function insertProduct(
  scope: TenantScope,
  fields: { code: string; name: string; priceCents: number; kind?: ProductKind; unit?: string; archived?: boolean },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("sales_products")
    .values({
      id,
      organization_id: scope.organizationId,
      kind: fields.kind ?? "produto",
      code: fields.code,
      name: fields.name,
      sort_name: fields.name.toLowerCase(),
      unit: fields.unit ?? "un",
      price_cents: fields.priceCents,
      archived_at: fields.archived ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export interface SaleRowFields {
  contactId: string;
  status?: SaleStatus;
  saleDate?: string;
  sellerId?: string | null;
  proposalNumber?: number | null;
  orderNumber?: number | null;
  /** Default: one item of 1 × R$ 100,00. */
  items?: Array<LineInput & { description?: string; productId?: string | null }>;
  freightCents?: number;
  invoicedOn?: string | null;
  overrides?: Partial<SaleTable>;
}

/** A sale of the organization with its items (à vista); its id. */
export async function insertSale(scope: TenantScope, fields: SaleRowFields): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const items = fields.items ?? [{ quantityMilli: 1000, unitPriceCents: 10_000, discount: null }];
  const lines = items.map(lineAmounts);
  const totals = saleAmounts(lines, null, fields.freightCents ?? 0);
  const database = await db();
  await database
    .insertInto("sales")
    .values({
      id,
      organization_id: scope.organizationId,
      status: fields.status ?? "rascunho",
      proposal_number: fields.proposalNumber ?? null,
      order_number: fields.orderNumber ?? null,
      contact_id: fields.contactId,
      seller_id: fields.sellerId ?? null,
      sale_date: fields.saleDate ?? "2026-11-10",
      expected_invoice_date: null,
      payment_terms: "a_vista",
      installment_count: 1,
      interval_days: 0,
      category_id: null,
      account_id: null,
      items_cents: totals.itemsCents,
      discount_kind: null,
      discount_value: null,
      discount_cents: 0,
      freight_cents: totals.freightCents,
      total_cents: totals.totalCents,
      notes: null,
      search_text: "",
      sent_at: null,
      approved_at: null,
      invoiced_on: fields.invoicedOn ?? null,
      invoiced_at: fields.invoicedOn ? now : null,
      cancelled_at: null,
      version: 1,
      created_by: scope.userId,
      created_at: now,
      updated_at: now,
      ...fields.overrides,
    })
    .execute();
  await database
    .insertInto("sale_items")
    .values(
      items.map((item, i) => ({
        id: randomUUID(),
        organization_id: scope.organizationId,
        sale_id: id,
        position: i + 1,
        product_id: item.productId ?? null,
        description: item.description ?? `Item ${i + 1}`,
        unit: "un",
        quantity_milli: item.quantityMilli,
        unit_price_cents: item.unitPriceCents,
        discount_kind: item.discount?.kind ?? null,
        discount_value: item.discount?.value ?? null,
        gross_cents: lines[i]!.grossCents,
        discount_cents: lines[i]!.discountCents,
        total_cents: lines[i]!.totalCents,
      })),
    )
    .execute();
  return id;
}
