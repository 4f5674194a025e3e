/** Remembers per request whether the database gave up waiting for a lock, so a caller that only sees a 500 can still tell it was busy. */
import { AsyncLocalStorage } from "node:async_hooks";
import type { DatabaseBusyError } from "./errors";

interface BusyScope {
  error?: DatabaseBusyError;
}

const scopes = new AsyncLocalStorage<BusyScope>();

/** Runs `work` in a new scope and resolves with its result and the first DatabaseBusyError thrown by the driver during it (undefined when none). */
export async function withDatabaseBusyScope<T>(work: () => Promise<T>): Promise<{ result: T; busy?: DatabaseBusyError }> {
  const scope: BusyScope = {};
  const result = await scopes.run(scope, work);
  return { result, busy: scope.error };
}

/** Records `error` in the current scope, if any and if it is the first; otherwise does nothing. */
export function recordDatabaseBusy(error: DatabaseBusyError): void {
  const scope = scopes.getStore();
  if (scope && !scope.error) scope.error = error;
}
