/** The audit log as a CSV that Brazilian Excel opens right (finance's csv.ts). Pure. */
import { formatInstant } from "~/config/format";
import { csvFile, csvText as text } from "~/modules/finance/csv";
import type { AuditFilters } from "./log-query";
import type { AuditRow } from "./log.server";

const HEADER = ["Data e hora", "Pessoa", "Ação", "Alvo", "Detalhes"];

/** An ISO instant as "24/11/2026 11:41:20" in São Paulo. */
export const auditInstant = (iso: string) => formatInstant(iso, "dateTimeSeconds").replace(",", "");

const cells = (row: AuditRow) => [
  auditInstant(row.occurredAt),
  text(row.actorName),
  text(row.actionLabel),
  text(row.targetLabel),
  text(row.detail),
];

/** The whole file: header and one line per event, BOM first. */
export const auditCsv = (rows: AuditRow[]): string => csvFile([HEADER, ...rows.map(cells)]);

/** The file's name: auditoria.csv, or auditoria-aaaa-mm-dd-a-aaaa-mm-dd.csv (either end may be missing) for a period. */
export function auditCsvName(filters: AuditFilters): string {
  if (!filters.from && !filters.to) return "auditoria.csv";
  return `auditoria-${filters.from ?? "inicio"}-a-${filters.to ?? "hoje"}.csv`;
}
