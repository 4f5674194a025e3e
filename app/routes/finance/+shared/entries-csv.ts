/** The lançamentos as a CSV for Brazilian Excel; saídas are negative so a column sum is the result. */
import { formatDate, formatDecimal } from "~/config/format";
import { csvFile, csvText as text } from "~/modules/finance/csv";
import { STATUS_LABELS } from "~/modules/finance/status";
import type { EntryRow } from "~/modules/finance/types";
import { KIND_LABELS } from "./entry-filters";

const HEADER = [
  "Vencimento",
  "Competência",
  "Descrição",
  "Tipo",
  "Categoria",
  "Contato",
  "Conta",
  "Centro de custo",
  "Situação",
  "Parcela",
  "Valor",
  "Quitado",
  "Em aberto",
];

const signed = (row: EntryRow, cents: number) => formatDecimal(row.direction === "saida" ? -cents : cents, { grouping: false });

function cells(row: EntryRow): string[] {
  return [
    formatDate(row.dueDate),
    formatDate(row.competenceDate),
    text(row.description),
    KIND_LABELS[row.kind],
    text(row.categoryName),
    text(row.contactName),
    text(row.accountName),
    text(row.costCenterName),
    STATUS_LABELS[row.status],
    row.seriesIndex ? (row.seriesTotal ? `${row.seriesIndex}/${row.seriesTotal}` : String(row.seriesIndex)) : "",
    signed(row, row.amountCents),
    signed(row, row.settledCents),
    signed(row, row.openCents),
  ];
}

/** The whole file: header and one line per row, BOM first. */
export const entriesCsv = (rows: EntryRow[]): string => csvFile([HEADER, ...rows.map(cells)]);
