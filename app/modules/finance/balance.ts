/** Balance arithmetic (docs/decisions/0016): a baixa moves amount + juros + multa − desconto, in or out by direction; an estorno moves it back. Pure; integer centavos. */
import type { Direction } from "~/db/schema/finance";

export interface SettlementAmounts {
  amountCents: number;
  interestCents: number;
  fineCents: number;
  discountCents: number;
}

/** A settlement row's amount columns, integer centavos, as the database gives them. */
export interface SettlementRowAmounts {
  amount_cents: number;
  interest_cents: number;
  fine_cents: number;
  discount_cents: number;
}

/** A settlement row's amounts in the shape the arithmetic takes: { amount_cents: 100, interest_cents: 3, … } → { amountCents: 100, interestCents: 3, … }. */
export const settlementAmounts = (row: SettlementRowAmounts): SettlementAmounts => ({
  amountCents: row.amount_cents,
  interestCents: row.interest_cents,
  fineCents: row.fine_cents,
  discountCents: row.discount_cents,
});

/** What a baixa moves in its account, unsigned: amount + juros + multa − desconto. */
export const cashCents = (s: SettlementAmounts) => s.amountCents + s.interestCents + s.fineCents - s.discountCents;

/** A baixa's effect on its account's balance: + for an entrada, − for a saída. */
export const signedCashCents = (direction: Direction, s: SettlementAmounts) =>
  direction === "entrada" ? cashCents(s) : -cashCents(s);

/** What is left to settle: amount − settled, nothing once cancelled. */
export const openCentsOf = (e: { amountCents: number; settledCents: number; cancelledAt: string | null }) =>
  e.cancelledAt ? 0 : e.amountCents - e.settledCents;

/** The net movement of an account in a month (`YYYY-MM`), centavos in minus out. */
export interface MonthNet {
  month: string;
  cents: number;
}

/** The saldo at the end of each of `months` (`YYYY-MM`, ascending): the opening balance plus every month's net up to and including it, nets of months before the first counted in. */
export function balanceHistory(
  openingCents: number,
  nets: MonthNet[],
  months: string[],
): Array<{ month: string; balanceCents: number }> {
  const first = months[0];
  let balanceCents = openingCents;
  const within = new Map<string, number>();
  for (const net of nets) {
    if (first === undefined || net.month < first) balanceCents += net.cents;
    else within.set(net.month, (within.get(net.month) ?? 0) + net.cents);
  }
  return months.map((month) => {
    balanceCents += within.get(month) ?? 0;
    return { month, balanceCents };
  });
}
