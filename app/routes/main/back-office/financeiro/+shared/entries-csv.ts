/**
 * The lançamentos as a CSV that Brazilian Excel opens right: `;` between
 * cells, amounts as 1234,56 (no R$; saídas negative, so a column sum is the
 * result), dates dd/mm/aaaa, UTF-8 with a BOM, CRLF lines, through
 * csv-stringify (quotes where a cell needs them). A text cell that starts
 * like a formula gets a leading apostrophe, so a description never runs in
 * the spreadsheet.
 */
import { stringify } from "csv-stringify/sync";
import { formatDate } from "~/config/calendar";
import { formatDecimal } from "~/config/money";
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

/** A text cell that Excel would read as a formula (=, +, -, @, tab, CR) starts with an apostrophe. */
const text = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ""));

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
export const entriesCsv = (rows: EntryRow[]): string =>
  stringify([HEADER, ...rows.map(cells)], { delimiter: ";", bom: true, record_delimiter: "windows" });
