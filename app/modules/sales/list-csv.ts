/** The sales list as a CSV that Brazilian Excel opens right (finance's csv.ts). Pure. */
import { formatDate } from "~/config/calendar";
import { formatDecimal } from "~/config/money";
import { csvFile, csvText as text } from "~/modules/finance/csv";
import type { SaleListRow } from "./list.server";
import { SALE_STATUS_LABELS } from "./status";

const HEADER = ["Número", "Data", "Cliente", "Vendedor", "Situação", "Previsão de faturamento", "Faturada em", "Total"];

const date = (iso: string | null) => (iso ? formatDate(iso) : "");

function cells(row: SaleListRow): string[] {
  return [
    row.code,
    formatDate(row.saleDate),
    text(row.contactName),
    text(row.sellerName),
    SALE_STATUS_LABELS[row.status],
    date(row.expectedInvoiceDate),
    date(row.invoicedOn),
    formatDecimal(row.totalCents, { grouping: false }),
  ];
}

/** The whole file: header and one line per sale, BOM first. */
export const salesCsv = (rows: SaleListRow[]): string => csvFile([HEADER, ...rows.map(cells)]);

/** The file's name: vendas-aaaa-mm.csv for a month, vendas-aaaa-mm-dd-a-aaaa-mm-dd.csv for a period. */
export const salesCsvName = (filters: { from: string; to: string; month?: string }) =>
  filters.month ? `vendas-${filters.month}.csv` : `vendas-${filters.from}-a-${filters.to}.csv`;
