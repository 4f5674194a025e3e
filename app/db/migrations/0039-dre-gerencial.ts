/**
 * The DRE gerencial (docs/decisions/0017): each categoria names its line of the DRE (`dre_line`), the categorias that
 * take a baixa's juros, multa and desconto carry a `role`, and the report month sums gain the centro de custo and put,
 * in regime de caixa, each baixa's juros, multa and desconto in those categorias instead of the entry's.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { columnTypes, type Dialect } from "../dialect";
import { category, createTrigger, live, type Trigger } from "./0014-ledger-report-months";

const KEY = "organization_id, basis, month, account_id, cost_center_key, category_key, kind, direction";
const INTO = `insert into finance_report_months (${KEY}, cents)`;
const UPSERT = `on conflict (${KEY}) do update set cents = finance_report_months.cents + excluded.cents`;
const costCenter = (row: string) => `coalesce(cast(${row}.cost_center_id as text), '')`;

// Which part of a baixa a row is, and the role of the categoria it goes to on a despesa and on a receita.
const PARTS = `(select 'principal' as part, '' as paid_role, '' as received_role
  union all select 'juros', 'juros_pagos', 'juros_recebidos'
  union all select 'multa', 'multas_pagas', 'multas_recebidas'
  union all select 'desconto', 'descontos_obtidos', 'descontos_concedidos') p`;
const partCents = (s: string) =>
  `case p.part when 'principal' then ${s}.amount_cents when 'juros' then ${s}.interest_cents
    when 'multa' then ${s}.fine_cents else -${s}.discount_cents end`;
const partCategory = (e: string) =>
  `case when p.part = 'principal' then ${category(e)} else coalesce((select cast(c.id as text) from finance_categories c
    where c.organization_id = ${e}.organization_id
      and c.role = case ${e}.kind when 'receita' then p.received_role else p.paid_role end), ${category(e)}) end`;

type RowSql = (row: string, sign: "+" | "-") => string;
interface Baixas {
  s: string;
  e: string;
  from: string;
  where: string;
}

/** The statements adding the caixa rows of baixas `s` of entries `e` (joined by `from … where`): + on their date, − on their estorno's. */
const caixa = ({ s, e, from, where }: Baixas, sign: "+" | "-") =>
  (["settled_on", "reversed_on"] as const).map((date) => {
    const factor = (sign === "-" ? -1 : 1) * (date === "reversed_on" ? -1 : 1);
    return `${INTO} select organization_id, 'caixa', month, account_id, cost_center_key, category_key, kind, direction,
        ${factor} * sum(cents)
      from (select ${e}.organization_id, substr(${s}.${date}, 1, 7) as month, ${s}.account_id,
          ${costCenter(e)} as cost_center_key, ${partCategory(e)} as category_key, ${e}.kind, ${e}.direction,
          ${partCents(s)} as cents
        from ${from} cross join ${PARTS}
        where ${where} and ${live(e)} and ${s}.${date} is not null and (p.part = 'principal' or ${partCents(s)} <> 0)) x
      where true group by organization_id, month, account_id, cost_center_key, category_key, kind, direction ${UPSERT};`;
  });
const caixaOfEntry: RowSql = (row, sign) =>
  caixa({ s: "s", e: row, from: "finance_settlements s", where: `s.entry_id = ${row}.id` }, sign).join("\n");
const caixaOfSettlement: RowSql = (row, sign) =>
  caixa({ s: row, e: "e", from: "finance_entries e", where: `e.id = ${row}.entry_id` }, sign).join("\n");

type Amount = (row: string) => string;
const amount: Amount = (row) => `${row}.amount_cents`;
const open: Amount = (row) => `${row}.amount_cents - ${row}.settled_cents`;
const isOpen: Amount = (row) => `and ${row}.settled_cents < ${row}.amount_cents`;
const BASES: Array<{ basis: string; date: string; cents: Amount; only?: Amount }> = [
  { basis: "competencia", date: "competence_date", cents: amount },
  { basis: "vencimento", date: "due_date", cents: amount },
  { basis: "aberto", date: "due_date", cents: open, only: isOpen },
];
const byEntry =
  ({ basis, date, cents, only }: (typeof BASES)[number]) =>
  (row: string, sign: "+" | "-") =>
    `${INTO} select ${row}.organization_id, '${basis}', substr(${row}.${date}, 1, 7), ${row}.account_id, ${costCenter(row)},
      ${category(row)}, ${row}.kind, ${row}.direction, ${sign}(${cents(row)})
      where ${live(row)} ${only?.(row) ?? ""} ${UPSERT};`;
const [competencia, vencimento, aberto] = BASES.map(byEntry) as [RowSql, RowSql, RowSql];
const openDay: RowSql = (row, sign) =>
  `insert into finance_open_days (organization_id, kind, due_date, entry_count, open_cents)
    select ${row}.organization_id, ${row}.kind, ${row}.due_date, ${sign}1, ${sign}(${row}.amount_cents - ${row}.settled_cents)
    where ${live(row)} and ${row}.settled_cents < ${row}.amount_cents
    on conflict (organization_id, kind, due_date) do update set
      entry_count = finance_open_days.entry_count + excluded.entry_count,
      open_cents = finance_open_days.open_cents + excluded.open_cents;`;

const ENTRY_FACTS = "account_id, category_id, cost_center_id, kind, direction, cancelled_at, deleted_at";
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
    event: "update of category_id, cost_center_id, kind, direction, cancelled_at, deleted_at",
    when: `old.category_id is not new.category_id or old.cost_center_id is not new.cost_center_id or old.kind <> new.kind
      or old.direction <> new.direction or (${live("old")}) <> (${live("new")})`,
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

// The default plan's groups and categorias as they were when the DRE gained its lines; a group not named here is
// read by its kind (receita bruta or despesas operacionais).
const LINE_OF_GROUP: Record<string, string> = {
  "Receitas operacionais": "receita_bruta",
  "Receitas financeiras": "receitas_financeiras",
  Custos: "custos",
  "Despesas financeiras": "despesas_financeiras",
  Investimentos: "investimentos",
};
const DEDUCTIONS = ["Simples Nacional", "ISS"];
const ROLES = [
  { role: "juros_pagos", name: "Juros pagos", kind: "despesa", group: "Despesas financeiras" },
  { role: "multas_pagas", name: "Multas pagas", kind: "despesa", group: "Despesas financeiras" },
  { role: "descontos_concedidos", name: "Descontos concedidos", kind: "despesa", group: "Despesas financeiras" },
  { role: "tarifas_bancarias", name: "Tarifas bancárias", kind: "despesa", group: "Despesas financeiras" },
  { role: "juros_recebidos", name: "Juros recebidos", kind: "receita", group: "Receitas financeiras" },
  { role: "multas_recebidas", name: "Multas recebidas", kind: "receita", group: "Receitas financeiras" },
  { role: "descontos_obtidos", name: "Descontos obtidos", kind: "receita", group: "Receitas financeiras" },
];

async function givePlanItsLines(db: Kysely<any>) {
  await db.schema
    .alterTable("finance_categories")
    .addColumn("dre_line", "text", (c) => c.notNull().defaultTo("despesas_operacionais"))
    .execute();
  await db.schema.alterTable("finance_categories").addColumn("role", "text").execute();
  await db.updateTable("finance_categories").set({ dre_line: "receita_bruta" }).where("kind", "=", "receita").execute();
  for (const [group, line] of Object.entries(LINE_OF_GROUP))
    await db.updateTable("finance_categories").set({ dre_line: line }).where("group_name", "=", group).execute();
  await db
    .updateTable("finance_categories")
    .set({ dre_line: "deducoes" })
    .where("kind", "=", "despesa")
    .where("name", "in", DEDUCTIONS)
    .execute();

  const organizations = await db.selectFrom("finance_categories").select("organization_id").distinct().execute();
  const now = new Date().toISOString();
  for (const { organization_id } of organizations)
    for (const { role, name, kind, group } of ROLES) {
      const named = await db
        .selectFrom("finance_categories")
        .select("id")
        .where("organization_id", "=", organization_id)
        .where("kind", "=", kind)
        .where("name", "=", name)
        .executeTakeFirst();
      if (named) await db.updateTable("finance_categories").set({ role }).where("id", "=", named.id).execute();
      else
        await db
          .insertInto("finance_categories")
          .values({
            id: randomUUID(),
            organization_id,
            name,
            kind,
            group_name: group,
            dre_line: LINE_OF_GROUP[group],
            role,
            archived_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
    }
  await db.schema
    .createIndex("finance_categories_role_idx")
    .unique()
    .on("finance_categories")
    .columns(["organization_id", "role"])
    .where(sql.ref("role"), "is not", null)
    .execute();
}

async function rebuildMonthSums(db: Kysely<any>, dialect: Dialect) {
  for (const { name, table } of TRIGGERS) {
    await sql.raw(`drop trigger ${name}${dialect === "postgres" ? ` on ${table}` : ""}`).execute(db);
    if (dialect === "postgres") await sql.raw(`drop function ${name}()`).execute(db);
  }
  await db.schema.dropTable("finance_report_months").execute();
  const { uuid, cents } = columnTypes(dialect);
  await db.schema
    .createTable("finance_report_months")
    .addColumn("organization_id", uuid, (c) => c.notNull().references("organizations.id").onDelete("cascade"))
    .addColumn("basis", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("account_id", uuid, (c) => c.notNull())
    .addColumn("cost_center_key", "text", (c) => c.notNull())
    .addColumn("category_key", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("cents", cents, (c) => c.notNull())
    .addPrimaryKeyConstraint("finance_report_months_pk", KEY.split(", ") as never)
    .execute();
  for (const { basis, date, cents, only } of BASES)
    await sql
      .raw(
        `${INTO} select e.organization_id, '${basis}', substr(e.${date}, 1, 7), e.account_id, ${costCenter("e")},
          ${category("e")}, e.kind, e.direction, sum(${cents("e")})
        from finance_entries e where ${live("e")} ${only?.("e") ?? ""}
        group by e.organization_id, substr(e.${date}, 1, 7), e.account_id, ${costCenter("e")}, ${category("e")}, e.kind, e.direction`,
      )
      .execute(db);
  const baixas = { s: "s", e: "e", from: "finance_settlements s join finance_entries e on e.id = s.entry_id", where: "true" };
  for (const statement of caixa(baixas, "+")) await sql.raw(statement).execute(db);
  for (const trigger of TRIGGERS) await createTrigger(db, dialect, trigger);
}

export function dreGerencial(dialect: Dialect) {
  return {
    async up(db: Kysely<any>) {
      await givePlanItsLines(db);
      await rebuildMonthSums(db, dialect);
    },
  };
}
