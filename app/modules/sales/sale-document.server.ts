/** What the printed proposta or pedido of a sale shows: the sale, the company block and the parcelas. */
import { todayInSaoPaulo } from "~/config/calendar";
import { companyCard, type CompanyCard } from "~/modules/charges/company-rules";
import { readCompany } from "~/modules/charges/company.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { invoicePreview } from "./invoicing.server";
import type { SaleInstallment } from "./payment-terms";
import { getSale, type SaleDetail } from "./sales.server";

export interface SaleDocument {
  sale: SaleDetail;
  company: CompanyCard;
  /** The receivables an invoiced sale made, else the parcelas its condição would make. */
  installments: SaleInstallment[];
}

/** The document of the organization's sale `saleId`, or null when it has none such. */
export async function saleDocument(scope: TenantScope, saleId: string): Promise<SaleDocument | null> {
  const sale = await getSale(scope, saleId);
  if (!sale) return null;
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
