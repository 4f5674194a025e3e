import type { Direction, EntryAction, EntryKind, Frequency, SeriesKind } from "~/db/schema/finance";
import type { DateRange } from "./entry-period";
import type { EntryStatus } from "./status";

export type { Direction, EntryAction, EntryKind, Frequency, SeriesKind };

/** One lançamento as lists, the overview and the CSV show it; `openCents` = amount − settled (0 when cancelled). */
export interface EntryRow {
  id: string;
  kind: EntryKind;
  direction: Direction;
  description: string;
  amountCents: number;
  settledCents: number;
  openCents: number;
  status: EntryStatus;
  dueDate: string;
  competenceDate: string;
  accountId: string;
  accountName: string;
  categoryId: string | null;
  categoryName: string | null;
  contactId: string | null;
  contactName: string | null;
  costCenterId: string | null;
  costCenterName: string | null;
  seriesIndex: number | null;
  seriesTotal: number | null;
  transferId: string | null;
  version: number;
}

/** The filters of the list, all from the URL; `q` matches description and contact, accents and case folded. */
export interface EntryFilters {
  /** `YYYY-MM`: the period, unless `range` is given (then the month it starts in). */
  month: string;
  /** The days read instead of the month. */
  range?: DateRange;
  /** Read the competência date; the vencimento when absent. */
  basis?: "competencia";
  accountId?: string;
  categoryId?: string;
  kind?: EntryKind;
  status?: EntryStatus;
  contactId?: string;
  costCenterId?: string;
  q?: string;
}

export type EntrySortKey = "due_date" | "description" | "amount" | "status" | "category" | "contact";

export interface EntrySort {
  by: EntrySortKey;
  order: "asc" | "desc";
}

/** Totals of a filtered set in centavos: receitas in, despesas out, their difference, and what of them is still open (amount − settled: a receber, a pagar); transfers and cancelled entries excluded. */
export interface EntryTotals {
  inflowCents: number;
  outflowCents: number;
  resultCents: number;
  receivableCents: number;
  payableCents: number;
}

/** A baixa of an entry; `reversed` once an estorno undid it (kept, never erased). */
export interface SettlementRow {
  id: string;
  settledOn: string;
  accountId: string;
  accountName: string;
  amountCents: number;
  interestCents: number;
  fineCents: number;
  discountCents: number;
  totalCents: number;
  reversed: boolean;
  /** The estorno's date, when reversed. */
  reversedOn: string | null;
  createdAt: string;
  reconciledLine: { postedOn: string; description: string } | null;
}

/** One line of an entry's history; `detail` is the parsed JSON the change recorded (fields changed, amounts). */
export interface EntryEventRow {
  id: string;
  action: EntryAction;
  actorName: string;
  detail: Record<string, unknown> | null;
  createdAt: string;
}

export interface AttachmentRow {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

/** The series an entry belongs to, for the edit scope question and "3/12" labels. */
export interface SeriesInfo {
  id: string;
  kind: SeriesKind;
  frequency: Frequency;
  occurrences: number | null;
  untilDate: string | null;
  ended: boolean;
}

/** An entry with everything its page shows. */
export interface EntryDetail extends EntryRow {
  notes: string | null;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
  settlements: SettlementRow[];
  events: EntryEventRow[];
  attachments: AttachmentRow[];
  series: SeriesInfo | null;
  counterpartAccount: { id: string; name: string } | null;
  sale: { id: string; code: string } | null;
  /** The spreadsheet import that wrote the entry: the file's name and when (ISO instant). */
  importedFrom: { fileName: string; importedAt: string } | null;
}
