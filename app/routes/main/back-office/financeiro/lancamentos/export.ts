/**
 * /financeiro/lancamentos/exportar: the CSV of the list's filtered set
 * (same address state as the list, every page, in its order) as Brazilian
 * Excel opens it: `;` between cells, amounts as 1234,56 (no R$, saídas
 * negative so a column sum is the result), dates dd/mm/aaaa, UTF-8 with a
 * BOM, CRLF lines. Text cells that start like a formula get a leading
 * apostrophe, so a description never runs in the spreadsheet.
 */
import { stringify } from "csv-stringify/sync";
import { formatDate, todayInSaoPaulo } from "~/config/calendar";
import { formatDecimal } from "~/config/money";
import { exportEntries } from "~/modules/finance/entries.server";
import { ledgerChoices } from "~/modules/finance/reference.server";
import { STATUS_LABELS } from "~/modules/finance/status";
import type { EntryRow } from "~/modules/finance/types";
import { requireAdministratorTenant, scopeOf } from "~/web/tenant.server";
import { KIND_LABELS } from "../+shared/entry-filters";
import { dropUnknownIds, parseEntryQuery } from "../+shared/entry-query";
import type { Route } from "./+types/export";

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

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = scopeOf(requireAdministratorTenant(context, request));
  const query = dropUnknownIds(parseEntryQuery(new URL(request.url).searchParams, todayInSaoPaulo()), await ledgerChoices(scope));
  const rows = await exportEntries(scope, query.filters, query.sort);
  const csv = stringify([HEADER, ...rows.map(cells)], { delimiter: ";", bom: true, record_delimiter: "windows" });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="lancamentos-${query.filters.month}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
