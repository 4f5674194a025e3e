/**
 * Graceful shutdown of the HTTP server: on SIGTERM or SIGINT it stops
 * listening, closes idle kept-alive connections at once and each busy one
 * as soon as its answer is sent, gives the requests in flight `graceMs` to
 * finish, then closes whatever is still open, runs `cleanUp` (the
 * database) and exits 0 (1 when `cleanUp` fails). A repeated signal is
 * ignored, so a second Ctrl+C (or a SIGTERM after SIGINT) cannot cut the
 * requests in flight short.
 */
import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

/** Milliseconds requests in flight get to finish once shutdown begins. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  log: Logger;
  /** Called once no connection is left, before exiting; its time counts against nothing. */
  cleanUp: () => Promise<void>;
  /** Milliseconds before connections still open are closed (SHUTDOWN_GRACE_MS). */
  graceMs?: number;
  exit?: (code: number) => void;
  /** The signals that begin the shutdown (SIGTERM and SIGINT). */
  signals?: NodeJS.Signals[];
}

export interface Shutdown {
  /** True from the first signal on: health checks answer 503, answers carry `Connection: close`. */
  readonly draining: boolean;
  /** What a signal does; resolves when done (tests call it with `exit` replaced). */
  begin(reason: string): Promise<void>;
}

/**
 * Registers the signal handlers and a request listener on `server`; call
 * it before adding the application's request listener, so the answers
 * of a draining server are marked `Connection: close` before anything
 * writes them.
 */
export function shutDownGracefully(server: Server, options: ShutdownOptions): Shutdown {
  const {
    log,
    cleanUp,
    graceMs = SHUTDOWN_GRACE_MS,
    exit = (code: number) => process.exit(code),
    signals = ["SIGTERM", "SIGINT"],
  } = options;
  const inFlight = new Set<ServerResponse>();
  let finished: Promise<void> | undefined;

  server.on("request", (_req, res: ServerResponse) => {
    if (finished) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // An answer whose headers went out before the shutdown kept its connection alive: close it now it is idle.
      if (finished) setImmediate(() => server.closeIdleConnections());
    });
  });

  async function drain(reason: string) {
    log.info({ reason, inFlight: inFlight.size, graceMs }, "shutting down: no new connections, finishing requests in flight");
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timer = setTimeout(() => {
      log.warn({ inFlight: inFlight.size }, "shutting down: grace period over, closing the connections left");
      server.closeAllConnections();
    }, graceMs);
    await closed;
    clearTimeout(timer);
    try {
      await cleanUp();
    } catch (error) {
      log.error({ err: error }, "shutting down: clean-up failed");
      exit(1);
      return;
    }
    log.info("stopped");
    exit(0);
  }

  const shutdown: Shutdown = {
    get draining() {
      return finished !== undefined;
    },
    begin(reason) {
      if (finished) log.info({ reason }, "already shutting down");
      finished ??= drain(reason);
      return finished;
    },
  };
  for (const signal of signals) process.on(signal, () => void shutdown.begin(signal));
  return shutdown;
}
