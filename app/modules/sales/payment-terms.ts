import { addDaysTo } from "~/config/calendar";
import type { PaymentTermsKind } from "~/db/schema/sales";
import { MAX_INSTALLMENTS, splitCents } from "~/modules/finance/installments";

export { MAX_INSTALLMENTS };
/** The longest interval between parcelas, in days. */
export const MAX_INTERVAL_DAYS = 365;

export interface PaymentTerms {
  kind: PaymentTermsKind;
  installmentCount: number;
  intervalDays: number;
}

export interface SaleInstallment {
  index: number;
  dueDate: string;
  amountCents: number;
}

export const PAYMENT_TERMS_LABELS: Record<PaymentTermsKind, string> = {
  a_vista: "À vista",
  "30_dias": "30 dias",
  "30_60_90": "30/60/90",
  parcelas: "Parcelado",
};

/** The stored shape of a condition: the fixed ones ignore `count` and `intervalDays`; "parcelas" keeps them (the schema bounds them to 1..MAX_INSTALLMENTS and 1..MAX_INTERVAL_DAYS). */
export function paymentTerms(kind: PaymentTermsKind, count = 1, intervalDays = 30): PaymentTerms {
  switch (kind) {
    case "a_vista":
      return { kind, installmentCount: 1, intervalDays: 0 };
    case "30_dias":
      return { kind, installmentCount: 1, intervalDays: 30 };
    case "30_60_90":
      return { kind, installmentCount: 3, intervalDays: 30 };
    case "parcelas":
      return { kind, installmentCount: count, intervalDays };
  }
}

/** "À vista", "30/60/90", "6 parcelas a cada 30 dias". */
export function paymentTermsLabel(terms: PaymentTerms): string {
  if (terms.kind !== "parcelas") return PAYMENT_TERMS_LABELS[terms.kind];
  const count = terms.installmentCount === 1 ? "1 parcela" : `${terms.installmentCount} parcelas`;
  return `${count} a cada ${terms.intervalDays} dias`;
}

/** The parcelas of `totalCents` invoiced on `baseDate`, adding up to the total to the centavo; throws a RangeError when the total is below one centavo per parcela. */
export function installmentsOf(terms: PaymentTerms, totalCents: number, baseDate: string): SaleInstallment[] {
  const firstOffset = terms.kind === "a_vista" ? 0 : terms.intervalDays;
  return splitCents(totalCents, terms.installmentCount).map((amountCents, i) => ({
    index: i + 1,
    dueDate: addDaysTo(baseDate, firstOffset + i * terms.intervalDays),
    amountCents,
  }));
}
