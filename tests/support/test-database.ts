/**
 * Vitest setup, run before each test file: gives the file an e-mail outbox,
 * a storage folder and a database of its own. With DATABASE_URL pointing to PostgreSQL, a fresh database is created
 * beside it and dropped after the file; otherwise a SQLite file in the
 * system's temporary folder. The app migrates it and seeds the demo data on first use.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll } from "vitest";

process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
const outbox = join(tmpdir(), `outbox_${randomUUID()}`);
const storage = join(tmpdir(), `storage_${randomUUID()}`);
process.env.OUTBOX_DIR = outbox;
process.env.STORAGE_DIR = storage;
delete process.env.SMTP_URL;
afterAll(() => {
  for (const dir of [outbox, storage]) rmSync(dir, { recursive: true, force: true });
});
const base = process.env.DATABASE_URL;
const name = `test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;

if (base && /^postgres(ql)?:/.test(base)) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    const { db } = await import("~/db/db.server");
    await (await db()).destroy();
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
} else {
  const file = join(tmpdir(), `${name}.db`);
  process.env.DATABASE_URL = `file:${file}`;
  afterAll(() => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  });
}

// As the server's entry does: an empty database gets the demo data.
const { seedDatabaseWith } = await import("~/db/db.server");
const { seedDemoData } = await import("~/seed/demo-data.server");
seedDatabaseWith(seedDemoData);
