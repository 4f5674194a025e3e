import { formatDate } from "~/config/format";
import { closedPeriodMessage } from "./period-lock";

/**
 * Why a baixa cannot be dated `settledOn` (`YYYY-MM-DD`): after `today`, before its account's `openingDate` (a saldo inicial
 * would change), or on or before `closedThrough` (the fechamento); null when it can.
 */
export function settlementDateError(
  settledOn: string,
  openingDate: string,
  today: string,
  closedThrough: string | null = null,
): string | null {
  if (closedThrough && settledOn <= closedThrough) return closedPeriodMessage(closedThrough);
  if (settledOn > today) return `A data da baixa não pode ser depois de hoje (${formatDate(today)}).`;
  if (settledOn < openingDate) return `A data da baixa não pode ser anterior à abertura da conta (${formatDate(openingDate)}).`;
  return null;
}

/** Why an estorno of a baixa of `settledOn` cannot be dated `reversedOn` (`YYYY-MM-DD`): after `today`, before the baixa itself, or in the closed books; null when it can. */
export function reversalDateError(
  reversedOn: string,
  settledOn: string,
  today: string,
  closedThrough: string | null = null,
): string | null {
  if (closedThrough && reversedOn <= closedThrough) return closedPeriodMessage(closedThrough);
  if (reversedOn > today) return `A data do estorno não pode ser depois de hoje (${formatDate(today)}).`;
  if (reversedOn < settledOn) return `A data do estorno não pode ser anterior à da baixa (${formatDate(settledOn)}).`;
  return null;
}
