/** Waits for a SQLite lock without blocking the event loop: a busy timeout of a few ms, then asynchronous retries until a budget is spent (docs/decisions/0012). */
import { setTimeout as sleep } from "node:timers/promises";
import { performance } from "node:perf_hooks";
import { recordDatabaseBusy } from "./busy-scope.server";
import { DatabaseBusyError } from "./errors";
import type { Mutex } from "./mutex";

/** How long SQLite itself may block the event loop on a lock, per attempt (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 2;

export interface BusyPolicy {
  /** Ms a statement may wait for the lock before DatabaseBusyError. */
  budgetMs: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_BUSY_POLICY: BusyPolicy = { budgetMs: 5_000, firstDelayMs: 5, maxDelayMs: 100 };

/** True for SQLITE_BUSY and its extended codes (SQLITE_BUSY_SNAPSHOT, ...). */
export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/** A DatabaseBusyError for `cause` (Retry-After: the budget, in whole seconds), recorded in the current busy scope (busy-scope.server.ts). */
export function databaseBusy(policy: BusyPolicy, cause: unknown): DatabaseBusyError {
  const error = new DatabaseBusyError(policy.budgetMs / 1000, { cause });
  recordDatabaseBusy(error);
  return error;
}

/** Runs `attempt` (which must leave nothing half done) until it does not fail with SQLITE_BUSY; waiters queue on `line`. Rejects with DatabaseBusyError after `policy.budgetMs`. */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, policy: BusyPolicy, line: Mutex): Promise<T> {
  const deadline = performance.now() + policy.budgetMs;
  let inLine = false;
  try {
    for (let delay = policy.firstDelayMs; ; delay = Math.min(delay * 2, policy.maxDelayMs)) {
      try {
        return await attempt();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        const remaining = deadline - performance.now();
        if (remaining <= 0) throw databaseBusy(policy, error);
        if (!inLine) await line.lock();
        inLine = true;
        await sleep(Math.min(delay, remaining));
      }
    }
  } finally {
    if (inLine) line.unlock();
  }
}
