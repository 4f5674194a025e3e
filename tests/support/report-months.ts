/**
 * The reports' month sums (finance_report_months) of an organization as sorted text lines, as the table holds them and
 * as summed afresh from its entries and baixas (the caixa in plain code: each baixa's amount in its entry's categoria,
 * its juros, multa and desconto in the categorias whose role takes them), and its open days both ways.
 */
import { sql } from "kysely";
import { db } from "~/db/db.server";
export type Line = string;

const asLines = (rows: Array<Record<string, unknown>>): Line[] =>
  rows
    .filter((row) => Number(row.cents) !== 0)
    .map((row) =>
      [
        row.basis,
        row.month,
        row.account_id,
        row.cost_center_key,
        row.category_key,
        row.kind,
        row.direction,
        Number(row.cents),
      ].join("|"),
    )
    .sort();

export async function tableOf(organizationId: string): Promise<Line[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_report_months")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .execute();
  return asLines(rows);
}

const ROLE_OF_PART = {
  despesa: { interest: "juros_pagos", fine: "multas_pagas", discount: "descontos_obtidos" },
  receita: { interest: "juros_recebidos", fine: "multas_recebidas", discount: "descontos_concedidos" },
} as const;

/** The caixa rows summed afresh in JS: each baixa's amount in its entry's category, juros, multa and desconto in theirs. */
async function freshCaixaOf(organizationId: string): Promise<Array<Record<string, unknown>>> {
  const database = await db();
  const roles = new Map(
    (
      await database
        .selectFrom("finance_categories")
        .select(["id", "role"])
        .where("organization_id", "=", organizationId)
        .where("role", "is not", null)
        .execute()
    ).map((row) => [row.role, String(row.id)]),
  );
  const baixas = await database
    .selectFrom("finance_settlements as s")
    .innerJoin("finance_entries as e", "e.id", "s.entry_id")
    .select([
      "s.account_id",
      "s.settled_on",
      "s.reversed_on",
      "s.amount_cents",
      "s.interest_cents",
      "s.fine_cents",
      "s.discount_cents",
      "e.category_id",
      "e.cost_center_id",
      "e.kind",
      "e.direction",
    ])
    .where("s.organization_id", "=", organizationId)
    .where("e.deleted_at", "is", null)
    .where("e.cancelled_at", "is", null)
    .execute();
  const sums = new Map<string, number>();
  for (const baixa of baixas) {
    const own = baixa.category_id ? String(baixa.category_id) : "";
    const roleOf = baixa.kind === "transferencia" ? null : ROLE_OF_PART[baixa.kind];
    const parts: Array<[string, number]> = [
      [own, Number(baixa.amount_cents)],
      [roles.get(roleOf?.interest ?? null) ?? own, Number(baixa.interest_cents)],
      [roles.get(roleOf?.fine ?? null) ?? own, Number(baixa.fine_cents)],
      [roles.get(roleOf?.discount ?? null) ?? own, -Number(baixa.discount_cents)],
    ];
    for (const [day, sign] of [
      [baixa.settled_on, 1],
      [baixa.reversed_on, -1],
    ] as const) {
      if (!day) continue;
      for (const [category, cents] of parts) {
        const key = [
          day.slice(0, 7),
          String(baixa.account_id),
          baixa.cost_center_id ?? "",
          category,
          baixa.kind,
          baixa.direction,
        ].join("|");
        sums.set(key, (sums.get(key) ?? 0) + sign * cents);
      }
    }
  }
  return [...sums].map(([key, cents]) => {
    const [month, account_id, cost_center_key, category_key, kind, direction] = key.split("|");
    return { basis: "caixa", month, account_id, cost_center_key, category_key, kind, direction, cents };
  });
}

export async function freshOf(organizationId: string): Promise<Line[]> {
  const category = sql`coalesce(cast(e.category_id as text), '')`;
  const centre = sql`coalesce(cast(e.cost_center_id as text), '')`;
  const { rows } = await sql<Record<string, unknown>>`
    select 'competencia' as basis, substr(e.competence_date, 1, 7) as month, e.account_id, ${centre} as cost_center_key,
      ${category} as category_key, e.kind, e.direction, sum(e.amount_cents) as cents
    from finance_entries e where e.organization_id = ${organizationId} and e.deleted_at is null and e.cancelled_at is null
    group by substr(e.competence_date, 1, 7), e.account_id, ${centre}, ${category}, e.kind, e.direction
    union all
    select 'vencimento', substr(e.due_date, 1, 7), e.account_id, ${centre}, ${category}, e.kind, e.direction, sum(e.amount_cents)
    from finance_entries e where e.organization_id = ${organizationId} and e.deleted_at is null and e.cancelled_at is null
    group by substr(e.due_date, 1, 7), e.account_id, ${centre}, ${category}, e.kind, e.direction
    union all
    select 'aberto', substr(e.due_date, 1, 7), e.account_id, ${centre}, ${category}, e.kind, e.direction,
      sum(e.amount_cents - e.settled_cents)
    from finance_entries e where e.organization_id = ${organizationId} and e.deleted_at is null and e.cancelled_at is null
    group by substr(e.due_date, 1, 7), e.account_id, ${centre}, ${category}, e.kind, e.direction`.execute(await db());
  return asLines(
    [...rows, ...(await freshCaixaOf(organizationId))].map((row) => ({ ...row, account_id: String(row.account_id) })),
  );
}

/** The open days' rows of the organization, and the same summed afresh from its open entries. */
export async function openDaysOf(organizationId: string) {
  const database = await db();
  const line = (row: { kind: string; due_date: string; n: unknown; cents: unknown }) =>
    `${row.kind}|${row.due_date}|${Number(row.n)}|${Number(row.cents)}`;
  const table = await database
    .selectFrom("finance_open_days")
    .select(["kind", "due_date", "entry_count as n", "open_cents as cents"])
    .where("organization_id", "=", organizationId)
    .execute();
  const { rows } = await sql<{ kind: string; due_date: string; n: number; cents: number }>`
    select kind, due_date, count(*) as n, sum(amount_cents - settled_cents) as cents from finance_entries
    where organization_id = ${organizationId} and deleted_at is null and cancelled_at is null and settled_cents < amount_cents
    group by kind, due_date`.execute(database);
  return {
    table: table
      .filter((row) => Number(row.n) !== 0 || Number(row.cents) !== 0)
      .map(line)
      .sort(),
    fresh: rows.map(line).sort(),
  };
}
