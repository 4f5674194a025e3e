/** The event log keeps a day: a stream away longer reloads its page anyway. */
import { database } from "~/db/db.server";
import { runAlone } from "~/db/run-alone.server";

export const KEEP_EVENTS_MS = 24 * 60 * 60 * 1000;
const BATCH = 5_000;

/** Deletes the events recorded more than `keepMs` before `now`; resolves with how many (null: another instance is at it). */
export async function pruneLiveEvents({
  now = new Date(),
  keepMs = KEEP_EVENTS_MS,
  signal,
}: { now?: Date; keepMs?: number; signal?: AbortSignal } = {}) {
  const before = new Date(now.getTime() - keepMs).toISOString();
  return runAlone("events:prune", async () => {
    const { db } = await database();
    let deleted = 0;
    while (!signal?.aborted) {
      const batch = db.selectFrom("live_events").select("id").where("created_at", "<", before).orderBy("id").limit(BATCH);
      const result = await db.deleteFrom("live_events").where("id", "in", batch).executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < BATCH) break;
    }
    return deleted;
  });
}
