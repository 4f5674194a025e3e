/** The printed proposta or pedido: the company, the sale, the customer, the items and the parcelas, on white paper. */
import type { ReactNode } from "react";
import { CompanyBlock } from "~/components/charges/company-block";
import { formatDate } from "~/config/format";
import { formatDocument } from "~/modules/contacts/document";
import { paymentTermsLabel } from "~/modules/sales/payment-terms";
import type { SaleDocument } from "~/modules/sales/sale-document.server";
import { isProposal, SALE_STATUS_LABELS } from "~/modules/sales/status";
import { InstallmentsTable } from "./sale-receivables";
import { SaleItemsTable } from "./sale-summary";

const PRINT_CSS = `@media print {
  .layout-sidebar, .layout-topbar, .layout-content > :not([data-print-sheet]), [data-print-hide] { display: none !important; }
  .layout-main, .layout-content { margin: 0 !important; padding: 0 !important; }
  [data-print-sheet] { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  @page { margin: 15mm; }
}`;

/** The "Imprimir ou salvar em PDF" button (the browser's own print works without JavaScript). */
export function PrintButton() {
  return (
    <button type="button" onClick={() => window.print()} className="rounded-md border border-(--surface-border) px-3 py-1">
      Imprimir ou salvar em PDF
    </button>
  );
}

/** The sheet of `sheet`; `toolbar` (hidden on paper) holds what the page offers around it. */
export function SaleSheet({ sheet, toolbar }: { sheet: SaleDocument; toolbar: ReactNode }) {
  const { sale, company, installments } = sheet;
  const title = isProposal(sale.status) ? "Proposta comercial" : "Pedido de venda";
  return (
    <article
      data-print-sheet
      className="mx-auto max-w-3xl space-y-6 rounded-xl border border-(--surface-border) bg-white p-6 text-black"
    >
      <style>{PRINT_CSS}</style>
      <div data-print-hide className="flex flex-wrap gap-3 text-sm">
        {toolbar}
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-gray-300 pb-4">
        <div>
          <CompanyBlock company={company} />
          <h1 className="mt-2 text-lg">
            {title} {sale.code}
          </h1>
        </div>
        <dl className="text-sm">
          <div className="flex gap-2">
            <dt className="text-gray-600">Data:</dt>
            <dd>{formatDate(sale.saleDate)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-gray-600">Situação:</dt>
            <dd>{SALE_STATUS_LABELS[sale.status]}</dd>
          </div>
          {sale.seller ? (
            <div className="flex gap-2">
              <dt className="text-gray-600">Vendedor:</dt>
              <dd>{sale.seller.name}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <section aria-label="Cliente" className="text-sm">
        <p className="font-semibold">Cliente</p>
        <p>{sale.contact.name}</p>
        {sale.contact.document ? <p>CPF/CNPJ: {formatDocument(sale.contact.document)}</p> : null}
        {sale.contact.email ? <p>{sale.contact.email}</p> : null}
      </section>
      <SaleItemsTable sale={sale} />
      <section aria-label="Condição de pagamento" className="space-y-2 text-sm">
        <p>
          <span className="font-semibold">Condição de pagamento:</span> {paymentTermsLabel(sale.terms)}
        </p>
        {installments.length > 0 ? <InstallmentsTable installments={installments} caption="Parcelas" /> : null}
      </section>
      {sale.notes ? (
        <section aria-label="Observações" className="text-sm">
          <p className="font-semibold">Observações</p>
          <p className="whitespace-pre-line">{sale.notes}</p>
        </section>
      ) : null}
    </article>
  );
}
