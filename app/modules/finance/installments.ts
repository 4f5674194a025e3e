import { addMonthsKeepingDay } from "~/config/calendar";

/** The most parcelas one entry may be split into. */
export const MAX_INSTALLMENTS = 120;

export interface Installment {
  index: number;
  amountCents: number;
  dueDate: string;
  competenceDate: string;
}

/**
 * Splits `totalCents` into `count` integer parts, the remainder on the first: (1000, 3) → [334, 333, 333].
 * Throws a RangeError when `count` is not 1..MAX_INSTALLMENTS or the total is below `count` centavos.
 */
export function splitCents(totalCents: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1 || count > MAX_INSTALLMENTS) throw new RangeError(`parcelas: ${count}`);
  if (!Number.isSafeInteger(totalCents) || totalCents < count) throw new RangeError(`valor: ${totalCents}`);
  const base = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? totalCents - base * (count - 1) : base));
}

/**
 * The N parcelas of a total: amounts from `splitCents`, each due `index - 1` months after the first (counted from the first, never chained).
 * Every parcela keeps the purchase's `competenceDate`: one purchase is one month of the DRE by competência, however it is paid (as sales invoicing does).
 */
export function planInstallments(totalCents: number, count: number, dueDate: string, competenceDate: string): Installment[] {
  return splitCents(totalCents, count).map((amountCents, i) => ({
    index: i + 1,
    amountCents,
    dueDate: addMonthsKeepingDay(dueDate, i),
    competenceDate,
  }));
}
