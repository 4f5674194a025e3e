/** Report month sums and open sums per day, kept by triggers so every writer keeps them in step; a year's DRE reads a few thousand rows instead of every entry (docs/decisions/0017). */
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";

const KEY = "organization_id, basis, month, account_id, category_key, kind, direction";
export const INTO = `insert into finance_report_months (${KEY}, cents)`;
export const UPSERT = `on conflict (${KEY}) do update set cents = finance_report_months.cents + excluded.cents`;
export const live = (row: string) => `${row}.deleted_at is null and ${row}.cancelled_at is null`;
export const category = (row: string) => `coalesce(cast(${row}.category_id as text), '')`;
export const cash = (row: string) => `${row}.amount_cents + ${row}.interest_cents + ${row}.fine_cents - ${row}.discount_cents`;

const competencia = (row: string, sign: string) =>
  `${INTO} select ${row}.organization_id, 'competencia', substr(${row}.competence_date, 1, 7), ${row}.account_id,
    ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(${row}.amount_cents) where ${live(row)} ${UPSERT};`;
const vencimento = (row: string, sign: string) =>
  `${INTO} select ${row}.organization_id, 'vencimento', substr(${row}.due_date, 1, 7), ${row}.account_id,
    ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(${row}.amount_cents) where ${live(row)} ${UPSERT};`;
const aberto = (row: string, sign: string) =>
  `${INTO} select ${row}.organization_id, 'aberto', substr(${row}.due_date, 1, 7), ${row}.account_id,
    ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(${row}.amount_cents - ${row}.settled_cents)
    where ${live(row)} and ${row}.settled_cents < ${row}.amount_cents ${UPSERT};`;
const openDay = (row: string, sign: string) =>
  `insert into finance_open_days (organization_id, kind, due_date, entry_count, open_cents)
    select ${row}.organization_id, ${row}.kind, ${row}.due_date, ${sign}1, ${sign}(${row}.amount_cents - ${row}.settled_cents)
    where ${live(row)} and ${row}.settled_cents < ${row}.amount_cents
    on conflict (organization_id, kind, due_date) do update set
      entry_count = finance_open_days.entry_count + excluded.entry_count,
      open_cents = finance_open_days.open_cents + excluded.open_cents;`;
const caixaOfEntry = (row: string, sign: string) =>
  `${INTO} select ${row}.organization_id, 'caixa', substr(s.settled_on, 1, 7), s.account_id,
    ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(sum(${cash("s")}))
    from finance_settlements s where s.entry_id = ${row}.id and s.reversed_at is null and ${live(row)}
    group by substr(s.settled_on, 1, 7), s.account_id ${UPSERT};`;
const caixaOfSettlement = (row: string, sign: string) =>
  `${INTO} select e.organization_id, 'caixa', substr(${row}.settled_on, 1, 7), ${row}.account_id,
    ${category("e")}, e.kind, e.direction, ${sign}(${cash(row)})
    from finance_entries e where e.id = ${row}.entry_id and ${row}.reversed_at is null and ${live("e")} ${UPSERT};`;

export interface Trigger {
  name: string;
  table: "finance_entries" | "finance_settlements";
  event: string;
  when?: string;
  body: string[];
}

const ENTRY_FACTS = "account_id, category_id, kind, direction, cancelled_at, deleted_at";
const TRIGGERS: Trigger[] = [
  {
    name: "finance_report_entry_insert",
    table: "finance_entries",
    event: "insert",
    body: [competencia("new", "+"), vencimento("new", "+"), aberto("new", "+"), openDay("new", "+")],
  },
  {
    name: "finance_report_entry_amounts",
    table: "finance_entries",
    event: `update of amount_cents, competence_date, due_date, ${ENTRY_FACTS}`,
    body: [competencia("old", "-"), competencia("new", "+"), vencimento("old", "-"), vencimento("new", "+")],
  },
  {
    name: "finance_report_entry_aberto",
    table: "finance_entries",
    event: `update of amount_cents, settled_cents, due_date, ${ENTRY_FACTS}`,
    body: [aberto("old", "-"), aberto("new", "+"), openDay("old", "-"), openDay("new", "+")],
  },
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
    event: "update of amount_cents, interest_cents, fine_cents, discount_cents, settled_on, account_id, reversed_at",
    body: [caixaOfSettlement("old", "-"), caixaOfSettlement("new", "+")],
  },
];

export async function createTrigger(db: Kysely<any>, dialect: Dialect, trigger: Trigger) {
  const { name, table, event, when, body } = trigger;
  if (dialect === "sqlite") {
    const condition = when ? ` when ${when}` : "";
    await sql
      .raw(`create trigger ${name} after ${event} on ${table} for each row${condition} begin ${body.join("\n")} end`)
      .execute(db);
    return;
  }
  await sql
    .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body.join("\n")} return null; end $$`)
    .execute(db);
  const condition = when ? ` when (${when.replace(/ is not /g, " is distinct from ")})` : "";
  await sql
    .raw(`create trigger ${name} after ${event} on ${table} for each row${condition} execute function ${name}()`)
    .execute(db);
}

export function ledgerReportMonths(dialect: Dialect) {
  const { uuid, cents } = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("finance_report_months")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("basis", "text", (c) => c.notNull())
        .addColumn("month", "text", (c) => c.notNull())
        .addColumn("account_id", uuid, (c) => c.notNull())
        .addColumn("category_key", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("direction", "text", (c) => c.notNull())
        .addColumn("cents", cents, (c) => c.notNull())
        .addPrimaryKeyConstraint("finance_report_months_pk", [
          "organization_id",
          "basis",
          "month",
          "account_id",
          "category_key",
          "kind",
          "direction",
        ])
        .execute();
      await db.schema
        .createTable("finance_open_days")
        .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("due_date", "text", (c) => c.notNull())
        .addColumn("entry_count", "integer", (c) => c.notNull())
        .addColumn("open_cents", cents, (c) => c.notNull())
        .addPrimaryKeyConstraint("finance_open_days_pk", ["organization_id", "kind", "due_date"])
        .execute();
      await sql
        .raw(
          `insert into finance_open_days (organization_id, kind, due_date, entry_count, open_cents)
          select e.organization_id, e.kind, e.due_date, count(*), sum(e.amount_cents - e.settled_cents)
          from finance_entries e where ${live("e")} and e.settled_cents < e.amount_cents
          group by e.organization_id, e.kind, e.due_date`,
        )
        .execute(db);
      const fromEntries = (basis: string, date: string, amount: string, open = "") =>
        sql
          .raw(
            `${INTO} select e.organization_id, '${basis}', substr(e.${date}, 1, 7), e.account_id, ${category("e")},
              e.kind, e.direction, sum(${amount})
            from finance_entries e where ${live("e")} ${open}
            group by e.organization_id, substr(e.${date}, 1, 7), e.account_id, ${category("e")}, e.kind, e.direction`,
          )
          .execute(db);
      await fromEntries("competencia", "competence_date", "e.amount_cents");
      await fromEntries("vencimento", "due_date", "e.amount_cents");
      await fromEntries("aberto", "due_date", "e.amount_cents - e.settled_cents", "and e.settled_cents < e.amount_cents");
      await sql
        .raw(
          `${INTO} select e.organization_id, 'caixa', substr(s.settled_on, 1, 7), s.account_id, ${category("e")},
            e.kind, e.direction, sum(${cash("s")})
          from finance_settlements s join finance_entries e on e.id = s.entry_id
          where s.reversed_at is null and ${live("e")}
          group by e.organization_id, substr(s.settled_on, 1, 7), s.account_id, ${category("e")}, e.kind, e.direction`,
        )
        .execute(db);
      for (const trigger of TRIGGERS) await createTrigger(db, dialect, trigger);
      await db.schema.dropIndex("finance_entries_competence_idx").execute();
    },
  };
}
