/**
 * WEB_CONCURRENCY > 1 (docs/decisions/0031-workers.md): this process forks the workers, which share its port (node:cluster
 * hands connections round-robin), and only watches them. The first worker migrates and seeds alone; the rest start once it
 * listens. One worker at a time runs the periodic work (PERIODIC_WORK=1 in its environment). A worker that dies is replaced
 * in `RESTART_DELAY_MS`; one that dies before it ever listened stops all (a bad database, a taken port). SIGTERM or SIGINT
 * passes SIGTERM to every worker, which drains (shutdown.server.ts); the process exits once all have, 0 when all exited 0.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import { SHUTDOWN_GRACE_MS } from "./shutdown.server";

export const RESTART_DELAY_MS = 1_000;
/** Beyond a worker's own grace period: its clean-up (after-response work, the database) gets this long before SIGKILL. */
const CLEAN_UP_MS = 10_000;

/** The environment variable that gives a worker the periodic work ("1") or not ("0"). */
export const PERIODIC_WORK_ENV = "PERIODIC_WORK";

/** Forks `count` workers of the current script and keeps them running until SIGTERM or SIGINT; never resolves. */
export function superviseWorkers(count: number, log: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  let stopping = false;
  let failed = false;
  const listened = new WeakSet<Worker>();
  const periodic = new WeakSet<Worker>();

  const fork = (runsPeriodicWork: boolean) => {
    const worker = cluster.fork({ [PERIODIC_WORK_ENV]: runsPeriodicWork ? "1" : "0" });
    if (runsPeriodicWork) periodic.add(worker);
    worker.once("listening", () => listened.add(worker));
    return worker;
  };

  // A worker that exited may stay listed until its IPC channel closes too.
  const workers = () => Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker && !worker.isDead());

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, workers: workers().length }, "stopping the workers");
    for (const worker of workers()) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of workers()) worker.process.kill("SIGKILL");
    }, SHUTDOWN_GRACE_MS + CLEAN_UP_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    const details = { worker: worker.process.pid, code, signal };
    if (stopping) {
      if (code !== 0) failed = true;
      if (workers().length === 0) {
        log.info("stopped");
        exit(failed ? 1 : 0);
      }
      return;
    }
    if (!listened.has(worker)) {
      log.fatal(details, "a worker exited before it listened: stopping");
      failed = true;
      stop("worker failed to start");
      if (workers().length === 0) exit(1);
      return;
    }
    log.error(details, "a worker exited: starting another");
    const runsPeriodicWork = periodic.has(worker);
    setTimeout(() => {
      if (!stopping) fork(runsPeriodicWork);
    }, RESTART_DELAY_MS);
  });

  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(signal));

  fork(true).once("listening", () => {
    for (let started = 1; started < count; started++) fork(false);
    log.info({ workers: count }, "workers started");
  });
}
