/** This process's database: Kysely over better-sqlite3 or pg, chosen by DATABASE_URL; migrated and seeded on first use. */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { config, type DatabaseConfig } from "~/config.server";
import { logger } from "~/server/logger.server";
import type { Dialect } from "./dialect";
import { migrationProvider } from "./migrations/index";
import type { Database } from "./schema";
import { DEFAULT_BUSY_POLICY, SQLITE_BUSY_TIMEOUT_MS, type BusyPolicy } from "./sqlite-busy.server";
import { YieldingSqliteDialect } from "./sqlite-driver.server";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

const TIMESTAMPTZ_OID = 1184;
// bigint and numeric come back as numbers, as on SQLite: far below 2^53 here.
const NUMBER_OIDS = new Set([20, 1700]);

export interface OpenOptions {
  busy?: Partial<BusyPolicy>;
}

/** Opens a connection (pool) without migrating. */
export function openDatabase(settings: DatabaseConfig, options: OpenOptions = {}): AppDatabase {
  if (settings.dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: settings.connectionString,
      max: 10,
      // Parallel workers cost more to start than they save on these one-index-range reads (bench/ledger.ts).
      options: "-c max_parallel_workers_per_gather=0",
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === TIMESTAMPTZ_OID
            ? (value: string) => new Date(value).toISOString()
            : NUMBER_OIDS.has(oid)
              ? Number
              : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client's error (a server restart, a dropped database) must not crash the process.
    pool.on("error", (error) => logger().error({ err: error }, "PostgreSQL pool: an idle client failed"));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  if (settings.file !== ":memory:") mkdirSync(dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma("foreign_keys = ON");
  // SQLite's 2 MB default page cache is too small for search at a million members (bench/search.ts).
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const dialect = new YieldingSqliteDialect(sqlite, { ...DEFAULT_BUSY_POLICY, ...options.busy });
  return { db: new Kysely<Database>({ dialect }), dialect: "sqlite" };
}

/** Runs every pending migration; throws the first migration error. */
export async function migrateToLatest({ db, dialect }: AppDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

let ready: Promise<AppDatabase> | undefined;

/** Fills an empty database; must leave a populated one as it is. */
export type Seeder = (db: Kysely<Database>) => Promise<void>;
let seeder: Seeder | undefined;

/** Sets the seeder that `database()` runs after migrating, before its first call. */
export function seedDatabaseWith(fill: Seeder): void {
  seeder = fill;
}

/** The migrated (and, when empty, seeded) database of this process; a failure rejects this call's waiters only, the next call retries. */
export function database(): Promise<AppDatabase> {
  ready ??= prepare().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

async function prepare(): Promise<AppDatabase> {
  const app = openDatabase(config().database);
  try {
    await migrateToLatest(app);
    await seeder?.(app.db);
    return app;
  } catch (error) {
    await app.db.destroy().catch(() => undefined);
    throw error;
  }
}

/** Closes this process's database (the SQLite file, or the pg pool once its clients are back); a later `database()` would open it again. */
export async function closeDatabase(): Promise<void> {
  const current = ready;
  ready = undefined;
  const app = await current?.catch(() => undefined);
  await app?.db.destroy();
}

/** The Kysely instance alone, for modules that need no dialect. */
export async function db(): Promise<Kysely<Database>> {
  return (await database()).db;
}
