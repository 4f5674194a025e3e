/** Graceful shutdown on SIGTERM/SIGINT: drain for `graceMs`, run `cleanUp`, exit; a repeated signal is ignored so it cannot cut requests in flight short. */
import type { Server, ServerResponse } from "node:http";
import type { Logger } from "pino";

export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownOptions {
  log: Logger;
  cleanUp: () => Promise<void>;
  graceMs?: number;
  exit?: (code: number) => void;
  signals?: NodeJS.Signals[];
}

export interface Shutdown {
  readonly draining: boolean;
  begin(reason: string): Promise<void>;
}

/** Registers the signal handlers and a request listener; call it before the app's listener, so a draining server's answers get `Connection: close` first. */
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
