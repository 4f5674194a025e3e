/**
 * Periodic work that every instance of the server starts runs in one of
 * them at a time (design.md section 8). On PostgreSQL a session advisory
 * lock named after the work is tried, never waited for, on a connection
 * held for the run; it is released after the run, or with the connection
 * if the process dies. SQLite serves one instance per database file, whose
 * writes the single writer serializes anyway: the work runs at once.
 */
import { sql } from "kysely";
import { database } from "./db.server";

/**
 * Runs `work` unless another process is running the work named `name`;
 * resolves with its result, or null when it was left to the other one.
 * Rejects with what `work` rejects with.
 */
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
