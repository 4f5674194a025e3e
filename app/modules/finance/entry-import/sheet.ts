import { fold } from "~/config/text-rules";
import { CSV_UNREADABLE, csvRows } from "../text-file";
import {
  ALIASES,
  COLUMN_LABELS,
  DERIVED_COLUMNS,
  IMPORT_COLUMNS,
  MAX_IMPORT_LINES,
  REQUIRED,
  type ImportColumn,
} from "./columns";

/** One line of the file: its number as a spreadsheet shows it (the header is line 1) and its cells by column ("" when empty or absent). */
export interface SheetLine {
  line: number;
  cells: Record<ImportColumn, string>;
  raw: string[];
}

export type Sheet = { ok: true; lines: SheetLine[]; ignoredColumns: string[] } | { ok: false; message: string };

const key = (header: string) => fold(header).replace(/[^a-z0-9]/g, "");

const COLUMN_OF = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [alias, column] as const)),
);

/** The column a header cell names, or null. */
export const columnOf = (header: string): ImportColumn | null => COLUMN_OF.get(key(header)) ?? null;

/** The lines of a CSV text (`;` or `,`, as text-file.ts `csvRows` reads it): the header first, lines whose cells are all empty skipped (their numbers kept); the export's derived columns are known and skipped. */
export function readSheet(text: string): Sheet {
  const rows = csvRows(text);
  if (rows === CSV_UNREADABLE) return { ok: false, message: CSV_UNREADABLE };
  const [header, ...body] = rows;
  if (!header) return { ok: false, message: "A planilha está vazia: baixe o modelo e preencha uma linha por lançamento." };
  const positions = new Map<ImportColumn, number>();
  const ignoredColumns: string[] = [];
  for (const [index, cell] of header.entries()) {
    const column = columnOf(cell);
    if (column === null) {
      if (cell !== "" && !DERIVED_COLUMNS.includes(key(cell))) ignoredColumns.push(cell.slice(0, 60));
      continue;
    }
    if (positions.has(column)) return { ok: false, message: `A coluna "${COLUMN_LABELS[column]}" aparece mais de uma vez.` };
    positions.set(column, index);
  }
  const missing = REQUIRED.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const names = missing.map((column) => `"${COLUMN_LABELS[column]}"`).join(", ");
    return {
      ok: false,
      message: `${missing.length === 1 ? "Falta a coluna" : "Faltam as colunas"} ${names}. A primeira linha deve ter os nomes das colunas, como no modelo.`,
    };
  }
  const lines: SheetLine[] = [];
  for (const [index, row] of body.entries()) {
    if (row.every((cell) => cell === "")) continue;
    if (lines.length === MAX_IMPORT_LINES)
      return {
        ok: false,
        message: `A planilha deve ter no máximo ${MAX_IMPORT_LINES} lançamentos: divida-a em arquivos menores.`,
      };
    const cells = Object.fromEntries(
      IMPORT_COLUMNS.map((column) => [column, positions.has(column) ? (row[positions.get(column)!] ?? "") : ""]),
    ) as Record<ImportColumn, string>;
    lines.push({ line: index + 2, cells, raw: row });
  }
  if (lines.length === 0)
    return {
      ok: false,
      message: "A planilha não tem lançamentos: preencha uma linha por lançamento abaixo dos nomes das colunas.",
    };
  return { ok: true, lines, ignoredColumns };
}
