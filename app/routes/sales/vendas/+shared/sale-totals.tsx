/** The sale's figures: the form's preview (computed as pricing.ts does) and the saved totals. */
import { Money } from "~/components/finance/money";
import { formatDecimal } from "~/config/format";
import { parseMoney } from "~/config/money";
import type { SaleDetail } from "~/modules/sales/sale-detail.server";
import { formatPercent, formatQuantity, parsePercent, parseQuantity } from "~/modules/sales/schemas";
import { lineAmounts, saleAmounts, type Discount, type LineAmounts } from "~/modules/sales/pricing";
import type { SaleFormValues } from "./sale-form";

function typedDiscount(kind: string | undefined, text: string | undefined): Discount | null {
  if (!text?.trim()) return null;
  const value = kind === "amount" ? parseMoney(text) : parsePercent(text);
  return value ? { kind: kind === "amount" ? "amount" : "percent", value } : null;
}

/** The totals of the typed form, or null while nothing reads. */
export function previewTotals(value: SaleFormValues | undefined) {
  const lines: LineAmounts[] = [];
  for (const row of value?.items ?? []) {
    const quantityMilli = row?.quantity ? parseQuantity(row.quantity) : null;
    const unitPriceCents = row?.unitPrice ? parseMoney(row.unitPrice) : null;
    if (quantityMilli === null || unitPriceCents === null) continue;
    try {
      lines.push(lineAmounts({ quantityMilli, unitPriceCents, discount: typedDiscount(row.discountKind, row.discount) }));
    } catch {
      lines.push(lineAmounts({ quantityMilli, unitPriceCents, discount: null }));
    }
  }
  if (lines.length === 0) return null;
  const freight = value?.freight ? (parseMoney(value.freight) ?? 0) : 0;
  try {
    return saleAmounts(lines, typedDiscount(value?.discountKind, value?.discount), freight);
  } catch {
    return saleAmounts(lines, null, freight);
  }
}

export function SaleTotalsPreview({ value }: { value: SaleFormValues | undefined }) {
  const totals = previewTotals(value);
  if (!totals) return null;
  return (
    <p className="text-sm text-(--text-muted)" aria-live="polite">
      Itens <Money cents={totals.itemsCents} /> − desconto <Money cents={totals.discountCents} /> + frete{" "}
      <Money cents={totals.freightCents} /> ={" "}
      <strong className="text-(--text-color)">
        <Money cents={totals.totalCents} />
      </strong>
    </p>
  );
}

/** The saved totals of a sale, as a description list. */
export function SaleTotals({ sale }: { sale: Pick<SaleDetail, "itemsCents" | "discountCents" | "freightCents" | "totalCents"> }) {
  const rows: Array<[string, number]> = [
    ["Itens", sale.itemsCents],
    ["Desconto", -sale.discountCents],
    ["Frete", sale.freightCents],
  ];
  return (
    <dl className="ml-auto w-full max-w-xs space-y-1 text-sm">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-(--text-muted)">{label}</dt>
          <dd className="tabular-nums">
            <Money cents={cents} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-(--surface-border) pt-1 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">
          <Money cents={sale.totalCents} />
        </dd>
      </div>
    </dl>
  );
}

const discountText = (discount: Discount | null) =>
  discount ? (discount.kind === "amount" ? formatDecimal(discount.value) : formatPercent(discount.value)) : "";

/** The edit form's starting values of `sale`, as a person would have typed them. */
export function saleFormValues(sale: SaleDetail): SaleFormValues {
  return {
    customer: "existente",
    contactId: sale.contact.id,
    items: sale.items.map((item) => ({
      productId: item.productId ?? "",
      description: item.description,
      unit: item.unit,
      quantity: formatQuantity(item.quantityMilli),
      unitPrice: formatDecimal(item.unitPriceCents),
      discountKind: item.discount?.kind ?? "percent",
      discount: discountText(item.discount),
    })),
    discountKind: sale.discount?.kind ?? "percent",
    discount: discountText(sale.discount),
    freight: sale.freightCents ? formatDecimal(sale.freightCents) : "",
    paymentTerms: sale.terms.kind,
    installments: String(sale.terms.installmentCount),
    intervalDays: String(sale.terms.intervalDays || 30),
    sellerId: sale.seller?.id ?? "",
    saleDate: sale.saleDate,
    expectedInvoiceDate: sale.expectedInvoiceDate ?? "",
    categoryId: sale.categoryId ?? "",
    accountId: sale.accountId ?? "",
    notes: sale.notes ?? "",
  };
}
