/** Periodic jobs: run soon after start, then every `everyMs`, never twice at once in this process; a job must be idempotent across instances (db/run-alone.server.ts). */
import type { Logger } from "pino";

export interface PeriodicJob {
  name: string;
  everyMs: number;
  run: (signal: AbortSignal) => Promise<unknown>;
}

export interface PeriodicWork {
  stop(): Promise<void>;
}

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
