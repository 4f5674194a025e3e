/**
 * The month totals table against the entries, on the database the tests run
 * on (SQLite, or PostgreSQL with DATABASE_URL): after a mix of writes
 * through the module, each (month, kind) row equals a fresh count and sum
 * of the organization's live entries, and the list's count and totals row,
 * read from the table, are what its rows add up to.
 *
 * @demo-data: the last case reads the month totals the demo seed wrote.
 */
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { baixaInput, createdId, entryInput, newBooks, transferInput, type Books } from "../../../tests/support/ledger-books";
import {
  cancelEntry,
  createEntry,
  createTransfer,
  deleteEntries,
  exportEntries,
  listEntries,
  updateEntry,
} from "./entries.server";
import { extendSeries } from "./series.server";
import { reverseSettlement, settleEntry } from "./settlements.server";
import type { EntrySort } from "./types";

const today = "2026-11-24";
const byDue: EntrySort = { by: "due_date", order: "asc" };
const MONTHS = ["2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06"];

type Line = [month: string, kind: string, count: number, cents: number];

/** The table's lines of the organization (those that net to nothing left out), in order. */
async function tableOf(books: Books): Promise<Line[]> {
  const rows = await (
    await db()
  )
    .selectFrom("finance_month_totals")
    .select(["month", "kind", "entry_count", "amount_cents"])
    .where("organization_id", "=", books.scope.organizationId)
    .execute();
  return rows
    .filter((row) => Number(row.entry_count) !== 0 || Number(row.amount_cents) !== 0)
    .map((row): Line => [row.month, row.kind, Number(row.entry_count), Number(row.amount_cents)])
    .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
}

/** The same lines summed afresh from the organization's live entries. */
async function freshOf(books: Books): Promise<Line[]> {
  const { rows } = await sql<{ month: string; kind: string; n: number; cents: number }>`
    select substr(due_date, 1, 7) as month, kind, count(*) as n,
      coalesce(sum(case when cancelled_at is null then amount_cents else 0 end), 0) as cents
    from finance_entries
    where organization_id = ${books.scope.organizationId} and deleted_at is null
    group by substr(due_date, 1, 7), kind`.execute(await db());
  return rows
    .map((row): Line => [row.month, row.kind, Number(row.n), Number(row.cents)])
    .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`));
}

const monthRows = async (books: Books, month: string) => exportEntries(books.scope, { month }, byDue, today);

describe("month totals", () => {
  it("equal a fresh sum of the entries after creates, edits, cancellations, baixas, deletes and transfers", async () => {
    const books = await newBooks();
    const neighbour = await newBooks();
    createdId(await createEntry(neighbour.scope, entryInput(neighbour), today));

    const sale = createdId(
      await createEntry(books.scope, entryInput(books, { kind: "receita", amountCents: 90000, dueDate: "2026-11-12" }), today),
    );
    const rent = createdId(await createEntry(books.scope, entryInput(books), today));
    createdId(
      await createEntry(
        books.scope,
        entryInput(books, { amountCents: 40000, dueDate: "2026-11-30", repeat: { mode: "parcelada", installments: 4 } }),
        today,
      ),
    );
    createdId(
      await createEntry(
        books.scope,
        entryInput(books, {
          kind: "receita",
          amountCents: 5000,
          dueDate: "2026-11-05",
          repeat: { mode: "recorrente", frequency: "mensal", occurrences: null, untilDate: null },
        }),
        today,
      ),
    );
    const transfer = createdId(await createTransfer(books.scope, transferInput(books)));

    // An edit that changes the amount and moves the entry to the next month.
    const edit = { ...entryInput(books, { kind: "receita" }), amountCents: 95000, dueDate: "2026-12-02" };
    expect(await updateEntry(books.scope, sale, edit, { version: 1, scope: "esta" })).toEqual({ status: "updated" });
    // Esta e as próximas of the parcelas: a new amount, dates moved by eleven days (each into the next month).
    const [second] = (await monthRows(books, "2026-12")).filter((row) => row.kind === "despesa" && row.seriesIndex === 2);
    const parcelas = { ...entryInput(books), amountCents: 12000, dueDate: "2027-01-10", competenceDate: "2027-01-10" };
    expect(await updateEntry(books.scope, second!.id, parcelas, { version: 1, scope: "proximas" })).toEqual({
      status: "updated",
    });
    // A baixa and its estorno change no total.
    const baixa = await settleEntry(books.scope, rent, baixaInput(books, { amountCents: 30000 }));
    if (baixa?.status !== "settled") throw new Error(JSON.stringify(baixa));
    await reverseSettlement(books.scope, baixa.settlementId);
    // The last parcela cancelled; the recorrência made ahead as time passes.
    const [last] = (await monthRows(books, "2027-03")).filter((row) => row.seriesIndex === 4);
    expect(await cancelEntry(books.scope, last!.id, { version: last!.version, scope: "esta" })).toEqual({ status: "cancelled" });
    expect(await extendSeries("2027-03-01", { organizationId: books.scope.organizationId })).toBeGreaterThan(0);
    // Deleting a transfer's leg deletes both; the same delete sent twice at once deletes once.
    expect(await deleteEntries(books.scope, [transfer])).toMatchObject({ deleted: 2, settled: 0, owned: 0 });
    const deleted = await Promise.all([deleteEntries(books.scope, [rent]), deleteEntries(books.scope, [rent])]);
    expect(deleted.map((outcome) => outcome.deleted).sort()).toEqual([0, 1]);

    const table = await tableOf(books);
    expect(table).toEqual(await freshOf(books));
    expect(table).toContainEqual(["2026-12", "receita", 2, 100000]);
    expect(await tableOf(neighbour)).toEqual(await freshOf(neighbour));

    for (const month of MONTHS) {
      const rows = await monthRows(books, month);
      const sum = (kind: string) =>
        rows.reduce((cents, row) => cents + (row.kind === kind && row.status !== "cancelado" ? row.amountCents : 0), 0);
      const open = (kind: string) => rows.reduce((cents, row) => cents + (row.kind === kind ? row.openCents : 0), 0);
      const list = await listEntries(books.scope, { month }, byDue, 1, today);
      expect([month, list.total, list.totals]).toEqual([
        month,
        rows.length,
        {
          inflowCents: sum("receita"),
          outflowCents: sum("despesa"),
          resultCents: sum("receita") - sum("despesa"),
          receivableCents: open("receita"),
          payableCents: open("despesa"),
        },
      ]);
      const despesas = await listEntries(books.scope, { month, kind: "despesa" }, byDue, 1, today);
      expect(despesas.total).toBe(rows.filter((row) => row.kind === "despesa").length);
    }
  });

  it("are filled by the demo seed as the entries add up", async () => {
    const database = await db();
    const organizations = await database.selectFrom("organizations").select("id").execute();
    for (const { id } of organizations) {
      const books = { scope: { organizationId: id, userId: id } } as Books;
      const table = await tableOf(books);
      expect(table.length).toBeGreaterThan(0);
      expect(table).toEqual(await freshOf(books));
    }
  });
});
