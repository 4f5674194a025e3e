/**
 * The database of this process: a Kysely instance over better-sqlite3 (WAL,
 * busy_timeout 5000 ms, foreign keys, 64 MiB page cache, 256 MiB mmap) or pg, chosen by DATABASE_URL
 * (app/config.server.ts). `database()` migrates to the latest schema and
 * seeds demo data into an empty database on first use; every caller awaits
 * the same promise. Throws what the driver throws when the database cannot
 * be opened.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { config, type DatabaseConfig } from "~/config.server";
import type { Dialect } from "./dialect";
import { migrationProvider } from "./migrations/index";
import type { Database } from "./schema";
import { seedDemoData } from "./seed.server";

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
}

const TIMESTAMPTZ_OID = 1184;

/** Opens a connection (pool) without migrating. */
export function openDatabase(settings: DatabaseConfig): AppDatabase {
  if (settings.dialect === "postgres") {
    const pool = new pg.Pool({
      connectionString: settings.connectionString,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: "text" | "binary") =>
          oid === TIMESTAMPTZ_OID
            ? (value: string) => new Date(value).toISOString()
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client's error (a server restart, a dropped database) must not crash the process.
    pool.on("error", (error) => console.error("PostgreSQL pool:", error.message));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  if (settings.file !== ":memory:") mkdirSync(dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  // A large member table outgrows SQLite's 2 MB default page cache: search
  // latency at a million members depends on these (bench/search.ts).
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: "sqlite" };
}

/** Runs every pending migration; throws the first migration error. */
export async function migrateToLatest({ db, dialect }: AppDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

let ready: Promise<AppDatabase> | undefined;

/** The migrated (and, when empty, seeded) database of this process. */
export function database(): Promise<AppDatabase> {
  ready ??= (async () => {
    const app = openDatabase(config().database);
    await migrateToLatest(app);
    await seedDemoData(app.db);
    return app;
  })();
  return ready;
}

/** The Kysely instance alone, for modules that need no dialect. */
export async function db(): Promise<Kysely<Database>> {
  return (await database()).db;
}
