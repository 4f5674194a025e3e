import { formatDate } from "~/config/format";

/** Why a baixa cannot be dated `settledOn` (`YYYY-MM-DD`): after `today`, or before its account's `openingDate` (a saldo inicial would change); null when it can. */
export function settlementDateError(settledOn: string, openingDate: string, today: string): string | null {
  if (settledOn > today) return `A data da baixa não pode ser depois de hoje (${formatDate(today)}).`;
  if (settledOn < openingDate) return `A data da baixa não pode ser anterior à abertura da conta (${formatDate(openingDate)}).`;
  return null;
}
