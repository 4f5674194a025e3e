/** Root middleware, first in line: a DatabaseBusyError answers 503 with Retry-After instead of a 500. */
import type { MiddlewareFunction } from "react-router";
import { withDatabaseBusyScope } from "~/db/busy-scope.server";

export const databaseBusy: MiddlewareFunction<Response> = async (_args, next) => {
  const { result: response, busy } = await withDatabaseBusyScope(next);
  if (!busy || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(busy.retryAfterSeconds));
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
};
