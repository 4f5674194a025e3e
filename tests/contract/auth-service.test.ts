/**
 * Contract of the built-in auth service (spec 7): every status of
 * /connect/token, /connect/userinfo and /connect/login, on the database of
 * this run (SQLite or PostgreSQL).
 */
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { handleAuthRequest } from "~/services/auth/handle.server";
import { issueAccessToken } from "~/services/auth/tokens.server";
import { findAccount } from "~/services/auth/users.server";
import {
  accessTokenFor,
  ORIGIN,
  passwordGrant,
  passwordGrantFrom,
  tokenRequest,
  userinfoRequest,
} from "../support/auth-requests";

async function body(response: Response) {
  return (await response.json()) as Record<string, any>;
}

describe("POST /connect/token", () => {
  it("issues a Bearer JWT for a user name or an e-mail", async () => {
    for (const username of ["admin-eleve", "ADMIN@ELEVE.EXAMPLE.COM"]) {
      const response = await passwordGrant(username, "Demo@2026", { organization: "eleve" });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("no-store");
      const token = await body(response);
      expect(token).toMatchObject({ token_type: "Bearer", expires_in: 604800 });
      const [, payload] = token.access_token.split(".");
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      expect(claims).toMatchObject({
        email: "admin@eleve.example.com",
        name: "Rafael Antunes",
        roles: ["Administrator"],
        organization: "eleve",
        organizations: [{ name: "eleve", role: "Administrator", isPrimary: true }],
      });
      expect(claims.exp - claims.iat).toBe(604800);
      expect(claims.sub).toBeTruthy();
      expect(claims.jti).toBeTruthy();
    }
  });

  it.each([
    ["a JSON body", () => tokenRequest({ grant_type: "password" }, "application/json"), "invalid_request"],
    ["no grant_type", () => tokenRequest({ username: "a", password: "b", client_id: "web" }), "invalid_request"],
    [
      "an unsupported grant",
      () => tokenRequest({ grant_type: "client_credentials", client_id: "web" }),
      "unsupported_grant_type",
    ],
    ["an unknown client", () => passwordGrant("admin-eleve", "Demo@2026", { client_id: "intruso" }), "invalid_client"],
    ["an unknown scope", () => passwordGrant("admin-eleve", "Demo@2026", { scope: "openid admin" }), "invalid_scope"],
    ["no password", () => passwordGrant("admin-eleve", ""), "invalid_request"],
  ])("answers 400 for %s", async (_, send, error) => {
    const response = await send();
    expect(response.status).toBe(400);
    const answer = await body(response);
    expect(answer.error).toBe(error);
    expect(answer.Data.Message).toBe(answer.error_description);
    expect(answer.Data.Message).toMatch(/[a-zá-ú]/);
  });

  it("answers 401 for a wrong password or an unknown user", async () => {
    for (const [username, password] of [
      ["usuario-sereno", "errada"],
      ["ninguem", "Demo@2026"],
    ]) {
      const response = await passwordGrant(username!, password!);
      expect(response.status).toBe(401);
      expect(await body(response)).toMatchObject({
        error: "invalid_grant",
        Data: { Message: "Usuário ou senha incorretos." },
      });
    }
  });

  it("answers 404 for an unknown organization", async () => {
    const response = await passwordGrant("admin-eleve", "Demo@2026", { organization: "inexistente" });
    expect(response.status).toBe(404);
    expect((await body(response)).Data.Message).toBe("Organização não encontrada.");
  });

  it("answers 403 with 'desabilitada' for a disabled account and 'bloqueado' for a blocked one", async () => {
    const database = await db();
    await database.updateTable("users").set({ is_active: 0 }).where("username", "=", "usuario-labfeelings").execute();
    await database
      .updateTable("users")
      .set({ blocked_at: new Date().toISOString() })
      .where("username", "=", "admin-labfeelings")
      .execute();

    const disabled = await passwordGrant("usuario-labfeelings", "Demo@2026");
    expect(disabled.status).toBe(403);
    expect((await body(disabled)).Data.Message).toContain("desabilitada");

    const blocked = await passwordGrant("admin-labfeelings", "Demo@2026");
    expect(blocked.status).toBe(403);
    expect((await body(blocked)).Data.Message).toContain("bloqueado");

    const wrongPassword = await passwordGrant("usuario-labfeelings", "errada");
    expect(wrongPassword.status).toBe(401);
  });

  it("locks the account for this client address after 5 failures in 15 minutes (423); a success clears the pair", async () => {
    const grant = (password: string) => passwordGrantFrom("198.51.100.7", "usuario-manager", password);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await grant("errada")).status).toBe(401);
    const locked = await grant("Demo@2026");
    expect(locked.status).toBe(423);
    expect(await body(locked)).toMatchObject({
      error: "account_locked",
      Data: { Message: "Conta temporariamente bloqueada. Tente novamente em 15 minutos." },
    });
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(890);

    // Fifteen minutes later.
    await (
      await db()
    )
      .updateTable("rate_events")
      .set({ occurred_at: new Date(Date.now() - 16 * 60 * 1000).toISOString() })
      .where("bucket", "=", "auth/login-failure/pair")
      .execute();
    expect((await grant("Demo@2026")).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await grant("errada")).status).toBe(401);
    expect((await grant("Demo@2026")).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await grant("errada")).status).toBe(401);
  });

  it("answers 405 for GET", async () => {
    const response = await handleAuthRequest(new Request(`${ORIGIN}/connect/token`));
    expect(response.status).toBe(405);
  });
});

describe("GET /connect/userinfo", () => {
  it("answers the claims of spec 7 for a valid token", async () => {
    const token = await accessTokenFor("multi");
    const response = await userinfoRequest(token);
    expect(response.status).toBe(200);
    const claims = await body(response);
    expect(claims).toMatchObject({
      userName: "multi",
      email: "multi@example.com",
      given_name: "Paula",
      family_name: "Mendes",
      name: "Paula Mendes",
      phone_number: null,
      picture: null,
      roles: ["Admin", "Usuario"],
      is_active: true,
    });
    expect(claims.organizations).toEqual([
      { id: expect.any(String), name: "eleve", role: "Admin", isPrimary: true },
      { id: expect.any(String), name: "labfeelings", role: "Usuario", isPrimary: false },
    ]);
    for (const key of ["last_login", "created_at", "updatedAt"]) {
      expect(claims[key]).toBeGreaterThan(1_700_000_000);
      expect(claims[key]).toBeLessThan(Date.now() / 1000 + 1);
    }
    expect(claims.sub).toBeTruthy();
  });

  it("answers 401 for a missing, forged, expired or revoked token", async () => {
    const database = await db();
    const account = (await findAccount(database, "admin-sereno"))!;
    const forged = await new SignJWT({ email: account.email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(account.id)
      .setIssuer("sereno-auth")
      .setJti(crypto.randomUUID())
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-key-not-the-key-not-the-key"));
    const expired = await issueAccessToken(
      database,
      { account, clientId: "web", organizationId: null },
      new Date(Date.now() - 8 * 24 * 3600 * 1000),
    );
    const revoked = await accessTokenFor("admin-sereno");
    await database
      .updateTable("issued_tokens")
      .set({ revoked_at: new Date().toISOString() })
      .where("user_id", "=", account.id)
      .execute();

    for (const token of [undefined, forged, expired.accessToken, revoked, "abc.def.ghi"]) {
      const response = await userinfoRequest(token);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect((await body(response)).error).toBe("invalid_token");
    }
  });
});

describe("POST /connect/login", () => {
  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    handleAuthRequest(
      new Request(`${ORIGIN}/connect/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(payload),
      }),
    );

  it("sets an httpOnly cookie that userinfo accepts", async () => {
    const response = await login({ username: "admin-manager", password: "Demo@2026", organization: "manager" });
    expect(response.status).toBe(200);
    expect((await body(response)).Data.Message).toBe("Login realizado com sucesso.");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^connect\.token=[^;]+; Max-Age=604800; Path=\/connect; HttpOnly; SameSite=Lax$/);
    const userinfo = await handleAuthRequest(
      new Request(`${ORIGIN}/connect/userinfo`, { headers: { Cookie: cookie.split(";")[0]! } }),
    );
    expect(userinfo.status).toBe(200);
    expect((await body(userinfo)).userName).toBe("admin-manager");
  });

  it("answers like the token endpoint for failures", async () => {
    expect((await login({ username: "admin-manager", password: "errada" })).status).toBe(401);
    expect((await login({ username: "admin-manager", password: "Demo@2026", organization: "x" })).status).toBe(404);
    expect((await login({ username: "admin-manager" })).status).toBe(400);
    expect((await login("texto")).status).toBe(400);
  });

  it("refuses a cross-origin request", async () => {
    const response = await login({ username: "admin-manager", password: "Demo@2026" }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
