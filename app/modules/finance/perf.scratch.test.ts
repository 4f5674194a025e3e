import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import SQLite from "better-sqlite3";
import { it } from "vitest";
import { database } from "~/db/db.server";
import { newBooks } from "../../../tests/support/ledger-books";
import { listEntries } from "./entries.server";
import { accountBalances, dueEntries } from "./overview.server";
import { addDaysTo } from "~/config/calendar";

import { existsSync, readFileSync, writeFileSync } from "node:fs";
process.env.DATABASE_URL = "file:/tmp/ledger-perf.db";
it("perf", async () => {
  const { db } = await database();
  const fresh = !existsSync("/tmp/ledger-perf.json");
  const books = fresh ? await newBooks() : JSON.parse(readFileSync("/tmp/ledger-perf.json", "utf8"));
  const other = fresh ? await newBooks() : books;
  if (fresh) writeFileSync("/tmp/ledger-perf.json", JSON.stringify(books));
  const file = "/tmp/ledger-perf.db";
  const raw = new SQLite(file);
  raw.pragma("journal_mode = WAL");
  const insert = raw.prepare(`insert into finance_entries (id, organization_id, kind, direction, description, search_text, amount_cents, settled_cents, account_id, category_id, contact_id, cost_center_id, competence_date, due_date, notes, series_id, series_index, transfer_id, cancelled_at, deleted_at, version, created_by, created_at, updated_at) values (?,?,?,?,?,?,?,?,?,?,null,null,?,?,null,null,null,null,null,null,1,?,?,?)`);
  const days = raw.prepare(`insert into finance_account_days (organization_id, account_id, day, net_cents) values (?,?,?,?)`);
  const now = new Date().toISOString();
  const words = ["aluguel", "salario", "fornecedor", "venda", "imposto", "tarifa", "energia", "internet"];
  const fill = raw.transaction((b: typeof books, n: number) => {
    for (let i = 0; i < n; i++) {
      const due = addDaysTo("2025-01-01", i % 730);
      const receita = i % 3 === 0;
      const settled = due < "2026-10-01" || i % 7 === 0 ? 1000 + (i % 5000) : 0;
      insert.run(randomUUID(), b.scope.organizationId, receita ? "receita" : "despesa", receita ? "entrada" : "saida", `${words[i % 8]} ${i}`, `${words[i % 8]} ${i}`, 1000 + (i % 5000), settled, i % 2 ? b.checking : b.cash, receita ? b.income : b.expense, due, due, b.scope.userId, now, now);
    }
    for (const account of [b.checking, b.cash]) for (let d = 0; d < 730; d++) days.run(b.scope.organizationId, account, addDaysTo("2025-01-01", d), 100 - d);
  });
  let t = Date.now();
  if (fresh) {
    fill(books, 1_000_000);
    fill(other, 100_000);
    raw.exec("analyze");
  }
  for (const statement of (process.env.PERF_SQL ?? "").split(";").filter((x) => x.trim())) raw.exec(statement);
  raw.close();
  console.log("filled in", Date.now() - t, "ms");
  const today = "2026-11-24";
  const time = async (name: string, run: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < 30; i++) { const s = performance.now(); await run(); ms.push(performance.now() - s); }
    ms.sort((a, b) => a - b);
    console.log(name, "p50", ms[15]!.toFixed(1), "p95", ms[28]!.toFixed(1));
  };
  const sort = { by: "due_date" as const, order: "asc" as const };
  const org = books.scope.organizationId;
  await time("totals only", () => sql`select count(*), sum(case when e.kind = 'receita' and e.cancelled_at is null then e.amount_cents else 0 end), sum(case when e.kind = 'despesa' and e.cancelled_at is null then e.amount_cents else 0 end) from finance_entries e where e.organization_id = ${org} and e.deleted_at is null and e.due_date >= '2026-06-01' and e.due_date <= '2026-06-30'`.execute(db));
  console.log((await sql`explain query plan select count(*), sum(case when e.kind = 'receita' and e.cancelled_at is null then e.amount_cents else 0 end) from finance_entries e where e.organization_id = ${org} and e.deleted_at is null and e.due_date >= '2026-06-01' and e.due_date <= '2026-06-30'`.execute(db)).rows);
  await time("month page", () => listEntries(books.scope, { month: "2026-06" }, sort, 1, today));
  await time("month page 3", () => listEntries(books.scope, { month: "2026-06" }, sort, 3, today));
  await time("category+text", () => listEntries(books.scope, { month: "2026-06", categoryId: books.expense, q: "aluguel 1" }, sort, 1, today));
  await time("sort by amount", () => listEntries(books.scope, { month: "2026-06" }, { by: "amount", order: "desc" }, 1, today));
  await time("balances", () => accountBalances(books.scope, today));
  await time("vencidos", () => dueEntries(books.scope, { kind: "despesa", tab: "vencidos" }, 1, today));
  await time("em aberto", () => dueEntries(books.scope, { kind: "despesa", tab: "em_aberto" }, 1, today));
  void db;
}, 900_000);
