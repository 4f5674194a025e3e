import { randomUUID } from "node:crypto";
import { sql, type Compilable } from "kysely";
import { it } from "vitest";
import { database } from "~/db/db.server";
import { entryInput, newBooks } from "../../../tests/support/ledger-books";
import { statusCondition, OPEN } from "./status.server";
import { entryRows } from "./rows.server";

it("plans", async () => {
  const { db, dialect } = await database();
  const books = await newBooks();
  const other = await newBooks();
  const now = new Date().toISOString();
  for (const b of [books, other]) {
    const rows = [];
    for (let i = 0; i < 30000; i++) {
      const day = String((i % 28) + 1).padStart(2, "0");
      const month = String((i % 12) + 1).padStart(2, "0");
      rows.push({
        id: randomUUID(), organization_id: b.scope.organizationId, kind: i % 2 ? "receita" as const : "despesa" as const,
        direction: i % 2 ? "entrada" as const : "saida" as const, description: `d${i}`, search_text: `desc ${i}`,
        amount_cents: 1000 + i, settled_cents: i % 3 === 0 ? 1000 + i : 0, account_id: b.checking,
        category_id: i % 2 ? b.income : b.expense, contact_id: null, cost_center_id: null,
        competence_date: `2026-${month}-${day}`, due_date: `2026-${month}-${day}`, notes: null, series_id: null, series_index: null,
        transfer_id: null, cancelled_at: null, deleted_at: null, version: 1, created_by: b.scope.userId, created_at: now, updated_at: now,
      });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insertInto("finance_entries").values(rows.slice(i, i + 500)).execute();
  }
  await sql`analyze`.execute(db);
  const scope = books.scope;
  const explain = async (name: string, query: Compilable) => {
    const { sql: text, parameters } = query.compile();
    const prefix = dialect === "postgres" ? "explain " : "explain query plan ";
    const result = await sql.raw(prefix + text.replace(/\$(\d+)/g, (_, n) => `'${String(parameters[Number(n) - 1]).replace(/'/g, "''")}'`).replace(/\?/g, () => { const p = parameters.shift(); return typeof p === "number" ? String(p) : `'${String(p).replace(/'/g, "''")}'`; })).execute(db);
    console.log(`== ${name}\n` + (result.rows as any[]).map((r) => r["QUERY PLAN"] ?? r.detail).join("\n"));
  };
  const monthConds = [sql<boolean>`e.organization_id = ${scope.organizationId}`, sql<boolean>`e.deleted_at is null`, sql<boolean>`e.due_date >= ${"2026-11-01"}`, sql<boolean>`e.due_date <= ${"2026-11-30"}`];
  await explain("month page", entryRows(db, scope).where(({ and }) => and(monthConds)).orderBy("e.due_date").orderBy("e.id").limit(50));
  await explain("category + text", entryRows(db, scope).where(({ and }) => and([...monthConds, sql<boolean>`e.category_id = ${books.income}`, sql<boolean>`e.search_text like ${"%esc 1%"} escape '\\'`])).orderBy("e.due_date").orderBy("e.id").limit(50));
  await explain("totals", db.selectFrom("finance_entries as e").where(({ and }) => and(monthConds)).select([sql`count(*)`.as("t"), sql`sum(case when e.kind = 'receita' and e.cancelled_at is null then e.amount_cents else 0 end)`.as("i")]));
  await explain("vencidos tab", entryRows(db, scope).where(({ and }) => and([sql<boolean>`e.organization_id = ${scope.organizationId}`, sql<boolean>`e.kind = ${"despesa"}`, OPEN, sql<boolean>`e.due_date < ${"2026-11-24"}`])).orderBy("e.due_date").orderBy("e.id").limit(50));
  await explain("vencidos count", db.selectFrom("finance_entries as e").select(sql`count(*)`.as("t")).where(({ and }) => and([sql<boolean>`e.organization_id = ${scope.organizationId}`, sql<boolean>`e.kind = ${"despesa"}`, OPEN, sql<boolean>`e.due_date < ${"2026-11-24"}`])));
  await explain("status filter vencido", db.selectFrom("finance_entries as e").select("e.id").where(({ and }) => and([...monthConds, statusCondition("vencido", "2026-11-24")])));
  void entryInput;
}, 600_000);
