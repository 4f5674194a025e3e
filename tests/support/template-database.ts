/**
 * Vitest global setup of the db project: migrates and seeds one template database (and the
 * demo avatars it stores) before the run, so that each test file's setup
 * (test-database.ts) copies it instead of seeding its own: a PostgreSQL
 * `CREATE DATABASE … TEMPLATE`, or a copy of the SQLite file. Dropped after
 * the run.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL database name, or a SQLite file path. */
    templateDatabase: string;
    /** The storage folder the template's files (avatars) are in. */
    templateStorage: string;
  }
}

const isPostgres = (url: string | undefined): url is string => !!url && /^postgres(ql)?:/.test(url);

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  const name = `template_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  const storage = mkdtempSync(join(tmpdir(), "template-storage-"));
  process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
  process.env.STORAGE_DIR = storage;
  process.env.LOG_LEVEL ??= "silent";

  let target: string;
  if (isPostgres(base)) {
    await adminQuery(base, `CREATE DATABASE ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    target = name;
  } else {
    target = join(tmpdir(), `${name}.db`);
    process.env.DATABASE_URL = `file:${target}`;
  }

  const { closeDatabase, database, seedDatabaseWith } = await import("~/db/db.server");
  const { seedDemoData } = await import("~/seed/demo-data.server");
  seedDatabaseWith(seedDemoData);
  await database();
  await closeDatabase();
  process.env.DATABASE_URL = base;

  project.provide("templateDatabase", target);
  project.provide("templateStorage", storage);
  return async () => {
    rmSync(storage, { recursive: true, force: true });
    if (isPostgres(base)) await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else for (const suffix of ["", "-wal", "-shm"]) rmSync(`${target}${suffix}`, { force: true });
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
