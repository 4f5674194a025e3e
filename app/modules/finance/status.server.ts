/** The status rule of status.ts as SQL over `finance_entries` (aliased `e`); the open conditions repeat the partial index of migration 0007 term by term so the planner uses it. */
import { sql, type RawBuilder } from "kysely";
import type { EntryStatus } from "./status";

type Condition = RawBuilder<boolean>;

const not = {
  cancelled: sql<boolean>`e.cancelled_at is null`,
  settled: sql<boolean>`e.settled_cents = 0`,
};

/** Live, not cancelled and not fully settled: what can still receive a baixa. */
export const OPEN: Condition = sql<boolean>`e.deleted_at is null and e.cancelled_at is null and e.settled_cents < e.amount_cents`;

/** The rows whose derived status on `today` is `status`. */
export function statusCondition(status: EntryStatus, today: string): Condition {
  switch (status) {
    case "cancelado":
      return sql<boolean>`e.cancelled_at is not null`;
    case "pago":
    case "recebido":
      return sql<boolean>`${not.cancelled} and e.settled_cents >= e.amount_cents and e.direction = ${status === "pago" ? "saida" : "entrada"}`;
    case "parcial":
      return sql<boolean>`${not.cancelled} and e.settled_cents > 0 and e.settled_cents < e.amount_cents and e.due_date >= ${today}`;
    case "vencido":
      return sql<boolean>`${OPEN} and e.due_date < ${today}`;
    case "em_aberto":
      return sql<boolean>`${not.cancelled} and ${not.settled} and e.due_date >= ${today}`;
  }
}

/** A number per status for ordering by it: vencido, parcial, em aberto, pago/recebido, cancelado. */
export function statusRank(today: string): RawBuilder<number> {
  return sql<number>`case
    when e.cancelled_at is not null then 4
    when e.settled_cents >= e.amount_cents then 3
    when e.due_date < ${today} then 0
    when e.settled_cents > 0 then 1
    else 2 end`;
}
