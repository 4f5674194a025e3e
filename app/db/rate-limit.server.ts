/** Rate limits over `rate_events` (docs/decisions/0011): `take` counts every request, `admit`/`settle` only failed attempts. No window may exceed RETENTION_MS. */
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
  bucket: string;
  limit: number;
  /** Ms, at most RETENTION_MS. */
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

// One advisory lock per bucket and key on PostgreSQL; also the name a waiter waits under.
const lockName = ({ rule, key }: RateClaim) => `${rule.bucket}\n${key}`;

/** SQLite runs one transaction at a time on the connection; PostgreSQL needs a lock per key, taken in one order. */
async function lockClaims(store: RateStore, trx: Kysely<Database>, claims: RateClaim[]) {
  if (store.dialect !== "postgres") return;
  for (const name of [...new Set(claims.map(lockName))].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
  }
}

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

/** Records one event; returns its id. */
export async function recordEvent(db: Kysely<Database>, bucket: string, key: string, now = new Date()): Promise<string> {
  const id = randomUUID();
  await db.insertInto("rate_events").values({ id, bucket, key, occurred_at: now.toISOString() }).execute();
  return id;
}

/** Records one event per claim when none is at its limit, atomically; refused: the first claim at its limit and the ms until it frees a place. */
export async function take(store: RateStore, claims: RateClaim[], now = new Date()): Promise<TakeResult> {
  await pruneNow(store.db, now);
  return store.db.transaction().execute(async (trx) => {
    await lockClaims(store, trx, claims);
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

/** A failure limit that also caps the attempts of its key being checked at once. */
export interface GuardedClaim extends RateClaim {
  inFlight: number;
}

/** An admitted attempt: its claims and its in-flight events, for `settle`. */
export interface Attempt {
  claims: GuardedClaim[];
  ids: string[];
}

export type AdmitResult =
  { ok: true; attempt: Attempt } | { ok: false; refused: GuardedClaim; retryAfterMs: number; busy: boolean };

/** An in-flight event older than this (its process died mid-check) no longer holds a place. */
const IN_FLIGHT_TTL_MS = 60 * 1000;
const WAIT_POLL_MS = 1000;
const BUSY_RETRY_AFTER_MS = 1000;

const inFlightRule = (claim: RateClaim) => ({ bucket: `${claim.rule.bucket}/in-flight`, windowMs: IN_FLIGHT_TTL_MS });

const waiters = new Map<string, Array<() => void>>();

function nextTurn(name: string, ms: number, again: boolean): Promise<void> {
  return new Promise((resolve) => {
    const queue = waiters.get(name) ?? [];
    waiters.set(name, queue);
    const wake = () => {
      clearTimeout(timer);
      const at = queue.indexOf(wake);
      if (at >= 0) queue.splice(at, 1);
      if (queue.length === 0 && waiters.get(name) === queue) waiters.delete(name);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    if (again) queue.unshift(wake);
    else queue.push(wake);
  });
}

const wakeNext = (claim: RateClaim) => waiters.get(lockName(claim))?.[0]?.();

/** Admits an attempt whose outcome is unknown (a password check) under failure-only limits; waits while `inFlight` attempts of a key are checked, refused with `busy` after `waitMs`. */
export async function admit(store: RateStore, claims: GuardedClaim[], waitMs = 10_000): Promise<AdmitResult> {
  const deadline = Date.now() + waitMs;
  for (let waited = false; ; waited = true) {
    const now = new Date();
    await pruneNow(store.db, now);
    const result = await tryAdmit(store, claims, now);
    if (!result.ok && result.busy) {
      const left = deadline - Date.now();
      if (left <= 0) return { ...result, retryAfterMs: BUSY_RETRY_AFTER_MS };
      await nextTurn(lockName(result.refused), Math.min(left, WAIT_POLL_MS), waited);
      continue;
    }
    // A locked claim refuses the whole queue: the next one need not wait to hear it.
    if (!result.ok && waited) wakeNext(result.refused);
    return result;
  }
}

function tryAdmit(store: RateStore, claims: GuardedClaim[], now: Date): Promise<AdmitResult> {
  return store.db.transaction().execute(async (trx) => {
    await lockClaims(store, trx, claims);
    // One statement, so one snapshot: a settle is seen whole or not at all, also on PostgreSQL.
    const windows = claims.flatMap((claim) => [claim.rule, inFlightRule(claim)].map((rule) => ({ ...rule, key: claim.key })));
    const rows = await trx
      .selectFrom("rate_events")
      .select(["bucket", "key", (eb) => eb.fn.countAll<number | string>().as("events")])
      .where((eb) =>
        eb.or(
          windows.map(({ bucket, key, windowMs }) =>
            eb.and([eb("bucket", "=", bucket), eb("key", "=", key), eb("occurred_at", ">", since(now, windowMs))]),
          ),
        ),
      )
      .groupBy(["bucket", "key"])
      .execute();
    const events = (bucket: string, key: string) =>
      Number(rows.find((row) => row.bucket === bucket && row.key === key)?.events ?? 0);
    for (const claim of claims) {
      const failures = events(claim.rule.bucket, claim.key);
      if (failures >= claim.rule.limit) {
        return { ok: false, refused: claim, retryAfterMs: await freedIn(trx, claim, failures, now), busy: false };
      }
    }
    const busy = claims.find((claim) => events(inFlightRule(claim).bucket, claim.key) >= claim.inFlight);
    if (busy) return { ok: false, refused: busy, retryAfterMs: 0, busy: true };
    const placed = claims.map((claim) => ({
      id: randomUUID(),
      bucket: inFlightRule(claim).bucket,
      key: claim.key,
      occurred_at: now.toISOString(),
    }));
    await trx.insertInto("rate_events").values(placed).execute();
    return { ok: true, attempt: { claims, ids: placed.map(({ id }) => id) } };
  });
}

/** Ends an admitted attempt: frees its in-flight places and, when `failed`, counts one failure per claim; then wakes one waiter per claim. */
export async function settle(store: RateStore, { claims, ids }: Attempt, failed: boolean): Promise<void> {
  const now = new Date();
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("rate_events").where("id", "in", ids).execute();
    if (!failed) return;
    const failures = claims.map(({ rule, key }) => ({
      id: randomUUID(),
      bucket: rule.bucket,
      key,
      occurred_at: now.toISOString(),
    }));
    await trx.insertInto("rate_events").values(failures).execute();
  });
  for (const claim of claims) wakeNext(claim);
}

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
