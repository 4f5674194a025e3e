/**
 * Vitest setup of the db project, run before each test file: gives the file an e-mail outbox,
 * a storage folder and a database of its own, copies of the template that
 * template-database.ts migrated and seeded with the demo data once for the
 * run. With DATABASE_URL pointing to PostgreSQL, the copy is a database
 * created beside it from the template and dropped after the file; otherwise
 * a SQLite file in the system's temporary folder.
 */
import { randomUUID } from "node:crypto";
import { copyFileSync, cpSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";

process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
const outbox = join(tmpdir(), `outbox_${randomUUID()}`);
const storage = join(tmpdir(), `storage_${randomUUID()}`);
cpSync(inject("templateStorage"), storage, { recursive: true });
process.env.OUTBOX_DIR = outbox;
process.env.STORAGE_DIR = storage;
delete process.env.SMTP_URL;
afterAll(() => {
  for (const dir of [outbox, storage]) rmSync(dir, { recursive: true, force: true });
});
const base = process.env.DATABASE_URL;
const name = `test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
const template = inject("templateDatabase");

if (base && /^postgres(ql)?:/.test(base)) {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  afterAll(async () => {
    // Closes the file's pool, when it opened one, so that the copy can be dropped.
    const { closeDatabase } = await import("~/db/db.server");
    await closeDatabase();
    const cleanup = new pg.Client({ connectionString: base });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
} else {
  const file = join(tmpdir(), `${name}.db`);
  copyFileSync(template, file);
  process.env.DATABASE_URL = `file:${file}`;
  afterAll(() => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  });
}
