/** Server entry: streaming render with the CSP nonce, plus what server.mjs needs from the build. */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { ConfigError, config, type AppConfig } from "./config.server";
import { closeDatabase, database, seedDatabaseWith } from "./db/db.server";
import { startInboundSmtp, type InboundSmtp } from "./mail/inbound-smtp.server";
import { WAKE_EVERY_MS, wakeSnoozedTickets } from "./modules/crm/ticket-wake.server";
import { REMINDERS_EVERY_MS, remindCharges } from "./modules/charges/reminders.server";
import { pruneLiveEvents } from "./modules/events/prune.server";
import { keepSeriesAhead } from "./modules/finance/series.server";
import { seedDemoData } from "./seed/demo-data.server";
import { logger } from "./server/logger.server";
import { PERIODIC_WORK_ENV } from "./server/cluster.server";
import { startPeriodicWork, type PeriodicJob, type PeriodicWork } from "./server/periodic.server";
import { loggedUrl } from "./server/request-log.server";
import { afterResponseSettled } from "./services/shared/after-response.server";
import { cspNonceContext, requestIdContext } from "./web/context.server";
import { pruneIdempotencyKeys } from "./web/idempotency.server";
import { startProfileCache, stopProfileCache } from "./web/profile-cache.server";
import { NonceContext } from "./web/nonce";

export { clientAddressContext, cspNonceContext, peerAddressContext, requestIdContext } from "./web/context.server";
export { serviceErrorBody } from "./config/service-errors";
export { bodyTooLargeMessage, requestLimits } from "./web/request-kind";
export { INVALID_HOST_MESSAGE, isValidHost } from "./web/request-host";
export { logger } from "./server/logger.server";
export { logRequests } from "./server/request-log.server";
export { databaseIsHealthy } from "./server/health.server";
export { shutDownGracefully } from "./server/shutdown.server";
export { superviseWorkers } from "./server/cluster.server";
export { randomToken } from "./server/random-token.server";

export const streamTimeout = 5_000;

// An empty database gets the demo data (README lists the accounts).
seedDatabaseWith(seedDemoData);

/** Milliseconds `stopServer` waits for work queued after answers (e-mails) before closing the database. */
const AFTER_RESPONSE_WAIT_MS = 5_000;

/** The periodic work of the process (docs/decisions/0016: recorrências kept 3 months ahead; 0038: the régua de cobrança). */
const PERIODIC_JOBS: PeriodicJob[] = [
  { name: "finance series ahead", everyMs: 60 * 60 * 1000, run: (signal) => keepSeriesAhead({ signal }) },
  { name: "live events pruned", everyMs: 60 * 60 * 1000, run: (signal) => pruneLiveEvents({ signal }) },
  { name: "crm snoozed wake-up", everyMs: WAKE_EVERY_MS, run: (signal) => wakeSnoozedTickets(new Date(), signal) },
  { name: "idempotency keys pruned", everyMs: 60 * 60 * 1000, run: () => pruneIdempotencyKeys() },
  { name: "charge reminders", everyMs: REMINDERS_EVERY_MS, run: (signal) => remindCharges(new Date(), signal) },
];

let periodic: PeriodicWork | undefined;
let inboundSmtp: InboundSmtp | undefined;

/** The validated config's process settings; prints the reasons and exits 1 on a bad config. */
export function serverConfig(): Pick<AppConfig, "port" | "trustProxy" | "workers"> {
  try {
    const { port, trustProxy, workers } = config();
    return { port, trustProxy, workers };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Validates config, migrates/seeds the database, listens for profile changes, and starts the periodic work and the
 * desk's SMTP listener when configured (both only in the worker a supervisor gave them to: one per instance); exits
 * on a bad config, throws when the SMTP port cannot be taken.
 */
export async function startServer(): Promise<Pick<AppConfig, "port" | "trustProxy">> {
  const { port, trustProxy } = serverConfig();
  await database();
  await startProfileCache();
  if (process.env[PERIODIC_WORK_ENV] !== "0") {
    periodic ??= startPeriodicWork(PERIODIC_JOBS, logger());
    const inbound = config().inboundMail;
    if (inbound && !inboundSmtp) {
      inboundSmtp = await startInboundSmtp(inbound);
      logger().info({ port: inboundSmtp.port }, `desk e-mail listening on smtp port ${inboundSmtp.port}`);
    }
  }
  return { port, trustProxy };
}

/** Stops the SMTP listener, the periodic work and the profile cache's listening, lets work queued after answers finish (at most 5 s), then closes the database. */
export async function stopServer(): Promise<void> {
  await inboundSmtp?.stop();
  await periodic?.stop();
  await stopProfileCache();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([afterResponseSettled(), new Promise((resolve) => (timer = setTimeout(resolve, AFTER_RESPONSE_WAIT_MS)))]);
  clearTimeout(timer);
  await closeDatabase();
}

/** Logs what a loader, action or render threw, with the request's id; not a client that went away. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const reqId = (context as Readonly<RouterContextProvider>).get(requestIdContext);
  const { pathname, search } = new URL(request.url);
  logger().error({ err: error, reqId, url: loggedUrl(pathname + search) }, "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is written: a pending timer would keep the whole render (request, data, HTML) alive for its 6 s.
    let timeout: NodeJS.Timeout | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const stopTimeout = () => {
      clearTimeout(timeout);
      timeout = undefined;
    };
    const readyEvent = isbot(request.headers.get("user-agent")) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            stopTimeout();
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        stopTimeout();
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logger().error({ err: error, reqId: loadContext.get(requestIdContext) }, "render failed");
      },
    });
  });
}
