/**
 * JWE-encrypted session cookie (spec 9); the expiry is also inside the
 * payload, so a kept copy dies with it. The cookie holds the compact JWE as
 * it is (already URL-safe): React Router's cookie codec would wrap it in
 * base64 JSON and unwrap it a character at a time on every request.
 */
import { parse, serialize } from "cookie";
import { EncryptJWT, jwtDecrypt } from "jose";
import { createSession, type Session } from "react-router";
import { checkedOnce, derivedCryptoKey } from "~/keys.server";
import type { User } from "~/contracts/user";

export interface SessionData {
  accessToken: string;
  user: User;
  userFetchedAt: number;
  registration: { email: string; organization: string; ticket?: string };
  passwordReset: { email: string };
  organization: string;
}

export type WebSession = Session<SessionData>;

/** Spec 9: token cookie Max-Age 604800 s. */
export const SESSION_MAX_AGE_S = 604800;

const options = { httpOnly: true, path: "/", sameSite: "lax", maxAge: SESSION_MAX_AGE_S } as const;
const cookies = {
  https: { name: "__Host-session", options: { ...options, secure: true } },
  http: { name: "__session", options },
};

/** True when the request came over HTTPS (directly, or through a trusted proxy). */
export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

const cookieFor = (request: Request) => (isHttps(request) ? cookies.https : cookies.http);
const key = () => derivedCryptoKey("web/session-cookie", "AES-GCM");

async function seal(data: Partial<SessionData>): Promise<string> {
  return new EncryptJWT({ data })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(`${SESSION_MAX_AGE_S}s`)
    .encrypt(await key());
}

const decrypted = checkedOnce(async (value) => (await jwtDecrypt(value, await key(), { requiredClaims: ["exp"] })).payload);

async function unseal(value: unknown): Promise<Partial<SessionData>> {
  if (typeof value !== "string") return {};
  try {
    const data = (await decrypted(value)).data;
    return data && typeof data === "object" ? (data as Partial<SessionData>) : {};
  } catch {
    return {};
  }
}

/** The request's session; empty when the cookie is absent, tampered with, expired or from another secret. */
export async function getSession(request: Request): Promise<WebSession> {
  const value = parse(request.headers.get("Cookie") ?? "")[cookieFor(request).name];
  return createSession<SessionData>((await unseal(value)) as SessionData);
}

/** The Set-Cookie value that stores the session. */
export async function commitSession(session: WebSession, request: Request): Promise<string> {
  const { name, options } = cookieFor(request);
  return serialize(name, await seal(session.data as Partial<SessionData>), options);
}

/** The Set-Cookie value that clears the session. */
export function destroySession(request: Request): string {
  const { name, options } = cookieFor(request);
  return serialize(name, "", { ...options, maxAge: 0, expires: new Date(0) });
}

/** The name of the session cookie for this request (to tell whether a response already sets it). */
export const sessionCookieName = (request: Request) => cookieFor(request).name;

/** An empty session: stored user data is cleared before every login (spec 4). */
export function newSession(): WebSession {
  return createSession<SessionData>();
}
