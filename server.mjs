// @ts-check
/**
 * Production HTTP server (decisions 0008, 0014, 0031): this process, or WEB_CONCURRENCY workers it supervises; exact PORT,
 * no on-the-fly compression (it halves SSR throughput on two cores), Host check before the adapter builds a URL, body caps,
 * security headers with a per-request CSP nonce.
 */
import cluster from "node:cluster";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative, sep } from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";

const build = await import("./build/server/index.js");
const {
  bodyTooLargeMessage,
  clientAddressContext,
  cspNonceContext,
  databaseIsHealthy,
  INVALID_HOST_MESSAGE,
  isValidHost,
  logger,
  logRequests,
  peerAddressContext,
  randomToken,
  requestIdContext,
  requestLimits,
  serverConfig,
  serviceErrorBody,
  shutDownGracefully,
  startServer,
  stopServer,
  superviseWorkers,
} = build.entry.module;
// Each route's kind and body cap, declared in its handle, found by path before React Router reads a byte.
const limitsOf = requestLimits(build.routes);
const { workers } = serverConfig();
if (cluster.isPrimary && workers > 1) superviseWorkers(workers, logger());
else await serve();

/** Serves the port in this process (a worker, or the only process). */
async function serve() {
  const { port, trustProxy } = await startServer();
  const log = logger();

  const server = createServer();
  const shutdown = shutDownGracefully(server, { log, cleanUp: stopServer });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.use(logRequests(log));

  /** @param {import("express").Response} res */
  const nonceOf = (res) => `'nonce-${res.locals.cspNonce}'`;

  app.use((req, res, next) => {
    res.locals.cspNonce = randomToken(16, "base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => nonceOf(/** @type {any} */ (res))],
          // Inline style attributes carry the layout scale and theme variables; scripts stay nonce-only.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: false,
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });
  app.use(closeOnUnreadBody);
  app.use(limitBody);
  // Load balancers poll this: no session, no render, just the database.
  app.get("/healthz", async (req, res) => {
    const healthy = !shutdown.draining && (await databaseIsHealthy());
    res
      .status(healthy ? 200 : 503)
      .set({ "Cache-Control": "no-store", "Content-Type": "application/json; charset=utf-8" })
      .end(healthy ? '{"status":"ok"}' : '{"status":"unavailable"}');
  });
  // The .br and .gz files beside the assets are written by scripts/precompress.mjs after the build.
  app.use(
    "/assets",
    expressStaticGzip("build/client/assets", {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // The other public files are known at start: a page request costs no file-system lookup.
  const publicFiles = new Set(
    readdirSync("build/client", { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !relative("build/client", entry.parentPath).startsWith("assets"))
      .map((entry) => `/${relative("build/client", join(entry.parentPath, entry.name)).split(sep).join("/")}`),
  );
  const servePublic = express.static("build/client", { maxAge: "1h", index: false });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  app.use(checkHost);
  // use, not all("*"): a route pattern would decode the path itself and answer a malformed one with a stack trace.
  app.use(
    createRequestHandler({
      build,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(clientAddressContext, req.ip ?? "unknown");
        context.set(peerAddressContext, req.socket.remoteAddress ?? "unknown");
        context.set(cspNonceContext, res.locals.cspNonce);
        context.set(requestIdContext, /** @type {{ id?: string }} */ (req).id);
        return context;
      },
    }),
  );
  server.on("request", app);
  server.on("error", (error) => {
    log.fatal({ err: error }, `cannot listen on port ${port}`);
    process.exit(1);
  });
  server.listen(port, () => log.info({ port }, `listening on http://localhost:${port}`));
}

/**
 * Refuses a body over the route's cap (`limitsOf`, bytes) with 413 and
 * `Connection: close`: at once when Content-Length says so, else as soon as
 * the streamed body passes the cap.
 * @type {import("express").RequestHandler}
 */
function limitBody(req, res, next) {
  const limit = limitsOf(req.path).maxBytes;
  if (Number(req.headers["content-length"] ?? 0) > limit) return refuseTooLarge(req, res, limit);
  if (req.headers["transfer-encoding"]) {
    let received = 0;
    /** @param {Buffer} chunk */
    const count = (chunk) => {
      received += chunk.length;
      if (received > limit && !res.headersSent) refuseTooLarge(req, res, limit);
    };
    req.on("data", count);
  }
  next();
}

/** Milliseconds to go on discarding a refused body before the connection closes. */
const LINGER_MS = 2000;

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} limit
 */
function refuseTooLarge(req, res, limit) {
  req.removeAllListeners("data");
  refuse(req, res, 413, "payload_too_large", bodyTooLargeMessage(limit));
}

/**
 * Host check: the adapter would throw building a URL from an invalid Host or forwarded header.
 * @type {import("express").RequestHandler}
 */
function checkHost(req, res, next) {
  const proxied = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
  const valid = isValidHost(req.get("host")) && (proxied === undefined || isValidHost(proxied));
  if (valid && /^https?$/i.test(req.protocol)) return next();
  refuse(req, res, 400, "invalid_request", INVALID_HOST_MESSAGE);
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function refuse(req, res, status, code, message) {
  const service = limitsOf(req.path).kind === "service";
  const body = service ? JSON.stringify(serviceErrorBody(code, message)) : message;
  res.status(status).set({
    "Cache-Control": "no-store",
    "Content-Type": service ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/**
 * A 413, or an answer sent before the body has arrived, closes the connection only once the rest is read and dropped
 * (at most LINGER_MS): closing with unread data resets the socket, and the client would lose the answer.
 * @type {import("express").RequestHandler}
 */
function closeOnUnreadBody(req, res, next) {
  const writeHead = res.writeHead;
  const end = res.end;
  const unread = () => !req.complete && !req.destroyed;
  let closing = false;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      if (status === 413 || unread()) res.setHeader("Connection", "close");
      return writeHead.call(res, status, ...rest);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    function (/** @type {any[]} */ ...args) {
      if (closing) return res;
      if (!unread()) return end.apply(res, /** @type {any} */ (args));
      closing = true;
      const [chunk, encoding] = args;
      if (chunk !== undefined && typeof chunk !== "function") {
        res.write(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8");
      }
      let ended = false;
      const finish = () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        end.call(res);
      };
      const timer = setTimeout(finish, LINGER_MS);
      req.removeAllListeners("data");
      req
        .on("data", () => {})
        .once("end", finish)
        .once("close", finish);
      req.resume();
      return res;
    }
  );
  next();
}
