import { monthRange } from "~/config/calendar";

/** The date of `day` in `month` ("YYYY-MM"); a day the month lacks falls on its last day. */
export function dateIn(month: string, day: number): string {
  const { last } = monthRange(month);
  const date = `${month}-${String(day).padStart(2, "0")}`;
  return date < last ? date : last;
}
