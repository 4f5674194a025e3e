/**
 * Vitest setup of the db project, run before each test file: gives the file
 * an e-mail outbox, a storage folder and a database of its own, copies of a
 * template — the slim one that template-database.ts made for the run (the
 * demo organizations and accounts), or, when the file's source has the tag
 * `@demo-data` (in its header comment, saying what it reads), the one with
 * all the demo business data. The first file that asks for that one makes
 * it while the others that ask wait, so a run without such a file never
 * pays its seeding (about 15 s on SQLite, 30 s on PostgreSQL here). With
 * DATABASE_URL pointing to PostgreSQL, the copy is a database created
 * beside it from the template and dropped after the file; otherwise a
 * SQLite file in the system's temporary folder.
 */
import { randomUUID } from "node:crypto";
import { closeSync, copyFileSync, cpSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, inject, vi } from "vitest";
import { adminQuery, databaseUrl, isPostgres, makeTemplate, type Template } from "./templates";

/**
 * The template with the demo business data: made here when no other file
 * made it or is making it, else waited for; throws what its making threw.
 */
async function demoDataTemplate(): Promise<Template> {
  const template = inject("demoDataTemplate");
  const ready = join(template.scratch, "demo-data.ready");
  let maker = true;
  try {
    closeSync(openSync(join(template.scratch, "demo-data.lock"), "wx"));
  } catch {
    maker = false;
  }
  if (maker) {
    let outcome = "ok";
    const storage = process.env.STORAGE_DIR;
    try {
      process.env.STORAGE_DIR = template.storage;
      const { seedDemoData } = await import("~/seed/demo-data.server");
      await makeTemplate(process.env.DATABASE_URL, template, seedDemoData);
    } catch (error) {
      outcome = error instanceof Error ? (error.stack ?? error.message) : String(error);
    }
    // The seed's modules read the configuration (its storage folder) once: the file gets fresh ones.
    process.env.STORAGE_DIR = storage;
    vi.resetModules();
    writeFileSync(`${ready}.tmp`, outcome);
    renameSync(`${ready}.tmp`, ready);
  }
  while (!existsSync(ready)) await new Promise((resolve) => setTimeout(resolve, 200));
  const outcome = readFileSync(ready, "utf8");
  if (outcome !== "ok") throw new Error(`The template with the demo data could not be made:\n${outcome}`);
  return template;
}

process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
const outbox = join(tmpdir(), `outbox_${randomUUID()}`);
const storage = join(tmpdir(), `storage_${randomUUID()}`);
process.env.OUTBOX_DIR = outbox;
process.env.STORAGE_DIR = storage;
delete process.env.SMTP_URL;
const template = /@demo-data\b/.test(readFileSync(expect.getState().testPath!, "utf8"))
  ? await demoDataTemplate()
  : inject("slimTemplate");
cpSync(template.storage, storage, { recursive: true });
afterAll(() => {
  for (const dir of [outbox, storage]) rmSync(dir, { recursive: true, force: true });
});
const base = process.env.DATABASE_URL;
const name = `test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;

if (isPostgres(base)) {
  await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  process.env.DATABASE_URL = databaseUrl(base, name);
  afterAll(async () => {
    // Closes the file's pool, when it opened one, so that the copy can be dropped.
    const { closeDatabase } = await import("~/db/db.server");
    await closeDatabase();
    await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
} else {
  const file = join(tmpdir(), `${name}.db`);
  copyFileSync(template.database, file);
  process.env.DATABASE_URL = `file:${file}`;
  afterAll(() => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  });
}
