import type { DocumentSeries } from "~/db/schema/numbering";

/** How a numbered document reads: its series, a dash and six digits (PR-000123, PV-000123, AT-000123). Pure. */
export const documentCode = (series: DocumentSeries, number: number): string => `${series}-${String(number).padStart(6, "0")}`;
