/**
 * Root middleware: a request whose handling met a database that stayed
 * locked (DatabaseBusyError) answers 503 with Retry-After instead of the 500
 * React Router makes of the loader's or action's error. The page the error
 * boundary rendered is kept as the body. It must come first in the root
 * route's middleware, so its scope covers the other middleware too.
 */
import type { MiddlewareFunction } from "react-router";
import { withDatabaseBusyScope } from "~/db/busy-scope.server";

export const databaseBusy: MiddlewareFunction<Response> = async (_args, next) => {
  const { result: response, busy } = await withDatabaseBusyScope(next);
  if (!busy || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(busy.retryAfterSeconds));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};
