/**
 * Timing and plans for bench/ledger.ts: runs a call many times and gives
 * its p50/p95/p99 in ms; records the statements a call sends through Kysely
 * (every query of the app passes its query executor) and prints their
 * plans: EXPLAIN QUERY PLAN on SQLite, EXPLAIN (ANALYZE, BUFFERS) on
 * PostgreSQL (EXPLAIN alone for a write), with the parameters the call used.
 */
import { CompiledQuery, DefaultQueryExecutor, type Kysely } from "kysely";
import type { Dialect } from "~/db/dialect";
import type { Database } from "~/db/schema";

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  /** This process's CPU time per call (user + system), p50 and p95: on SQLite the query's own work, whatever else the machine runs. */
  cpu50: number;
  cpu95: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Times `rounds` calls (each of `calls` in turn) after one warm-up pass. */
export async function time(rounds: number, calls: Array<() => Promise<unknown>>): Promise<Percentiles> {
  for (const call of calls) await call();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const call of calls) {
      const started = performance.now();
      const used = process.cpuUsage();
      await call();
      const { user, system } = process.cpuUsage(used);
      wall.push(performance.now() - started);
      cpu.push((user + system) / 1000);
    }
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    p50: percentile(wall, 50),
    p95: percentile(wall, 95),
    p99: percentile(wall, 99),
    cpu50: percentile(cpu, 50),
    cpu95: percentile(cpu, 95),
  };
}

type Executor = { executeQuery(query: CompiledQuery, ...rest: unknown[]): Promise<unknown> };
const base = Object.getPrototypeOf(DefaultQueryExecutor.prototype) as Executor;
const execute = base.executeQuery;
let recording: CompiledQuery[] | null = null;
base.executeQuery = function (this: Executor, query: CompiledQuery, ...rest: unknown[]) {
  recording?.push(query);
  return execute.call(this, query, ...rest);
};

/** The statements `call` sends to the database; one call at a time (not concurrently with another). */
export async function statementsOf(call: () => Promise<unknown>): Promise<CompiledQuery[]> {
  const statements: CompiledQuery[] = [];
  recording = statements;
  try {
    await call();
  } finally {
    recording = null;
  }
  return statements;
}

/** The plan of one statement as text lines; on PostgreSQL a write (not a SELECT) is planned without ANALYZE, which would run it again. */
export async function planOf(db: Kysely<Database>, dialect: Dialect, query: CompiledQuery): Promise<string[]> {
  const write = !/^\s*(select|with)\b/i.test(query.sql);
  const prefix =
    dialect === "sqlite" ? "EXPLAIN QUERY PLAN " : write ? "EXPLAIN (COSTS OFF) " : "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ";
  const result = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
  if (dialect === "postgres") return result.rows.map((row) => String(row["QUERY PLAN"]));
  // SQLite: one row per node, `parent` the id of the node it sits under.
  const depth = new Map<number, number>([[0, -1]]);
  return result.rows.map((row) => {
    const level = (depth.get(Number(row.parent)) ?? -1) + 1;
    depth.set(Number(row.id), level);
    return `${"  ".repeat(level)}${String(row.detail)}`;
  });
}
