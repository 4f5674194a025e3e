/**
 * Sessions end when they should: sign-out revokes the token, so a kept copy
 * of the cookie opens nothing; a password reset ends the person's other
 * sessions at their next request; a revoked or unexpiring token is refused
 * by the service; an open live stream (/eventos) ends at sign-out; the
 * cookie shows nothing of what it holds and is `__Host-` and Secure under
 * HTTPS, as are the other cookies.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { decodeJwt, SignJWT } from "jose";
import { hkdfSync } from "node:crypto";
import { E2E_SESSION_SECRET } from "../../playwright.config";
import { firstChunkOf, readFrames, STREAM_OPENING } from "../support/event-streams";
import { accessToken, BASE, call, clientAddress, cookiesOf, newMember, signIn } from "./support";

const HTTPS = { "X-Forwarded-Proto": "https" };
const HTTPS_ORIGIN = BASE.replace("http:", "https:");

test("a copy of the cookie kept from before sign-out opens nothing", async () => {
  const cookie = await signIn("admin-eleve");
  expect((await call("/profiles", { cookie })).status).toBe(200);

  const signOut = await call("/auth/logout", { cookie, form: {} });
  expect(signOut.status).toBe(302);
  expect(cookiesOf(signOut, cookie)).not.toMatch(/session=/);

  const replay = await call("/profiles", { cookie });
  expect(replay.status).toBe(302);
  expect(replay.headers.get("location")).toBe("/auth/login?returnUrl=%2Fprofiles");
  expect(replay.headers.getSetCookie().join("\n")).toMatch(/__session=;.*Max-Age=0/i);
  const settings = await call("/settings/layout", { cookie, form: { theme: "teal", returnTo: "/" } });
  expect(settings.headers.getSetCookie().join("\n")).toMatch(/__session=;/);
});

test("an open live stream ends at sign-out, not at the end of its 10 minutes", async () => {
  const cookie = await signIn("usuario-eleve");
  const stream = await call("/eventos?topico=crm", { cookie });
  expect(stream.status).toBe(200);
  expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
  // The stream opens (retry and id) once it has checked the session.
  expect(await firstChunkOf(stream)).toMatch(STREAM_OPENING);

  expect((await call("/auth/logout", { cookie, form: {} })).status).toBe(302);
  // Resolves when the server ends the stream; throws when it is still open after 5 s.
  await readFrames(stream, () => false, 5_000);
  expect((await call("/eventos?topico=crm", { cookie })).status).toBe(401);
});

test("a revoked token no longer passes userinfo or introspection", async () => {
  const token = await accessToken("admin-manager");
  const userinfo = () => call("/connect/userinfo", { headers: { Authorization: `Bearer ${token}` } });
  expect((await userinfo()).status).toBe(200);

  const revoked = await call("/connect/revocation", { origin: null, form: { token, client_id: "web" } });
  expect(revoked.status).toBe(200);
  expect((await userinfo()).status).toBe(401);
  const introspection = await call("/connect/introspect", { origin: null, form: { token } });
  expect(await introspection.json()).toEqual({ active: false });
});

test("revocation answers the same for a token that is not one", async () => {
  const answer = await call("/connect/revocation", { origin: null, form: { token: "not-a-token" } });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe("");
});

test("a token without exp is refused, the same token with one is taken", async () => {
  const token = await accessToken("admin-labfeelings");
  const { exp, ...claims } = decodeJwt(token);
  const key = new Uint8Array(hkdfSync("sha256", E2E_SESSION_SECRET, "", "auth-service/access-token", 32));
  const resign = (payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(key);
  const userinfo = async (value: string) =>
    (await call("/connect/userinfo", { headers: { Authorization: `Bearer ${value}` } })).status;

  expect(await userinfo(await resign({ ...claims, exp }))).toBe(200);
  expect(await userinfo(await resign(claims))).toBe(401);
});

/** The code of the newest reset e-mail to `email`, read from the test server's outbox (it may be written after the answer). */
async function resetCode(email: string): Promise<string> {
  const dir = "data/e2e/outbox";
  let code: string | undefined;
  await expect(async () => {
    for (const file of (await readdir(dir)).sort().reverse()) {
      const message = JSON.parse(await readFile(join(dir, file), "utf8")) as { to: string; subject: string };
      code = message.to === email ? message.subject.match(/redefinir sua senha: (\d{6})/)?.[1] : undefined;
      if (code) break;
    }
    expect(code).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return code!;
}

test("a password reset ends the person's other sessions at their next request", async () => {
  const member = await newMember();
  const elsewhere = await signIn(member.username, member.password);
  expect((await call("/profiles/create", { cookie: elsewhere })).status).toBe(200);

  const from = clientAddress();
  expect((await call("/api/auth/password-reset/request", { origin: null, from, json: { email: member.email } })).status).toBe(
    202,
  );
  const code = await resetCode(member.email);
  const confirmed = await call("/api/auth/password-reset/confirm", {
    origin: null,
    from,
    json: { email: member.email, code, newPassword: `${member.password}-nova` },
  });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);

  const next = await call("/profiles/create", { cookie: elsewhere });
  expect(next.status).toBe(302);
  expect(next.headers.get("location")).toMatch(/^\/auth\/login/);
});

test("the session cookie shows nothing of what it holds", async () => {
  const cookie = await signIn("admin-eleve");
  const value = decodeURIComponent(cookie.split("__session=")[1]!.split(";")[0]!);
  const readable = [value, Buffer.from(value, "base64").toString("utf8")];
  for (const text of readable) {
    expect(text).not.toContain("admin@eleve.example.com");
    expect(text).not.toContain("admin-eleve");
    expect(text).not.toMatch(/"sub"|eyJhbGciOiJIUzI1NiI/);
  }
});

test("under HTTPS the session is __Host- and Secure, and the other cookies are Secure", async () => {
  const login = await call("/auth/login", {
    headers: HTTPS,
    origin: HTTPS_ORIGIN,
    form: { username: "admin-eleve", password: "Demo@2026" },
  });
  expect(login.status).toBe(302);
  const session = login.headers.getSetCookie().find((line) => line.startsWith("__Host-session="));
  expect(session).toMatch(/; Secure/i);
  expect(session).toMatch(/; Path=\//i);
  expect(session).toMatch(/; HttpOnly/i);
  expect(session).not.toMatch(/; Domain=/i);

  const cookie = cookiesOf(login);
  const opened = await call("/profiles", { cookie, headers: HTTPS });
  expect(opened.status).toBe(200);
  expect(opened.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);

  const layout = await call("/settings/layout", { cookie, headers: HTTPS, origin: HTTPS_ORIGIN, form: { theme: "teal" } });
  expect(layout.headers.getSetCookie().find((line) => line.startsWith("layout="))).toMatch(/; Secure/i);

  const connect = await call("/connect/login", {
    headers: HTTPS,
    origin: HTTPS_ORIGIN,
    json: { username: "admin-sereno", password: "Demo@2026" },
  });
  expect(connect.status).toBe(200);
  expect(connect.headers.getSetCookie().find((line) => line.startsWith("connect.token="))).toMatch(/; Secure/i);
});

test("over plain HTTP there is no HSTS and the cookie is not __Host-", async () => {
  const login = await call("/auth/login", { form: { username: "admin-eleve", password: "Demo@2026" } });
  expect(login.headers.getSetCookie().some((line) => line.startsWith("__session="))).toBe(true);
  expect(login.headers.get("strict-transport-security")).toBeNull();
});
