/**
 * An estorno's own date (`reversed_on`): the baixa stays in the caixa of its month and the estorno takes it out in the
 * estorno's month, so reversing never rewrites a past month. Estornos made before this carry their baixa's date, which
 * is how the reports already counted them.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "../dialect";
import { cash, category, createTrigger, INTO, live, UPSERT, type Trigger } from "./0014-ledger-report-months";

const caixaOfEntry = (row: string, sign: string) =>
  `${INTO} select ${row}.organization_id, 'caixa', substr(s.settled_on, 1, 7), s.account_id,
    ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(sum(${cash("s")}))
    from finance_settlements s where s.entry_id = ${row}.id and ${live(row)}
    group by substr(s.settled_on, 1, 7), s.account_id ${UPSERT};
  ${INTO} select ${row}.organization_id, 'caixa', substr(s.reversed_on, 1, 7), s.account_id,
    ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(-sum(${cash("s")}))
    from finance_settlements s where s.entry_id = ${row}.id and s.reversed_on is not null and ${live(row)}
    group by substr(s.reversed_on, 1, 7), s.account_id ${UPSERT};`;
const caixaOfSettlement = (row: string, sign: string) =>
  `${INTO} select e.organization_id, 'caixa', substr(${row}.settled_on, 1, 7), ${row}.account_id,
    ${category("e")}, e.kind, e.direction, ${sign}(${cash(row)})
    from finance_entries e where e.id = ${row}.entry_id and ${live("e")} ${UPSERT};
  ${INTO} select e.organization_id, 'caixa', substr(${row}.reversed_on, 1, 7), ${row}.account_id,
    ${category("e")}, e.kind, e.direction, ${sign}(-(${cash(row)}))
    from finance_entries e where e.id = ${row}.entry_id and ${row}.reversed_on is not null and ${live("e")} ${UPSERT};`;

const TRIGGERS: Trigger[] = [
  {
    name: "finance_report_entry_caixa",
    table: "finance_entries",
    event: "update of category_id, kind, direction, cancelled_at, deleted_at",
    when: `old.category_id is not new.category_id or old.kind <> new.kind or old.direction <> new.direction
      or (${live("old")}) <> (${live("new")})`,
    body: [caixaOfEntry("old", "-"), caixaOfEntry("new", "+")],
  },
  {
    name: "finance_report_settlement_insert",
    table: "finance_settlements",
    event: "insert",
    body: [caixaOfSettlement("new", "+")],
  },
  {
    name: "finance_report_settlement_update",
    table: "finance_settlements",
    event: "update of amount_cents, interest_cents, fine_cents, discount_cents, settled_on, account_id, reversed_on",
    body: [caixaOfSettlement("old", "-"), caixaOfSettlement("new", "+")],
  },
];

export function settlementReversalDate(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      for (const { name, table } of TRIGGERS) {
        await sql.raw(`drop trigger ${name}${dialect === "postgres" ? ` on ${table}` : ""}`).execute(db);
        if (dialect === "postgres") await sql.raw(`drop function ${name}()`).execute(db);
      }
      await db.schema.alterTable("finance_settlements").addColumn("reversed_on", "text").execute();
      await sql.raw(`update finance_settlements set reversed_on = settled_on where reversed_at is not null`).execute(db);
      for (const trigger of TRIGGERS) await createTrigger(db, dialect, trigger);
      // The cash by day now reads every baixa, estornadas too, and the estornos by their own date.
      const amounts = ["account_id", "entry_id", "amount_cents", "interest_cents", "fine_cents", "discount_cents"];
      await db.schema.dropIndex("finance_settlements_report_idx").execute();
      await db.schema
        .createIndex("finance_settlements_cash_idx")
        .on("finance_settlements")
        .columns(["organization_id", "settled_on", ...amounts, "reversed_at"])
        .execute();
      await db.schema
        .createIndex("finance_settlements_reversal_idx")
        .on("finance_settlements")
        .columns(["organization_id", "reversed_on", ...amounts])
        .where(sql.ref("reversed_on"), "is not", null)
        .execute();
    },
  };
}
