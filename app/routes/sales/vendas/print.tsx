/** /faturamento/vendas/:id/imprimir: a proposta or pedido laid out to print (print CSS hides the shell). */
import { data, href, Link } from "react-router";
import { InstallmentsTable } from "./+shared/sale-receivables";
import { SaleItemsTable } from "./+shared/sale-summary";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { formatDocument } from "~/modules/contacts/document";
import { companyCard } from "~/modules/charges/company-rules";
import { readCompany } from "~/modules/charges/company.server";
import { CompanyBlock } from "~/components/charges/company-block";
import { paymentTermsLabel } from "~/modules/sales/payment-terms";
import { invoicePreview } from "~/modules/sales/invoicing.server";
import { getSale } from "~/modules/sales/sales.server";
import { isProposal, SALE_STATUS_LABELS } from "~/modules/sales/status";
import { pageMeta } from "~/web/meta";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import type { Route } from "./+types/print";

export const handle = { breadcrumb: "Imprimir" };
export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Imprimir ${loaderData.sale.code}` : "Imprimir venda");

const PRINT_CSS = `@media print {
  .layout-sidebar, .layout-topbar, .layout-content > :not([data-print-sheet]), [data-print-hide] { display: none !important; }
  .layout-main, .layout-content { margin: 0 !important; padding: 0 !important; }
  [data-print-sheet] { border: 0 !important; box-shadow: none !important; padding: 0 !important; }
  @page { margin: 15mm; }
}`;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const sale = await getSale(scope, params.id);
  if (!sale) throw data(null, { status: 404 });
  const base = sale.invoicedOn ?? sale.expectedInvoiceDate ?? todayInSaoPaulo();
  const installments =
    sale.receivables.length > 0
      ? sale.receivables.map((row) => ({ index: row.installment, dueDate: row.dueDate, amountCents: row.amountCents }))
      : invoicePreview(
          {
            payment_terms: sale.terms.kind,
            installment_count: sale.terms.installmentCount,
            interval_days: sale.terms.intervalDays,
            total_cents: sale.totalCents,
          },
          base < sale.saleDate ? sale.saleDate : base,
        );
  return { sale, company: companyCard(await readCompany(scope)), installments };
}

export default function PrintSale({ loaderData }: Route.ComponentProps) {
  const { sale, company, installments } = loaderData;
  const title = isProposal(sale.status) ? "Proposta comercial" : "Pedido de venda";
  return (
    <article
      data-print-sheet
      className="mx-auto max-w-3xl space-y-6 rounded-xl border border-(--surface-border) bg-white p-6 text-black"
    >
      <style>{PRINT_CSS}</style>
      <div data-print-hide className="flex flex-wrap gap-3 text-sm">
        <Link to={href("/faturamento/vendas/:id", { id: sale.id })} className="text-(--primary-text) hover:underline">
          ← Voltar à venda
        </Link>
        <button type="button" onClick={() => window.print()} className="rounded-md border border-(--surface-border) px-3 py-1">
          Imprimir ou salvar em PDF
        </button>
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
