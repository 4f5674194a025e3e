/**
 * A scratch app database on a SQLite file of its own (whatever DATABASE_URL
 * says: these tests are about the SQLite driver), migrated, and a second
 * better-sqlite3 connection that holds its write lock, as another process
 * would.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import { migrateToLatest, openDatabase } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { BusyPolicy } from "~/db/sqlite-busy.server";

export interface ScratchSqlite {
  db: Kysely<Database>;
  /** Holds the write lock: BEGIN IMMEDIATE and an uncommitted insert. */
  hold(): void;
  /** Commits the holder's transaction, freeing the lock. */
  release(): void;
  /** Closes both connections and deletes the files. */
  cleanup(): Promise<void>;
}

/** Opens, migrates and returns a scratch database with `busy` as its wait policy. */
export async function scratchSqlite(busy: Partial<BusyPolicy>): Promise<ScratchSqlite> {
  const file = join(tmpdir(), `busy_${randomUUID()}.db`);
  const app = openDatabase({ dialect: "sqlite", file }, { busy });
  await migrateToLatest(app);
  const holder = new SQLite(file);
  return {
    db: app.db,
    hold() {
      holder.exec("BEGIN IMMEDIATE");
      holder
        .prepare("INSERT INTO organizations (id, slug, display_name, created_at) VALUES (?, ?, ?, ?)")
        .run(randomUUID(), "holder", "Holder", new Date().toISOString());
    },
    release() {
      if (holder.inTransaction) holder.exec("COMMIT");
    },
    async cleanup() {
      if (holder.inTransaction) holder.exec("ROLLBACK");
      holder.close();
      await app.db.destroy();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
    },
  };
}

/** Inserts an organization with `slug` (a small write through the app's Kysely instance). */
export function insertOrganization(db: Kysely<Database>, slug: string) {
  return db
    .insertInto("organizations")
    .values({ id: randomUUID(), slug, display_name: slug, created_at: new Date().toISOString() })
    .execute();
}

/** The organization slugs the app's connection can read, sorted. */
export async function slugs(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("organizations").select("slug").orderBy("slug").execute();
  return rows.map((row) => row.slug);
}
