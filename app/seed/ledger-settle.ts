/** How a generated entry gets settled, as a small business pays and gets paid; nothing is settled after today. */
import { addDaysTo } from "~/config/calendar";
import type { FinanceEntryTable } from "~/db/schema";
import type { LedgerBook } from "./ledger-book";
import type { Random } from "./random";

/** debit: automatic or on the spot; bill: a payable or receivable with a due date. */
export type SettleMode = "debit" | "bill";

/** What happens to a bill in the most recent weeks, when the demo needs one of each. */
export type Outcome = "overdue" | "partial";

const percent = (cents: number, pct: number) => Math.floor((cents * pct) / 100);

export function settler(book: LedgerBook, random: Random, today: string) {
  const upTo = (date: string) => (date < today ? date : today);
  const soon = addDaysTo(today, 5);
  const lately = addDaysTo(today, -60);

  function bill(entry: FinanceEntryTable, forced?: Outcome): void {
    const { due_date: due, amount_cents: amount } = entry;
    const receivable = entry.direction === "entrada";
    if (due > today) {
      if (!receivable && due <= soon && random.chance(0.15)) {
        book.settle(entry, { on: today, amountCents: amount, discountCents: percent(amount, random.int(1, 3)) });
      }
      return;
    }
    if (forced === "overdue") return;
    if (forced === "partial") {
      book.settle(entry, { on: upTo(addDaysTo(due, 1)), amountCents: percent(amount, random.int(30, 60)) });
      return;
    }
    if (due === today) {
      if (random.chance(0.5)) book.settle(entry, { on: today, amountCents: amount });
      return;
    }
    const recent = due >= lately;
    if (random.chance(recent ? (receivable ? 0.1 : 0.05) : 0.004)) return;
    const roll = random.next();
    if (roll < (recent ? 0.1 : 0.012)) {
      book.settle(entry, { on: upTo(addDaysTo(due, random.int(0, 3))), amountCents: percent(amount, random.int(25, 70)) });
    } else if (roll < 0.16) {
      const late = random.int(3, 35);
      const on = addDaysTo(due, late);
      if (on > today) return;
      const interestCents = Math.floor((amount * late) / 3000);
      book.settle(entry, { on, amountCents: amount, interestCents, fineCents: percent(amount, 2) });
    } else if (roll < 0.2) {
      const first = percent(amount, random.int(30, 60));
      book.settle(entry, { on: due, amountCents: first });
      const second = addDaysTo(due, random.int(5, 20));
      if (second <= today) book.settle(entry, { on: second, amountCents: amount - first });
    } else if (roll < 0.21) {
      book.settle(entry, { on: due, amountCents: amount, reversed: true });
      book.settle(entry, { on: due, amountCents: amount });
    } else if (!receivable && roll < 0.25) {
      const discountCents = percent(amount, random.int(1, 3));
      book.settle(entry, { on: addDaysTo(due, -random.int(1, 5)), amountCents: amount, discountCents });
    } else {
      book.settle(entry, { on: upTo(addDaysTo(due, receivable ? random.int(0, 3) : 0)), amountCents: amount });
    }
  }

  return function settle(entry: FinanceEntryTable, mode: SettleMode, forced?: Outcome): void {
    if (mode === "bill") bill(entry, forced);
    else if (entry.due_date <= today) book.settle(entry, { on: entry.due_date, amountCents: entry.amount_cents });
  };
}
