/**
 * A lançamento of the ledger as the summary pages' short lists show it
 * (components/finance/figures.tsx `EntryLines`): its due date, status in
 * words and the amount picked by the page, signed (saídas negative).
 */
import type { EntryLine } from "~/components/finance/figures";
import { STATUS_LABELS } from "~/modules/finance/status";
import type { EntryRow } from "~/modules/finance/types";

/** `amount`: the open amount (what is still due) or the whole amount. */
export const entryLine = (entry: EntryRow, amount: "openCents" | "amountCents"): EntryLine => ({
  id: entry.id,
  date: entry.dueDate,
  description: entry.description,
  status: entry.status,
  statusLabel: STATUS_LABELS[entry.status],
  cents: entry.direction === "saida" ? -entry[amount] : entry[amount],
});
