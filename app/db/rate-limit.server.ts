/**
 * Rate limits over one table, `rate_events` (docs/decisions/0011): every
 * limit of the product counts events of a bucket and key within a sliding
 * window (sign-in failures, registration starts, reset requests, the login
 * page's throttle). Here so that the services and the web modules share it
 * without reaching into each other (design.md 7). Events older than
 * RETENTION_MS are pruned, so no window may be longer.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Dialect } from "./dialect";
import type { Database } from "./schema";

/** A database and its dialect (what `database()` resolves with). */
export interface RateStore {
  db: Kysely<Database>;
  dialect: Dialect;
}

export interface RateRule {
  /** What is counted, e.g. "auth/login-failure/pair". */
  bucket: string;
  /** Events allowed within the window; one more is refused. */
  limit: number;
  /** Length of the sliding window in ms, at most RETENTION_MS. */
  windowMs: number;
}

/** One limit applied to one key (an address, an e-mail, ...). */
export interface RateClaim {
  rule: RateRule;
  key: string;
}

/** `ids` are the recorded events, in the order of the claims. */
export type TakeResult = { ok: true; ids: string[] } | { ok: false; refused: RateClaim; retryAfterMs: number };

export const RETENTION_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

const since = (now: Date, windowMs: number) => {
  if (windowMs > RETENTION_MS) throw new RangeError(`rate window ${windowMs} ms is longer than the retention`);
  return new Date(now.getTime() - windowMs).toISOString();
};

/** Events of `key` in the bucket within the window ending at `now`. */
export async function countEvents(
  db: Kysely<Database>,
  rule: Pick<RateRule, "bucket" | "windowMs">,
  key: string,
  now = new Date(),
): Promise<number> {
  const row = await db
    .selectFrom("rate_events")
    .select((eb) => eb.fn.countAll<number | string>().as("events"))
    .where("bucket", "=", rule.bucket)
    .where("key", "=", key)
    .where("occurred_at", ">", since(now, rule.windowMs))
    .executeTakeFirst();
  return Number(row?.events ?? 0);
}

/** Records one event; returns its id (for `releaseEvent`). */
export async function recordEvent(db: Kysely<Database>, bucket: string, key: string, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.insertInto("rate_events").values({ id, bucket, key, occurred_at: now.toISOString() }).execute();
  return id;
}

/**
 * Checks every claim and, when none is at its limit, records one event for
 * each, atomically (two parallel requests cannot both take the last
 * place). Refused: the first claim at its limit and the ms until it frees
 * a place; nothing is recorded.
 */
export async function take(store: RateStore, claims: RateClaim[], now = new Date()): Promise<TakeResult> {
  await pruneNow(store.db, now);
  return store.db.transaction().execute(async (trx) => {
    // SQLite runs one transaction at a time on the connection; PostgreSQL needs a lock per key.
    if (store.dialect === "postgres") {
      const names = [...new Set(claims.map(({ rule, key }) => `${rule.bucket}\n${key}`))].sort();
      for (const name of names) await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
    }
    for (const claim of claims) {
      const events = await countEvents(trx, claim.rule, claim.key, now);
      if (events >= claim.rule.limit) {
        return { ok: false, refused: claim, retryAfterMs: await freedIn(trx, claim, events, now) };
      }
    }
    const ids: string[] = [];
    for (const { rule, key } of claims) ids.push(await recordEvent(trx, rule.bucket, key, now));
    return { ok: true, ids };
  });
}

/** Ms until enough events of the claim leave the window for one more to fit. */
async function freedIn(db: Kysely<Database>, { rule, key }: RateClaim, events: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom("rate_events")
    .select("occurred_at")
    .where("bucket", "=", rule.bucket)
    .where("key", "=", key)
    .where("occurred_at", ">", since(now, rule.windowMs))
    .orderBy("occurred_at")
    .limit(1)
    .offset(events - rule.limit)
    .executeTakeFirst();
  const freed = row ? Date.parse(row.occurred_at) + rule.windowMs : now.getTime() + rule.windowMs;
  return Math.max(0, freed - now.getTime());
}

/** Removes one event (one taken for an attempt that turned out not to count). */
export async function releaseEvent(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("rate_events").where("id", "=", id).execute();
}

/** Removes every event of `key` in the bucket (a success clears its failures). */
export async function clearKey(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom("rate_events").where("bucket", "=", bucket).where("key", "=", key).execute();
}

/** Removes every event of the bucket whose key starts with `prefix` (which must end in a separator). */
export async function clearKeyPrefix(db: Kysely<Database>, bucket: string, prefix: string): Promise<void> {
  // A range on the index rather than LIKE: SQLite's LIKE ignores case and skips the index.
  const last = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  await db.deleteFrom("rate_events").where("bucket", "=", bucket).where("key", ">=", prefix).where("key", "<", last).execute();
}

/** Deletes events older than RETENTION_MS; returns how many. */
export async function pruneEvents(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_events").where("occurred_at", "<=", since(now, RETENTION_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

let prunedAt = 0;

async function pruneNow(db: Kysely<Database>, now: Date) {
  if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now.getTime();
  await pruneEvents(db, now);
}
