/** A sale as read; shared by the sale page and the print view. */
import { Money } from "~/components/finance/money";
import { StatusBadge } from "~/components/finance/status-badge";
import { formatDate, formatMoney } from "~/config/format";
import { paymentTermsLabel } from "~/modules/sales/payment-terms";
import type { SaleDetail, SaleItemDetail } from "~/modules/sales/sale-detail.server";
import { formatPercent, formatQuantity } from "~/modules/sales/schemas";
import { SALE_STATUS_LABELS } from "~/modules/sales/status";
import { SaleTotals } from "./sale-totals";

const TONE = {
  rascunho: "em_aberto",
  enviada: "em_aberto",
  aprovada: "parcial",
  faturada: "recebido",
  cancelada: "cancelado",
} as const;

export function SaleStatusBadge({ status }: { status: SaleDetail["status"] }) {
  return <StatusBadge status={TONE[status]} label={SALE_STATUS_LABELS[status]} />;
}

export function SaleSummary({ sale }: { sale: SaleDetail }) {
  const details: Array<[string, string | null]> = [
    ["Cliente", sale.contact.name],
    ["Vendedor", sale.seller?.name ?? null],
    ["Data da venda", formatDate(sale.saleDate)],
    ["Previsão de faturamento", sale.expectedInvoiceDate ? formatDate(sale.expectedInvoiceDate) : null],
    ["Faturada em", sale.invoicedOn ? formatDate(sale.invoicedOn) : null],
    ["Condição de pagamento", paymentTermsLabel(sale.terms)],
    [
      "Proposta",
      sale.proposalNumber !== null && sale.orderNumber !== null ? `PR-${String(sale.proposalNumber).padStart(6, "0")}` : null,
    ],
  ];
  return (
    <header className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-(--text-color)">Venda {sale.code}</h2>
        <SaleStatusBadge status={sale.status} />
        <span className="text-lg font-semibold">
          <Money cents={sale.totalCents} />
        </span>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {details.map(([term, value]) =>
          value ? (
            <div key={term} className="flex gap-2">
              <dt className="text-(--text-muted)">{term}:</dt>
              <dd className="text-(--text-color)">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </header>
  );
}

const discountLabel = (item: Pick<SaleItemDetail, "discount">) =>
  item.discount
    ? item.discount.kind === "percent"
      ? `${formatPercent(item.discount.value)}%`
      : formatMoney(item.discount.value)
    : "";

/** The items as a table, then the totals. */
export function SaleItemsTable({
  sale,
}: {
  sale: Pick<SaleDetail, "itemsCents" | "discountCents" | "freightCents" | "totalCents"> & {
    items: ReadonlyArray<Omit<SaleItemDetail, "productId">>;
  };
}) {
  return (
    <div className="space-y-3">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Itens da venda</caption>
          <thead>
            <tr className="border-b border-(--surface-border) text-left text-(--text-muted)">
              <th scope="col" className="py-2 pr-3">
                #
              </th>
              <th scope="col" className="py-2 pr-3">
                Descrição
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Quantidade
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Preço unitário
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Desconto
              </th>
              <th scope="col" className="py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.items.map((item) => (
              <tr key={item.position} className="border-b border-(--surface-border) align-top">
                <td className="py-2 pr-3">{item.position}</td>
                <td className="py-2 pr-3">{item.description}</td>
                <td className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                  {formatQuantity(item.quantityMilli)} {item.unit}
                </td>
                <td className="py-2 pr-3 text-right">
                  <Money cents={item.unitPriceCents} />
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{discountLabel(item)}</td>
                <td className="py-2 text-right">
                  <Money cents={item.totalCents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SaleTotals sale={sale} />
    </div>
  );
}
