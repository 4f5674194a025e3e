/**
 * The arithmetic of balances (docs/decisions/0016): a baixa moves its
 * account by amount + juros + multa − desconto, in for receitas and a
 * transfer's entrada, out for despesas and its saída; an estorno moves the
 * same back. The saldo on a date is the opening balance plus the daily nets
 * up to it, summed in SQL (overview.server.ts). Pure; integer centavos.
 */
import type { Direction } from "~/db/schema/finance";

export interface SettlementAmounts {
  amountCents: number;
  interestCents: number;
  fineCents: number;
  discountCents: number;
}

/** What a baixa moves in its account, unsigned: amount + juros + multa − desconto. */
export const cashCents = (s: SettlementAmounts) => s.amountCents + s.interestCents + s.fineCents - s.discountCents;

/** A baixa's effect on its account's balance: + for an entrada, − for a saída. */
export const signedCashCents = (direction: Direction, s: SettlementAmounts) =>
  direction === "entrada" ? cashCents(s) : -cashCents(s);

/** What is left to settle: amount − settled, nothing once cancelled. */
export const openCentsOf = (e: { amountCents: number; settledCents: number; cancelledAt: string | null }) =>
  e.cancelledAt ? 0 : e.amountCents - e.settledCents;
