/** One log line per answered request; never headers, cookies or bodies. */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Level, Logger } from "pino";

const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Query keys whose values are logged; every other key's value is redacted. */
const SHOWN_QUERY_KEYS = new Set(["page", "perPage", "mode", "step", "status", "reason", "organization", "_routes", "index"]);

const MAX_LOGGED_PATH = 1024;

/** The caller's request id when it is 1-64 characters of [A-Za-z0-9._-]; else a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === "string" && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The request target as logged: path cut at 1024 characters, invitation tokens and query values outside SHOWN_QUERY_KEYS replaced by `[redacted]`. */
export function loggedUrl(target: string): string {
  const at = target.indexOf("?");
  const rawPath = (at === -1 ? target : target.slice(0, at)).replace(/^\/auth\/convite\/[^/]+/, "/auth/convite/[redacted]");
  const path = rawPath.length > MAX_LOGGED_PATH ? `${rawPath.slice(0, MAX_LOGGED_PATH)}…` : rawPath;
  if (at === -1 || at === target.length - 1) return path;
  const query = [...new URLSearchParams(target.slice(at + 1))]
    .map(([key, value]) => `${encodeURIComponent(key)}=${SHOWN_QUERY_KEYS.has(key) ? encodeURIComponent(value) : "[redacted]"}`)
    .join("&");
  return `${path}?${query}`;
}

export interface LoggedRequest extends IncomingMessage {
  id?: string;
}

/** Express middleware: gives each request its id and logs it once when answered or abandoned (5xx at error, healthy `/healthz` at debug); `responseTime` in ms. */
export function logRequests(log: Logger) {
  return (req: LoggedRequest, res: ServerResponse, next: () => void) => {
    const started = performance.now();
    // Express rewrites req.url under a mount path and for a precompressed file: keep what the client asked for.
    const target = req.url ?? "/";
    const id = requestIdFrom(req.headers["x-request-id"]);
    req.id = id;
    res.setHeader("X-Request-Id", id);
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      const status = res.statusCode;
      const aborted = !res.writableFinished;
      const level: Level = status >= 500 ? "error" : target === "/healthz" && status === 200 ? "debug" : "info";
      if (!log.isLevelEnabled(level)) return;
      const responseTime = Math.round((performance.now() - started) * 10) / 10;
      const line = { reqId: id, method: req.method, url: loggedUrl(target), status, responseTime };
      log[level](aborted ? { ...line, aborted } : line, aborted ? "request aborted" : "request completed");
    };
    res.once("finish", done);
    res.once("close", done);
    next();
  };
}
