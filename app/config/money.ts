/**
 * Money as integer centavos, end to end: parsing what a person types in
 * pt-BR ("1.234,56", "1234,56", "0,01", "R$ 10"); format.ts writes it
 * back. No floating point. Pure; safe for the browser.
 */

/** The largest amount one entry may carry: R$ 9.999.999.999,99 (sums stay far below 2^53). */
export const MAX_MONEY_CENTS = 999_999_999_999;

const MONEY_TEXT = /^(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/** The centavos of a typed amount, or null when it is not one: negative, more than two decimals, above MAX_MONEY_CENTS, empty or garbage. */
export function parseMoney(text: string | null | undefined): number | null {
  const match = MONEY_TEXT.exec((text ?? "").replace(/\u00a0/g, " ").trim());
  if (!match?.[1]) return null;
  const reais = match[1].replaceAll(".", "").replace(/^0+(?=\d)/, "");
  if (reais.length > 10) return null;
  const cents = Number(reais) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_MONEY_CENTS ? cents : null;
}
