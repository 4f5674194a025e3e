import { formatDate } from "~/config/format";

/** Why a baixa cannot be dated `settledOn` (`YYYY-MM-DD`): after `today`, or before its account's `openingDate` (a saldo inicial would change); null when it can. */
export function settlementDateError(settledOn: string, openingDate: string, today: string): string | null {
  if (settledOn > today) return `A data da baixa não pode ser depois de hoje (${formatDate(today)}).`;
  if (settledOn < openingDate) return `A data da baixa não pode ser anterior à abertura da conta (${formatDate(openingDate)}).`;
  return null;
}

/** Why an estorno of a baixa of `settledOn` cannot be dated `reversedOn` (`YYYY-MM-DD`): after `today`, or before the baixa itself; null when it can. */
export function reversalDateError(reversedOn: string, settledOn: string, today: string): string | null {
  if (reversedOn > today) return `A data do estorno não pode ser depois de hoje (${formatDate(today)}).`;
  if (reversedOn < settledOn) return `A data do estorno não pode ser anterior à da baixa (${formatDate(settledOn)}).`;
  return null;
}
