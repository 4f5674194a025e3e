/** The column mapping of a CSV statement and what can be wrong with it. Pure; safe for the browser bundle. */

/**
 * Column indexes (0-based) of a CSV statement; `amount` or at least one of `credit`/`debit`. `nature`, only beside
 * `amount`, is a column saying C (crédito) or D (débito), which then gives the amount its sign.
 */
export interface CsvMapping {
  date: number;
  description: number;
  amount: number | null;
  credit: number | null;
  debit: number | null;
  nature: number | null;
  header: boolean;
}

export const CSV_MAPPING_INCOMPLETE = "Indique as colunas de data, descrição e valor (ou crédito e débito).";
export const CSV_MAPPING_REPEATED = "Cada coluna só pode ter um papel.";
export const CSV_MAPPING_NATURE = "A coluna de natureza (C/D) só vale com a coluna de valor, não com crédito e débito.";

/** What is wrong with `mapping` for rows of `columns` cells, or null when it can be used. */
export function mappingProblem(mapping: CsvMapping, columns: number): string | null {
  const used = [mapping.date, mapping.description, mapping.amount, mapping.credit, mapping.debit, mapping.nature].filter(
    (column): column is number => column !== null,
  );
  const inRange = used.every((column) => Number.isInteger(column) && column >= 0 && column < columns);
  if (!inRange || (mapping.amount === null && mapping.credit === null && mapping.debit === null)) return CSV_MAPPING_INCOMPLETE;
  if (mapping.amount !== null && (mapping.credit !== null || mapping.debit !== null)) return CSV_MAPPING_INCOMPLETE;
  if (mapping.nature !== null && mapping.amount === null) return CSV_MAPPING_NATURE;
  return new Set(used).size === used.length ? null : CSV_MAPPING_REPEATED;
}
