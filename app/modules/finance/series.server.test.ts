import { describe, expect, it } from "vitest";
import { entryInput, newBooks, type Books } from "../../../tests/support/ledger-books";
import { cancelEntry, createEntry, getEntry, listEntries, updateEntry } from "./entries.server";
import { ledgerOverview } from "./overview.server";
import type { Repeat } from "./schemas";
import { extendSeries, keepSeriesAhead } from "./series.server";
import { sql } from "kysely";
import { database as appDatabase, db } from "~/db/db.server";

async function recurring(books: Books, repeat: Repeat, dueDate: string, today: string) {
  const result = await createEntry(books.scope, entryInput(books, { dueDate, competenceDate: dueDate, repeat }), today);
  if (result.status !== "created") throw new Error("not created");
  return result.entryId;
}

async function seriesRows(entryId: string) {
  const database = await db();
  const { series_id } = await database
    .selectFrom("finance_entries")
    .select("series_id")
    .where("id", "=", entryId)
    .executeTakeFirstOrThrow();
  return database
    .selectFrom("finance_entries")
    .select(["id", "series_index", "due_date", "competence_date", "description", "amount_cents", "cancelled_at", "version"])
    .where("series_id", "=", series_id)
    .orderBy("series_index")
    .execute();
}

/** The reach of one test organization's series. */
const own = (books: Books) => ({ organizationId: books.scope.organizationId });

const monthly: Repeat = { mode: "recorrente", frequency: "mensal", occurrences: null, untilDate: null };

describe("recorrências", () => {
  it("without end are made at least 3 months ahead, and extended as time passes, never twice", async () => {
    const books = await newBooks();
    const first = await recurring(books, monthly, "2026-11-10", "2026-11-24");
    expect((await seriesRows(first)).map((r) => r.due_date)).toEqual(["2026-11-10", "2026-12-10", "2027-01-10", "2027-02-10"]);
    const made = await Promise.all([extendSeries("2027-01-15", own(books)), extendSeries("2027-01-15", own(books))]);
    expect(made[0]! + made[1]!).toBe(2);
    expect(await extendSeries("2027-01-15", own(books))).toBe(0);
    const rows = await seriesRows(first);
    expect(rows.map((r) => [r.series_index, r.due_date])).toEqual([
      [1, "2026-11-10"],
      [2, "2026-12-10"],
      [3, "2027-01-10"],
      [4, "2027-02-10"],
      [5, "2027-03-10"],
      [6, "2027-04-10"],
    ]);
    expect((await getEntry(books.scope, rows[5]!.id, "2027-01-15"))?.events.map((e) => e.action)).toEqual(["created"]);
  });

  it("keep the 31st in the months that have one", async () => {
    const books = await newBooks();
    const first = await recurring(books, monthly, "2027-01-31", "2027-01-20");
    await extendSeries("2027-03-01", own(books));
    expect((await seriesRows(first)).map((r) => r.due_date)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
  });

  it("trimestral and quinzenal make their dates, with the competência moving alike", async () => {
    const books = await newBooks();
    const quarterly = await recurring(
      books,
      { mode: "recorrente", frequency: "trimestral", occurrences: 4, untilDate: null },
      "2026-11-30",
      "2026-11-24",
    );
    await extendSeries("2027-09-01", own(books));
    expect((await seriesRows(quarterly)).map((r) => [r.due_date, r.competence_date])).toEqual([
      ["2026-11-30", "2026-11-30"],
      ["2027-02-28", "2027-02-28"],
      ["2027-05-30", "2027-05-30"],
      ["2027-08-30", "2027-08-30"],
    ]);
    const fortnightly = await recurring(
      books,
      { mode: "recorrente", frequency: "quinzenal", occurrences: 3, untilDate: null },
      "2026-12-20",
      "2026-11-24",
    );
    expect((await seriesRows(fortnightly)).map((r) => r.due_date)).toEqual(["2026-12-20", "2027-01-04", "2027-01-19"]);
  });

  it("of N times or until a date stop there", async () => {
    const books = await newBooks();
    const weekly = await recurring(
      books,
      { mode: "recorrente", frequency: "semanal", occurrences: 3, untilDate: null },
      "2026-11-24",
      "2026-11-24",
    );
    const yearly = await recurring(
      books,
      { mode: "recorrente", frequency: "anual", occurrences: null, untilDate: "2029-01-01" },
      "2026-12-01",
      "2026-11-24",
    );
    await extendSeries("2030-06-01", own(books));
    expect((await seriesRows(weekly)).map((r) => r.due_date)).toEqual(["2026-11-24", "2026-12-01", "2026-12-08"]);
    expect((await seriesRows(yearly)).map((r) => r.due_date)).toEqual(["2026-12-01", "2027-12-01", "2028-12-01"]);
    expect((await getEntry(books.scope, yearly, "2026-11-24"))?.series).toMatchObject({ kind: "recorrencia", ended: true });
  });

  it("edited for esta e as próximas carry the change into later occurrences", async () => {
    const books = await newBooks();
    const first = await recurring(books, monthly, "2026-11-10", "2026-11-24");
    const [, second] = await seriesRows(first);
    const edit = {
      ...entryInput(books),
      description: "Aluguel reajustado",
      amountCents: 110000,
      dueDate: "2026-12-12",
      competenceDate: "2026-12-12",
    };
    expect(await updateEntry(books.scope, second!.id, edit, { version: 1, scope: "proximas" }, "2026-11-24")).toEqual({
      status: "updated",
    });
    await extendSeries("2027-01-15", own(books));
    expect((await seriesRows(first)).map((r) => [r.due_date, r.description, r.amount_cents])).toEqual([
      ["2026-11-10", "Aluguel da loja", 100000],
      ["2026-12-12", "Aluguel reajustado", 110000],
      ["2027-01-12", "Aluguel reajustado", 110000],
      ["2027-02-12", "Aluguel reajustado", 110000],
      ["2027-03-12", "Aluguel reajustado", 110000],
      ["2027-04-12", "Aluguel reajustado", 110000],
    ]);
  });

  it("cancelled for esta e as próximas end: nothing more is made", async () => {
    const books = await newBooks();
    const first = await recurring(books, monthly, "2026-11-10", "2026-11-24");
    const [, , third] = await seriesRows(first);
    expect(await cancelEntry(books.scope, third!.id, { version: 1, scope: "proximas" })).toEqual({ status: "cancelled" });
    expect(await extendSeries("2027-06-01", own(books))).toBe(0);
    expect((await seriesRows(first)).map((r) => r.cancelled_at !== null)).toEqual([false, false, true, true]);
  });

  it("edited to fall due earlier, get the occurrences their new dates bring within 3 months at once", async () => {
    const books = await newBooks();
    const first = await recurring(books, monthly, "2026-11-10", "2026-11-24");
    const edit = { ...entryInput(books), dueDate: "2026-09-10", competenceDate: "2026-09-10" };
    expect(await updateEntry(books.scope, first, edit, { version: 1, scope: "todas" }, "2026-11-24")).toEqual({
      status: "updated",
    });
    // The others move by as many days; the new ones count months from the new first date.
    expect((await seriesRows(first)).map((r) => r.due_date)).toEqual([
      "2026-09-10",
      "2026-10-10",
      "2026-11-10",
      "2026-12-11",
      "2027-01-10",
      "2027-02-10",
    ]);
  });
});

describe("the upkeep of recorrências", () => {
  it("brings every organization's series forward once they fall behind, made by their authors; reads never write", async () => {
    const books = await newBooks();
    const other = await newBooks();
    const monthlyRent = await recurring(books, monthly, "2026-11-10", "2026-11-24");
    const weekly = await recurring(
      other,
      { mode: "recorrente", frequency: "semanal", occurrences: 20, untilDate: null },
      "2027-02-01",
      "2026-11-24",
    );
    expect(await seriesRows(monthlyRent)).toHaveLength(4);
    expect(await seriesRows(weekly)).toHaveLength(4);

    // Four months later, the pages read before anything runs: they show what exists and make nothing.
    const today = "2027-03-20";
    const may = await listEntries(books.scope, { month: "2027-05" }, { by: "due_date", order: "asc" }, 1, today);
    expect(may.total).toBe(0);
    await ledgerOverview(books.scope, today);
    expect(await seriesRows(monthlyRent)).toHaveLength(4);

    expect(await keepSeriesAhead({ today })).toBeGreaterThanOrEqual(4 + 16);
    expect((await seriesRows(monthlyRent)).map((r) => r.due_date).slice(4)).toEqual([
      "2027-03-10",
      "2027-04-10",
      "2027-05-10",
      "2027-06-10",
    ]);
    const weeks = await seriesRows(weekly);
    expect(weeks.map((r) => r.series_index)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(weeks.at(-1)?.due_date).toBe("2027-06-14");
    expect((await getEntry(other.scope, weeks.at(-1)!.id, today))?.events.map((e) => [e.action, e.actorName])).toEqual([
      ["created", "Ana Lima"],
    ]);
    expect((await getEntry(other.scope, weekly, today))?.series?.ended).toBe(true);

    // Run again, twice at once: nothing more.
    const again = await Promise.all([keepSeriesAhead({ today }), keepSeriesAhead({ today })]);
    expect(again.map((made) => made ?? 0)).toEqual([0, 0]);
    expect(await seriesRows(monthlyRent)).toHaveLength(8);
    expect(await seriesRows(weekly)).toHaveLength(20);
  });

  it("is left to the instance holding its lock on PostgreSQL, and runs once the lock is free", async () => {
    const books = await newBooks();
    const first = await recurring(books, monthly, "2026-11-10", "2026-11-24");
    const { db: database, dialect } = await appDatabase();
    if (dialect === "postgres")
      await database.connection().execute(async (elsewhere) => {
        const lock = sql`hashtextextended('finance:series-ahead', 0)`;
        await sql`select pg_advisory_lock(${lock})`.execute(elsewhere);
        expect(await keepSeriesAhead({ today: "2027-03-20" })).toBeNull();
        await sql`select pg_advisory_unlock(${lock})`.execute(elsewhere);
        expect(await seriesRows(first)).toHaveLength(4);
      });
    expect(await keepSeriesAhead({ today: "2027-03-20" })).toBeGreaterThanOrEqual(4);
    expect(await seriesRows(first)).toHaveLength(8);
  });
});
