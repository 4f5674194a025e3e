/**
 * Calls of the account flows (registration, password reset) with their
 * failure as data: `{ ok: false, status, serverMessage }` for an HttpError
 * of the auth client (status 0 when no answer came), so a page can pick
 * its catalogue message. Anything else is rethrown.
 */
import { HttpError } from "~/clients/transport.server";

export type CallResult<T> = { ok: true; value: T } | { ok: false; status: number; serverMessage?: string };

export async function attempt<T>(call: () => Promise<T>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, status: error.status, serverMessage: error.serverMessage };
    throw error;
  }
}
