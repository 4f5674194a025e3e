/**
 * The reports' month sums (finance_report_months, kept by triggers) against
 * the entries and baixas, and the open days against the open entries, on
 * the database the tests run on: after a mix of
 * writes through the finance module (a category changed on a settled entry,
 * partial baixas with juros and desconto, estornos, a transfer edited,
 * cancellations, deletions), each basis equals a fresh sum of the rows, for
 * the organization and for its neighbour; and the demo seed's sums add up.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import {
  addExpenseCategory,
  baixaInput,
  createdId,
  entryInput,
  newBooks,
  settlementIdOf,
  transferInput,
} from "../../../../tests/support/ledger-books";
import {
  cancelEntry,
  createEntry,
  createTransfer,
  deleteEntries,
  getEntry,
  updateEntry,
  updateTransfer,
} from "../entries.server";
import { reverseSettlement, settleEntry } from "../settlements.server";

const today = "2026-11-24";
type Line = string;

const asLines = (rows: Array<Record<string, unknown>>): Line[] =>
  rows
    .filter((row) => Number(row.cents) !== 0)
    .map((row) => [row.basis, row.month, row.account_id, row.category_key, row.kind, row.direction, Number(row.cents)].join("|"))
    .sort();

async function tableOf(organizationId: string): Promise<Line[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_report_months")
    .selectAll()
    .where("organization_id", "=", organizationId)
    .execute();
  return asLines(rows);
}

async function freshOf(organizationId: string): Promise<Line[]> {
  const category = sql`coalesce(cast(e.category_id as text), '')`;
  const { rows } = await sql<Record<string, unknown>>`
    select 'competencia' as basis, substr(e.competence_date, 1, 7) as month, e.account_id, ${category} as category_key,
      e.kind, e.direction, sum(e.amount_cents) as cents
    from finance_entries e where e.organization_id = ${organizationId} and e.deleted_at is null and e.cancelled_at is null
    group by substr(e.competence_date, 1, 7), e.account_id, ${category}, e.kind, e.direction
    union all
    select 'vencimento', substr(e.due_date, 1, 7), e.account_id, ${category}, e.kind, e.direction, sum(e.amount_cents)
    from finance_entries e where e.organization_id = ${organizationId} and e.deleted_at is null and e.cancelled_at is null
    group by substr(e.due_date, 1, 7), e.account_id, ${category}, e.kind, e.direction
    union all
    select 'aberto', substr(e.due_date, 1, 7), e.account_id, ${category}, e.kind, e.direction, sum(e.amount_cents - e.settled_cents)
    from finance_entries e where e.organization_id = ${organizationId} and e.deleted_at is null and e.cancelled_at is null
    group by substr(e.due_date, 1, 7), e.account_id, ${category}, e.kind, e.direction
    union all
    select 'caixa', substr(m.day, 1, 7), m.account_id, ${category}, e.kind, e.direction, sum(m.cents)
    from (
      select entry_id, account_id, settled_on as day, amount_cents + interest_cents + fine_cents - discount_cents as cents
      from finance_settlements where organization_id = ${organizationId}
      union all
      select entry_id, account_id, reversed_on, -(amount_cents + interest_cents + fine_cents - discount_cents)
      from finance_settlements where organization_id = ${organizationId} and reversed_on is not null
    ) m join finance_entries e on e.id = m.entry_id
    where e.deleted_at is null and e.cancelled_at is null
    group by substr(m.day, 1, 7), m.account_id, ${category}, e.kind, e.direction`.execute(await db());
  return asLines(rows.map((row) => ({ ...row, account_id: String(row.account_id) })));
}

/** The open days' rows of the organization, and the same summed afresh from its open entries. */
async function openDaysOf(organizationId: string) {
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

describe("the reports' month sums", () => {
  it("equal a fresh sum of entries and baixas after edits, baixas, estornos, transfers, cancellations and deletions", async () => {
    const books = await newBooks();
    const neighbour = await newBooks();
    settlementIdOf(
      await settleEntry(
        neighbour.scope,
        createdId(await createEntry(neighbour.scope, entryInput(neighbour), today)),
        baixaInput(neighbour),
      ),
    );

    const sale = createdId(
      await createEntry(books.scope, entryInput(books, { kind: "receita", categoryId: books.income, amountCents: 90000 }), today),
    );
    const rent = createdId(await createEntry(books.scope, entryInput(books, { amountCents: 100000 }), today));
    const cancelled = createdId(await createEntry(books.scope, entryInput(books, { amountCents: 3000 }), today));
    const deleted = createdId(await createEntry(books.scope, entryInput(books, { amountCents: 5000 }), today));

    // Two partial baixas of the rent in two months and accounts, one with juros, the other with desconto.
    settlementIdOf(
      await settleEntry(
        books.scope,
        rent,
        baixaInput(books, { amountCents: 40000, interestCents: 150, settledOn: "2026-11-10" }),
      ),
    );
    const second = settlementIdOf(
      await settleEntry(
        books.scope,
        rent,
        baixaInput(books, { amountCents: 60000, discountCents: 500, settledOn: "2026-12-01", accountId: books.cash }),
        "2026-12-01",
      ),
    );
    // The sale half received, then that baixa undone.
    await reverseSettlement(
      books.scope,
      settlementIdOf(await settleEntry(books.scope, sale, baixaInput(books, { amountCents: 45000 }))),
    );
    // The rent's category changed while settled: its cash moves to the new category.
    const office = await addExpenseCategory(books, "Escritório");
    const rentNow = (await getEntry(books.scope, rent, today))!;
    const edit = {
      ...entryInput(books, { amountCents: 100000 }),
      categoryId: office,
      dueDate: rentNow.dueDate,
      competenceDate: "2026-10-31",
    };
    expect(await updateEntry(books.scope, rent, edit, { version: rentNow.version, scope: "esta" })).toEqual({
      status: "updated",
    });
    // Reversed in January: December keeps the baixa, January takes it back.
    await reverseSettlement(books.scope, second, "2027-01-05", "2027-01-05");

    const transfer = createdId(await createTransfer(books.scope, transferInput(books)));
    const leg = (await getEntry(books.scope, transfer, today))!;
    const moved = {
      fromAccountId: books.checking,
      toAccountId: books.cash,
      amountCents: 8000,
      date: "2026-12-03",
      description: "Troco",
      notes: null,
    };
    expect(await updateTransfer(books.scope, transfer, moved, { version: leg.version })).toEqual({ status: "updated" });

    expect(await cancelEntry(books.scope, cancelled, { version: 1, scope: "esta" })).toEqual({ status: "cancelled" });
    const gone = settlementIdOf(await settleEntry(books.scope, deleted, baixaInput(books, { amountCents: 5000 })));
    await reverseSettlement(books.scope, gone);
    expect(await deleteEntries(books.scope, [deleted])).toMatchObject({ deleted: 1, settled: 0, owned: 0 });

    const table = await tableOf(books.scope.organizationId);
    expect(table).toEqual(await freshOf(books.scope.organizationId));
    expect(table).toContainEqual(`caixa|2026-11|${books.checking}|${office}|despesa|saida|40150`);
    expect(table).toContainEqual(`caixa|2026-12|${books.cash}|${office}|despesa|saida|59500`);
    expect(table).toContainEqual(`caixa|2027-01|${books.cash}|${office}|despesa|saida|-59500`);
    expect(table).toContainEqual(`aberto|2026-11|${books.checking}|${office}|despesa|saida|60000`);
    expect(table).toContainEqual(`competencia|2026-10|${books.checking}|${office}|despesa|saida|100000`);
    expect(table.some((line) => line.includes(books.expense) && line.startsWith("caixa"))).toBe(false);
    expect(await tableOf(neighbour.scope.organizationId)).toEqual(await freshOf(neighbour.scope.organizationId));
    const open = await openDaysOf(books.scope.organizationId);
    expect(open.table).toEqual(open.fresh);
    expect(open.table.length).toBeGreaterThan(0);
  });

  it("are filled as the demo seed's entries and baixas add up", async () => {
    const organizations = await (await db()).selectFrom("organizations").select("id").execute();
    let filled = 0;
    for (const { id } of organizations) {
      const table = await tableOf(id);
      filled += table.length;
      expect(table).toEqual(await freshOf(id));
      const open = await openDaysOf(id);
      expect(open.table).toEqual(open.fresh);
    }
    expect(filled).toBeGreaterThan(0);
  });
});
