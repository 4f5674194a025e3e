/**
 * The driver of the benchmarks that load a database in a child process
 * (`bench/<name>-run.ts`): `runScript` runs one under tsx with DATABASE_URL
 * set; `onScratchDatabases` hands `run` a fresh SQLite file (removed after,
 * unless `keepFile` names it) and, when DATABASE_URL names PostgreSQL, a
 * fresh database `<name>_bench` beside it (dropped after, whatever happens).
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Runs `bench/<script>` with `args` on the database at `url`; throws when it fails. */
export function runScript(script: string, url: string, args: string[]): void {
  const result = spawnSync(process.execPath, ["--import", "tsx", `bench/${script}`, ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: url, SESSION_SECRET: "bench-secret-0123456789abcdef0123456789", LOG_LEVEL: "silent" },
  });
  if (result.status !== 0) throw new Error(`the run on ${url} stopped (${result.status})`);
}

export async function onScratchDatabases(
  name: string,
  run: (url: string, dialect: "sqlite" | "postgres") => void | Promise<void>,
  options: { sqlite?: boolean; keepFile?: string } = {},
): Promise<void> {
  if (options.sqlite !== false) {
    const file = options.keepFile ?? join(tmpdir(), `bench-${name}-${randomUUID()}.db`);
    try {
      await run(`file:${file}`, "sqlite");
    } finally {
      if (!options.keepFile) for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    }
  }
  const base = process.env.DATABASE_URL;
  if (!base || !/^postgres(ql)?:/.test(base)) return;
  const database = `${name.replaceAll("-", "_")}_bench`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const url = new URL(base);
  url.pathname = `/${database}`;
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    await run(url.toString(), "postgres");
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}
