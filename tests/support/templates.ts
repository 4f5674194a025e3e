/**
 * The template databases of the db project (vitest.config.ts): where each
 * lives, and how one is made, for template-database.ts (the global setup,
 * which makes the slim one) and test-database.ts (each file's setup, which
 * makes the one with the demo data when a file first asks for it).
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import pg from "pg";
import type { Seeder } from "~/db/db.server";

/** A template: a PostgreSQL database name or a SQLite file path, and the storage folder of its files (avatars). */
export interface Template {
  database: string;
  storage: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The slim template: the demo organizations and accounts. */
    slimTemplate: Template;
    /** Where the template with the demo business data goes once made, and the run's scratch folder. */
    demoDataTemplate: Template & { scratch: string };
  }
}

export const isPostgres = (url: string | undefined): url is string => !!url && /^postgres(ql)?:/.test(url);

/** Where a template goes: a new database name beside `base`, or a file in `scratch`; its storage folder in `scratch`. */
export function templatePlace(base: string | undefined, scratch: string, label: string): Template {
  const name = `template_${label}_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  return { database: isPostgres(base) ? name : join(scratch, `${name}.db`), storage: join(scratch, `${label}-storage`) };
}

/** Creates `template.database` beside `base` (PostgreSQL) or as a SQLite file, migrated and filled by `seeder`. */
export async function makeTemplate(base: string | undefined, template: Template, seeder: Seeder): Promise<void> {
  const { loadConfig } = await import("~/config.server");
  const { migrateToLatest, openDatabase } = await import("~/db/db.server");
  let url = `file:${template.database}`;
  if (isPostgres(base)) {
    await adminQuery(base, `CREATE DATABASE ${template.database}`);
    url = databaseUrl(base, template.database);
  }
  const app = openDatabase(loadConfig({ ...process.env, DATABASE_URL: url }).database);
  try {
    await migrateToLatest(app);
    await seeder(app.db);
  } finally {
    await app.db.destroy();
  }
}

/** `base` naming the database `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the database of `url` (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
