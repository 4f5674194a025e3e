export const MONTHS = 12;

/** `annualCents` over twelve months, January first; the leftover centavos go one each to the first months, so they add up (100,00 → 8,34 × 4 and 8,33 × 8). Throws on a negative or non-integer amount. */
export function spreadEvenly(annualCents: number): number[] {
  if (!Number.isSafeInteger(annualCents) || annualCents < 0) throw new RangeError(`not centavos: ${annualCents}`);
  const base = Math.floor(annualCents / MONTHS);
  const left = annualCents - base * MONTHS;
  return Array.from({ length: MONTHS }, (_, i) => base + (i < left ? 1 : 0));
}

/** The largest and smallest change a copy accepts, in basis points (1 % = 100): −100 % to +1 000 %. */
export const MIN_INCREASE_BASIS_POINTS = -10_000;
export const MAX_INCREASE_BASIS_POINTS = 100_000;

/** `cents` raised by `basisPoints` (550 = 5,5 %), rounded half up to the centavo, never below zero. */
export function withIncrease(cents: number, basisPoints: number): number {
  const scaled = cents * (10_000 + basisPoints);
  return Math.max(0, Math.floor((scaled + 5_000) / 10_000));
}

const PERCENT_TEXT = /^([+-]?)(\d{1,4})(?:,(\d{1,2}))?\s*%?$/;

/** The basis points of a typed percentage ("5", "5,5", "-3,25 %"; empty is 0), or null when it is not one or lies outside −100 % to +1 000 %. */
export function parsePercent(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return 0;
  const match = PERCENT_TEXT.exec(trimmed);
  if (!match?.[2]) return null;
  const points = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  const signed = match[1] === "-" ? -points : points;
  return signed < MIN_INCREASE_BASIS_POINTS || signed > MAX_INCREASE_BASIS_POINTS ? null : signed;
}
