import { findDatabaseBusyError, type DatabaseBusyError } from "~/db/errors";
import { errorResponse } from "./responses.server";

export const DATABASE_BUSY_MESSAGE = "Banco de dados ocupado. Tente novamente em alguns segundos.";

type Handler = (request: Request) => Promise<Response>;

/** 503 `temporarily_unavailable` with `Retry-After: error.retryAfterSeconds`. */
export function databaseBusyResponse(error: DatabaseBusyError): Response {
  return errorResponse(503, "temporarily_unavailable", DATABASE_BUSY_MESSAGE, {
    "Retry-After": String(error.retryAfterSeconds),
  });
}

/** `handler`, answering databaseBusyResponse when a DatabaseBusyError (or an error caused by one) escapes it. */
export function answeringDatabaseBusy(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      const busy = findDatabaseBusyError(error);
      if (!busy) throw error;
      return databaseBusyResponse(busy);
    }
  };
}
