/**
 * A lançamento of the ledger as the summary pages' short lists show it
 * (components/finance/figures.tsx `EntryLines`): its due date, status in
 * words and the amount picked by the page, signed (saídas negative).
 */
import { STATUS_LABELS } from "./status";
import type { EntryRow } from "./types";

/** `amount`: the open amount (what is still due) or the whole amount; `cents` in centavos, + in, − out. */
export const entryLine = (entry: EntryRow, amount: "openCents" | "amountCents") => ({
  id: entry.id,
  date: entry.dueDate,
  description: entry.description,
  status: entry.status,
  statusLabel: STATUS_LABELS[entry.status],
  cents: entry.direction === "saida" ? -entry[amount] : entry[amount],
});
