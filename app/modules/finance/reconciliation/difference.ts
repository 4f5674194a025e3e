/** How a bank line that settles several open entries books what it differs from them by (docs/decisions/0019). Pure; integer centavos; safe for the browser. */
import { payableWithDifference } from "./scoring";

/**
 * juros, multa, desconto: on one of the baixas; tarifa: a despesa of its own in the organization's tarifas bancárias
 * categoria; parcial: the one entry settled by the line's amount only, the rest left open.
 */
export type DifferenceKind = "juros" | "multa" | "desconto" | "tarifa" | "parcial";

export const DIFFERENCE_KINDS = ["juros", "multa", "desconto", "tarifa", "parcial"] as const satisfies readonly DifferenceKind[];

/** The most open entries one line settles at once; with at most 10 a desconto (≤ 10 % of their sum) fits in the largest. */
export const MAX_ENTRIES_PER_LINE = 10;

/** What line `lineCents` (signed) moved beyond entries open by `openCents` (each unsigned): positive when more, negative when less. */
export const differenceOf = (lineCents: number, openCents: readonly number[]) =>
  Math.abs(lineCents) - openCents.reduce((sum, cents) => sum + cents, 0);

/**
 * The ways line `lineCents` (signed: + a credit paying receitas, − a debit paying despesas) may book its difference from
 * entries open by `openCents` (each unsigned), in the order offered: none when they agree. More than they are open:
 * juros or multa (within MAX_DIFFERENCE_SHARE), or a tarifa on a debit. Less: desconto or, on a credit, a tarifa (within
 * MAX_DIFFERENCE_SHARE), or a baixa parcial when there is one entry. Empty too when no way fits.
 */
export function differenceChoices(lineCents: number, openCents: readonly number[]): DifferenceKind[] {
  const difference = differenceOf(lineCents, openCents);
  if (difference === 0 || openCents.length === 0) return [];
  const total = Math.abs(lineCents) - difference;
  const within = payableWithDifference(Math.abs(lineCents), total);
  // A tarifa is money out: it fits a credit that brought less and a debit that took more.
  const fee = difference < 0 === lineCents > 0;
  const choices: DifferenceKind[] = [];
  if (within) choices.push(...(difference > 0 ? (["juros", "multa"] as const) : (["desconto"] as const)));
  if (within && fee) choices.push("tarifa");
  if (difference < 0 && openCents.length === 1) choices.push("parcial");
  return choices;
}

/** Which of entries open by `openCents` takes the juros, multa or desconto: the largest (the last of equals), so a desconto never passes its amount. */
export const differenceBearer = (openCents: readonly number[]) =>
  openCents.reduce((best, cents, index) => (cents >= openCents[best]! ? index : best), 0);
