/**
 * Each line's discount is rounded on that line and totals are always the sum of rounded lines, never recomputed from unrounded figures.
 * Quantities in thousandths, percentages in basis points (1 050 = 10,50 %), money in centavos; half-up rounding. Pure.
 */
import type { DiscountKind } from "~/db/schema/sales";

export interface Discount {
  kind: DiscountKind;
  value: number;
}

export interface LineInput {
  quantityMilli: number;
  unitPriceCents: number;
  discount: Discount | null;
}

export interface LineAmounts {
  grossCents: number;
  discountCents: number;
  totalCents: number;
}

export interface SaleAmounts {
  itemsCents: number;
  discountCents: number;
  freightCents: number;
  totalCents: number;
}

const divideRounded = (numerator: bigint, denominator: bigint) => Number((numerator * 2n + denominator) / (denominator * 2n));

/** The centavos `discount` takes from `baseCents` (percentages rounded half up); throws a RangeError when it is negative, above 100 % or above the base (forms check `discountProblem` first). */
export function discountCents(baseCents: number, discount: Discount | null): number {
  if (!discount) return 0;
  const problem = discountProblem(baseCents, discount);
  if (problem) throw new RangeError(problem);
  if (discount.kind === "amount") return discount.value;
  return divideRounded(BigInt(baseCents) * BigInt(discount.value), 10_000n);
}

/** Why `discount` cannot apply to `baseCents` (pt-BR, for a field), or null when it can. */
export function discountProblem(baseCents: number, discount: Discount): string | null {
  if (!Number.isSafeInteger(discount.value) || discount.value < 0) return "Informe um desconto válido.";
  if (discount.kind === "percent" && discount.value > 10_000) return "O desconto não pode passar de 100%.";
  if (discount.kind === "amount" && discount.value > baseCents) return "O desconto não pode passar do valor.";
  return null;
}

/** One item: gross = round(quantity × unit price), minus its discount. */
export function lineAmounts(line: LineInput): LineAmounts {
  const grossCents = divideRounded(BigInt(line.quantityMilli) * BigInt(line.unitPriceCents), 1000n);
  const discount = discountCents(grossCents, line.discount);
  return { grossCents, discountCents: discount, totalCents: grossCents - discount };
}

/** The sale: the items' totals summed, the sale's discount on that sum, plus frete. */
export function saleAmounts(lines: LineAmounts[], discount: Discount | null, freightCents: number): SaleAmounts {
  const itemsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountOnItems = discountCents(itemsCents, discount);
  return {
    itemsCents,
    discountCents: discountOnItems,
    freightCents,
    totalCents: itemsCents - discountOnItems + freightCents,
  };
}
