/**
 * The periodic work of the server process (design.md section 8): each job
 * runs once soon after start, then every `everyMs`, never twice at once in
 * this process (a tick that finds it still running is skipped). A failure
 * is logged and the next tick tries again. The timers never keep the
 * process alive; `stop()`, called by the graceful shutdown, cancels the
 * next runs, aborts the signal the running ones were given and waits for
 * them. A job must be idempotent and safe while other instances run it
 * (its own lock: db/run-alone.server.ts).
 */
import type { Logger } from "pino";

export interface PeriodicJob {
  /** Named in the log lines. */
  name: string;
  everyMs: number;
  /** One run; it should stop early once `signal` aborts. What it resolves with is logged. */
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface PeriodicWork {
  /** Cancels the next runs, aborts the running ones and resolves once they have settled. */
  stop(): Promise<void>;
}

/** Milliseconds after start before the first run: the port opens first. */
export const FIRST_RUN_DELAY_MS = 1_000;

/** Starts `jobs` on their schedules, logging to `log`. */
export function startPeriodicWork(jobs: PeriodicJob[], log: Logger, firstRunDelayMs = FIRST_RUN_DELAY_MS): PeriodicWork {
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    let current: Promise<void> | undefined;
    const tick = () => {
      if (current || stopping.signal.aborted) return;
      const started = Date.now();
      const run = Promise.resolve()
        .then(() => job.run(stopping.signal))
        .then(
          (result) => log.info({ job: job.name, result, ms: Date.now() - started }, "periodic job done"),
          (error: unknown) => log.error({ err: error, job: job.name }, "periodic job failed"),
        );
      current = run.finally(() => {
        running.delete(current!);
        current = undefined;
      });
      running.add(current);
    };
    timers.push(setTimeout(tick, firstRunDelayMs).unref(), setInterval(tick, job.everyMs).unref());
  }
  return {
    async stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
