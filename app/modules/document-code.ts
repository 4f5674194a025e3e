import type { DocumentSeries } from "~/db/schema/numbering";

/** How a numbered document reads: its series, a dash and six digits (PR-000123, PV-000123, AT-000123). Pure. */
export const documentCode = (series: DocumentSeries, number: number): string => `${series}-${String(number).padStart(6, "0")}`;

/** The number a code of `series` names ("AT-000298", "at-298" → 298); null for anything else. Pure. */
export function documentNumber(series: DocumentSeries, code: string): number | null {
  const match = /^([A-Za-z]{2})-(\d{1,9})$/.exec(code);
  if (!match || match[1]!.toUpperCase() !== series) return null;
  const number = Number(match[2]);
  return number > 0 ? number : null;
}
