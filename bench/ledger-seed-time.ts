/**
 * How long the demo seed's ledgers take (app/seed/demo-finance.server.ts:
 * four organizations, 24 months each, with their history), on a fresh
 * SQLite file and, given a PostgreSQL URL, a fresh `ledger_bench` database:
 * the median of three runs, wall time and this process's CPU time (on
 * SQLite the database works inside this process; on PostgreSQL in its
 * server).
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { SEED_ORGANIZATIONS } from "~/config/organizations";
import type { DatabaseConfig } from "~/config.server";
import { migrateToLatest, openDatabase } from "~/db/db.server";
import { seedDemoFinance } from "~/seed/demo-finance.server";

const RUNS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(settings: DatabaseConfig): Promise<{ wall: number; cpu: number; entries: number }> {
  const app = openDatabase(settings);
  try {
    await migrateToLatest(app);
    const now = new Date().toISOString();
    const organizations = SEED_ORGANIZATIONS.map(({ slug }) => ({ id: randomUUID(), slug, actorId: randomUUID() }));
    await app.db
      .insertInto("organizations")
      .values(organizations.map(({ id, slug }) => ({ id, slug, display_name: slug, created_at: now })))
      .execute();
    const started = performance.now();
    const cpu = process.cpuUsage();
    await app.db.transaction().execute((trx) => seedDemoFinance(trx, organizations));
    const used = process.cpuUsage(cpu);
    const { n } = await app.db
      .selectFrom("finance_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000, entries: Number(n) };
  } finally {
    await app.db.destroy();
  }
}

async function report(label: string, run: () => Promise<{ wall: number; cpu: number; entries: number }>) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run());
  const wall = median(runs.map((r) => r.wall));
  const cpu = median(runs.map((r) => r.cpu));
  console.log(`| ${label} | ${runs[0]!.entries} | ${wall.toFixed(0)} | ${cpu.toFixed(0)} |`);
}

/** Prints the demo ledgers' seed time on SQLite and, when `postgres` is a URL, on PostgreSQL. */
export async function timeDemoSeed(postgres: string | null): Promise<void> {
  console.log(`\nSemente de demonstração (4 organizações), mediana de ${RUNS}:\n`);
  console.log("| banco | lançamentos | parede (ms) | CPU do Node (ms) |\n|---|---:|---:|---:|");
  await report("SQLite", async () => {
    const file = join(tmpdir(), `bench-ledger-seed-${randomUUID()}.db`);
    try {
      return await once({ dialect: "sqlite", file });
    } finally {
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    }
  });
  if (!postgres) return;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  const url = new URL(postgres);
  url.pathname = "/ledger_bench";
  try {
    await report("PostgreSQL", async () => {
      await admin.query("DROP DATABASE IF EXISTS ledger_bench WITH (FORCE)");
      await admin.query("CREATE DATABASE ledger_bench");
      return once({ dialect: "postgres", connectionString: url.toString() });
    });
  } finally {
    await admin.query("DROP DATABASE IF EXISTS ledger_bench WITH (FORCE)");
    await admin.end();
  }
}
