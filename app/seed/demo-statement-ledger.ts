/** Fixed dates (October 2026), so the sample statement file always finds its entries. */
import { addDaysTo } from "~/config/calendar";
import type { FinanceAccountDayTable } from "~/db/schema";
import { inEntryWindow } from "~/modules/finance/entry-dates";
import { emptyBatch, LedgerBook, type LedgerBatch } from "./ledger-book";
import { DEMO_STATEMENT_LINES } from "./demo-statement";

/** Whether every date of the statement's entries lies in the ledger's window on `today` (modules/finance/entry-dates.ts). */
export const statementFits = (today: string) =>
  DEMO_STATEMENT_LINES.every(
    ({ postedOn, ledger }) =>
      inEntryWindow(postedOn, today) && (ledger.plan !== "aberto" || inEntryWindow(ledger.dueDate, today)),
  );

/** The rows of the statement's entries in `accountId`; `categories` by name (the default plan). None when seeded on a `today` whose window leaves October 2026 out. */
export function statementLedger(input: {
  organizationId: string;
  actorId: string;
  accountId: string;
  categories: ReadonlyMap<string, string>;
  today: string;
  now: string;
}): LedgerBatch {
  if (!statementFits(input.today)) return emptyBatch();
  const book = new LedgerBook(input.organizationId, input.actorId, input.now);
  for (const line of DEMO_STATEMENT_LINES) {
    const { ledger } = line;
    if (ledger.plan === "nenhum") continue;
    const dueDate = ledger.plan === "aberto" ? ledger.dueDate : line.postedOn;
    const categoryId = input.categories.get(ledger.category);
    if (!categoryId) throw new Error(`Categoria ausente do plano de contas: ${ledger.category}`);
    const amountCents = Math.abs(line.amountCents);
    const entry = book.entry({
      kind: line.amountCents > 0 ? "receita" : "despesa",
      description: ledger.description,
      amountCents,
      accountId: input.accountId,
      categoryId,
      competenceDate: dueDate,
      dueDate,
      createdOn: addDaysTo(line.postedOn, -5),
    });
    if (ledger.plan === "baixa") book.settle(entry, { on: line.postedOn, amountCents });
  }
  return { ...book.take(), accountDays: book.accountDays() };
}

/** Account days of several books as one list: the nets of the same account and day summed (zero sums dropped). */
export function mergedAccountDays(days: FinanceAccountDayTable[]): FinanceAccountDayTable[] {
  const byKey = new Map<string, FinanceAccountDayTable>();
  for (const day of days) {
    const key = `${day.organization_id}|${day.account_id}|${day.day}`;
    const found = byKey.get(key);
    if (found) found.net_cents += day.net_cents;
    else byKey.set(key, { ...day });
  }
  return [...byKey.values()].filter((day) => day.net_cents !== 0);
}
