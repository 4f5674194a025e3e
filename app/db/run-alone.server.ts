/** Periodic work runs in one instance at a time: a PostgreSQL session advisory lock, tried, never waited for; on SQLite (one instance per file) it runs at once. */
import { sql } from "kysely";
import { database } from "./db.server";

/** Runs `work` unless another process is running the work named `name`; resolves with its result, or null when it was left to the other one. */
export async function runAlone<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  const { db, dialect } = await database();
  if (dialect !== "postgres") return work();
  const key = sql`hashtextextended(${name}, 0)`;
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_lock(${key}) as held`.execute(connection);
    if (!rows[0]?.held) return null;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
