/** Requests to the built-in auth service, as a remote client would send them. */
import { HttpError } from "~/clients/transport.server";
import { handleAuthRequest } from "~/services/auth/handle.server";

export const ORIGIN = "http://auth.test";
export const SCOPE = "openid roles organizations email profile";

export function tokenRequest(
  fields: Record<string, string>,
  contentType = "application/x-www-form-urlencoded",
  headers: Record<string, string> = {},
) {
  return handleAuthRequest(
    new Request(`${ORIGIN}/connect/token`, {
      method: "POST",
      headers: { "Content-Type": contentType, ...headers },
      body: new URLSearchParams(fields),
    }),
  );
}

export const passwordGrant = (username: string, password: string, extra: Record<string, string> = {}) =>
  tokenRequest({ grant_type: "password", username, password, client_id: "web", scope: SCOPE, ...extra });

/** The password grant from a client address (`X-Forwarded-For`). */
export const passwordGrantFrom = (address: string, username: string, password: string) =>
  tokenRequest(
    { grant_type: "password", username, password, client_id: "web", scope: SCOPE },
    "application/x-www-form-urlencoded",
    { "X-Forwarded-For": address },
  );

export function userinfoRequest(token?: string) {
  return handleAuthRequest(
    new Request(`${ORIGIN}/connect/userinfo`, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
  );
}

export async function accessTokenFor(username: string, password = "Demo@2026") {
  const response = await passwordGrant(username, password);
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** POST of a JSON body to a path of the auth service. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return handleAuthRequest(
    new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    }),
  );
}

/** The HttpError a client call rejects with; throws when it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}
