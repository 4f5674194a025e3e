/**
 * The faturas of a cartão de crédito (docs/decisions/0034). A fatura is named by the month it falls due (`YYYY-MM`);
 * it closes on the card's closing day and falls due on its due day, in the same month when the due day comes after the
 * closing day, else in the next. A purchase dated before a closing date falls in the fatura closing then; one on the
 * closing day or after, in the next (the "melhor dia de compra" is the closing day). A day the month lacks is its last.
 * Pure; dates `YYYY-MM-DD`.
 */
import { monthOf, monthRange, shiftMonth } from "~/config/calendar";

/** The card's days of the month, 1–31. */
export interface CardDays {
  closingDay: number;
  dueDay: number;
}

export interface Fatura {
  /** The month it falls due: its name. */
  month: string;
  closingDate: string;
  dueDate: string;
}

/** Day `day` of `month`, or the month's last when it is shorter. */
function dayOf(month: string, day: number): string {
  const last = Number(monthRange(month).last.slice(8));
  return `${month}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/** The fatura that falls due in `month`. */
export function faturaDue(month: string, { closingDay, dueDay }: CardDays): Fatura {
  const closingMonth = dueDay > closingDay ? month : shiftMonth(month, -1);
  return { month, closingDate: dayOf(closingMonth, closingDay), dueDate: dayOf(month, dueDay) };
}

/** The fatura a purchase on `date` falls in; parcela `n` (0 for the first) falls in the one `n` months later. */
export function faturaOf(date: string, days: CardDays, n = 0): Fatura {
  const month = monthOf(date);
  const closingMonth = date < dayOf(month, days.closingDay) ? month : shiftMonth(month, 1);
  const dueMonth = days.dueDay > days.closingDay ? closingMonth : shiftMonth(closingMonth, 1);
  return faturaDue(shiftMonth(dueMonth, n), days);
}

export type FaturaStatus = "aberta" | "fechada" | "paga";

export const FATURA_STATUS_LABELS: Record<FaturaStatus, string> = { aberta: "Aberta", fechada: "Fechada", paga: "Paga" };

/** Paga when something was charged and nothing is left open; else fechada from its closing date on `today`, aberta before. */
export function faturaStatus(
  fatura: Fatura,
  { totalCents, openCents }: { totalCents: number; openCents: number },
  today: string,
) {
  if (totalCents !== 0 && openCents === 0) return "paga" as const;
  return today >= fatura.closingDate ? ("fechada" as const) : ("aberta" as const);
}
