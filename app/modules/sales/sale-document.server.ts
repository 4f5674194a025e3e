/** What the printed proposta or pedido of a sale shows: the sale, the company block and the parcelas. */
import { todayInSaoPaulo } from "~/config/calendar";
import { companyCard, type CompanyCard } from "~/modules/charges/company-rules";
import { readCompany } from "~/modules/charges/company.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { invoicePreview } from "./invoicing.server";
import type { SaleInstallment } from "./payment-terms";
import type { SaleItemDetail } from "./sale-detail.server";
import { getSale, type SaleDetail } from "./sales.server";

/** What the sheet prints of a sale, and nothing else: it also goes to the customer's browser (the charge's public page). */
export type PrintedSale = Pick<
  SaleDetail,
  "code" | "status" | "saleDate" | "terms" | "notes" | "itemsCents" | "discountCents" | "freightCents" | "totalCents"
> & {
  contact: Pick<SaleDetail["contact"], "name" | "document" | "email">;
  seller: { name: string } | null;
  items: Array<Omit<SaleItemDetail, "productId">>;
};

export interface SaleDocument {
  sale: PrintedSale;
  company: CompanyCard;
  /** The receivables an invoiced sale made, else the parcelas its condição would make. */
  installments: SaleInstallment[];
}

const printed = (sale: SaleDetail): PrintedSale => ({
  code: sale.code,
  status: sale.status,
  saleDate: sale.saleDate,
  terms: sale.terms,
  notes: sale.notes,
  itemsCents: sale.itemsCents,
  discountCents: sale.discountCents,
  freightCents: sale.freightCents,
  totalCents: sale.totalCents,
  contact: { name: sale.contact.name, document: sale.contact.document, email: sale.contact.email },
  seller: sale.seller ? { name: sale.seller.name } : null,
  items: sale.items.map(({ productId: _productId, ...item }) => item),
});

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
  return { sale: printed(sale), company: companyCard(await readCompany(scope)), installments };
}
