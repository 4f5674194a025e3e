/**
 * The money of a sale: each item's gross (quantity × unit price) and its
 * discount rounded to the centavo on that line, then the sale's items sum,
 * its own discount and the frete. The totals are always the sum of the
 * rounded lines, never recomputed from unrounded figures. Quantities are
 * thousandths of a unit, percentages basis points (1 050 = 10,50 %), money
 * centavos; rounding is half up. Pure.
 */
import type { DiscountKind } from "~/db/schema/sales";

export interface Discount {
  kind: DiscountKind;
  /** Basis points for `percent` (0..10 000), centavos for `amount`. */
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

/**
 * The centavos `discount` takes from `baseCents`: a percentage rounded half
 * up, or the amount itself. Throws a RangeError when it is negative, a
 * percentage above 100 % or an amount above the base: the forms refuse
 * those first (`discountProblem`).
 */
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
