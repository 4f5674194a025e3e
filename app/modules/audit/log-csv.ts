/** The audit log as a CSV that Brazilian Excel opens right (finance's csv.ts). Pure. */
import { csvFile, csvText as text } from "~/modules/finance/csv";
import type { AuditFilters } from "./log-query";
import type { AuditRow } from "./log.server";

const HEADER = ["Data e hora", "Pessoa", "Ação", "Alvo", "Detalhes"];

const INSTANT = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An ISO instant as "24/11/2026 11:41:20" in São Paulo. */
export const auditInstant = (iso: string) => INSTANT.format(new Date(iso)).replace(",", "");

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
