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

const BRL = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
const DECIMAL = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DECIMAL_UNGROUPED = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

function decimalText(cents: number): `${number}` {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer centavos: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const digits = String(Math.abs(cents)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** Centavos as pt-BR reais: 123456 → "R$ 1.234,56" (U+00A0 after R$), -5 → "-R$ 0,05". */
export function formatMoney(cents: number): string {
  return BRL.format(decimalText(cents));
}

/** Centavos as a pt-BR decimal without the currency: 123456 → "1.234,56" (what a money input shows again), or "1234,56" with `grouping: false` (spreadsheet cells). */
export function formatDecimal(cents: number, { grouping = true }: { grouping?: boolean } = {}): string {
  return (grouping ? DECIMAL : DECIMAL_UNGROUPED).format(decimalText(cents));
}
