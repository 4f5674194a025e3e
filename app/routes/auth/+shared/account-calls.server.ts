/** Account-flow calls with an auth HttpError as data (`{ ok: false, status, serverMessage }`, status 0 when no answer came); anything else is rethrown. */
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
