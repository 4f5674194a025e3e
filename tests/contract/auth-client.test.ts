/**
 * Contract of the auth client (spec 7, 8): against the built-in
 * service in-process, and against a stand-in remote server on 127.0.0.1
 * that answers each status of the login catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_SCOPE, createAuthClient } from "~/clients/auth-client.server";
import { decorate } from "~/clients/transport.server";
import { loginError } from "~/web/login-errors";
import { failureOf } from "../support/auth-requests";
import { startStandIn, type StandIn } from "../support/stand-in-server";

describe("auth client against the built-in service", () => {
  it("signs in and reads the user", async () => {
    const { accessToken, expiresIn } = await createAuthClient().passwordGrant({
      username: "usuario-eleve",
      password: "Demo@2026",
      organization: "eleve",
    });
    expect(expiresIn).toBe(604800);
    const user = await createAuthClient({ token: accessToken }).userinfo();
    expect(user).toMatchObject({
      username: "usuario-eleve",
      email: "usuario@eleve.example.com",
      fullName: "Beatriz Carvalho",
      roles: ["Usuario"],
      isActive: true,
      organizations: [{ name: "eleve", role: "Usuario", isPrimary: true }],
    });
    expect(Date.parse(user.lastLogin!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("gives the catalogue its status and message", async () => {
    const wrong = await failureOf(createAuthClient().passwordGrant({ username: "usuario-eleve", password: "x" }));
    expect(wrong.status).toBe(401);
    expect(loginError({ status: wrong.status, serverMessage: wrong.serverMessage }).message).toBe("Usuário ou senha incorretos.");
    const unknownOrg = await failureOf(
      createAuthClient().passwordGrant({ username: "usuario-eleve", password: "Demo@2026", organization: "nada" }),
    );
    expect(loginError({ status: unknownOrg.status }).message).toBe("Organização não encontrada.");
  });
});

describe("auth client against a remote service", () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn.close());

  it("sends the password grant form and the Bearer token as spec 7 says", async () => {
    standIn.received = [];
    standIn.respond = ({ path }) =>
      path === "/connect/token"
        ? { status: 200, body: { access_token: "a.b.c", expires_in: 3600 } }
        : { status: 200, body: { sub: "u9", userName: "remota", email: "r@x.com", organizations: [] } };
    const client = createAuthClient({ baseUrl: standIn.url, clientId: "web" });
    await client.passwordGrant({ username: "remota", password: "segredo", organization: "eleve" });
    const user = await createAuthClient({ baseUrl: standIn.url, token: "a.b.c", tenantId: "t-1" }).userinfo();
    expect(user).toMatchObject({ id: "u9", username: "remota", email: "r@x.com" });

    const [token, userinfo] = standIn.received;
    expect(token).toMatchObject({ method: "POST", path: "/connect/token" });
    expect(token!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(token!.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(token!.body))).toEqual({
      grant_type: "password",
      username: "remota",
      password: "segredo",
      client_id: "web",
      scope: AUTH_SCOPE,
      organization: "eleve",
    });
    expect(userinfo).toMatchObject({ method: "GET", path: "/connect/userinfo" });
    expect(userinfo!.headers.authorization).toBe("Bearer a.b.c");
    expect(userinfo!.headers["x-tenantid"]).toBe("t-1");
  });

  it.each([
    [400, { Data: { Message: "Usuário obrigatório." } }, "INVALID_CREDENTIALS", "Usuário obrigatório."],
    [400, {}, "INVALID_CREDENTIALS", "Dados de login inválidos."],
    [401, { error: "invalid_grant" }, "INVALID_CREDENTIALS", "Usuário ou senha incorretos."],
    [403, { Data: { Message: "Usuário bloqueado" } }, "ACCOUNT_LOCKED", "Conta bloqueada por segurança."],
    [403, { error_description: "Conta desabilitada" }, "ACCOUNT_DISABLED", "Conta desabilitada."],
    [403, {}, "UNKNOWN_ERROR", "Acesso negado."],
    [404, {}, "ORGANIZATION_NOT_FOUND", "Organização não encontrada."],
    [423, {}, "ACCOUNT_LOCKED", "Conta temporariamente bloqueada."],
    [500, {}, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [502, undefined, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [503, {}, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [504, {}, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [409, {}, "UNKNOWN_ERROR", "Erro inesperado durante o login."],
  ])("a %i answer reaches the login catalogue as %s", async (status, body, code, message) => {
    standIn.respond = () => ({ status, body });
    const error = await failureOf(createAuthClient({ baseUrl: standIn.url }).passwordGrant({ username: "a", password: "b" }));
    expect(error.status).toBe(status);
    expect(loginError({ status: error.status, serverMessage: error.serverMessage })).toMatchObject({ code, message });
  });

  it("reports no answer as status 0 (network error)", async () => {
    const closed = await startStandIn();
    await closed.close();
    const error = await failureOf(createAuthClient({ baseUrl: closed.url }).passwordGrant({ username: "a", password: "b" }));
    expect(error.status).toBe(0);
    expect(loginError({ status: 0 }).code).toBe("NETWORK_ERROR");
  });

  it("ends the session on a 401, goes to /server-error on a 5xx and makes any other 4xx the page's error for a signed-in call", async () => {
    const signedIn = (onUnauthorized: () => Response) =>
      createAuthClient({ baseUrl: standIn.url, token: "t.o.k", session: { onUnauthorized } });
    const logout = new Response(null, { status: 302, headers: { Location: "/auth/login?returnUrl=%2Fcrm" } });

    standIn.respond = () => ({ status: 401 });
    await expect(signedIn(() => logout).userinfo()).rejects.toBe(logout);

    for (const status of [500, 502, 503, 504]) {
      standIn.respond = () => ({ status });
      const thrown = await signedIn(() => logout)
        .userinfo()
        .catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe("/server-error");
    }

    // A 4xx the call does not handle itself: a route error response the page's boundary shows, never a 500.
    standIn.respond = () => ({ status: 404, body: { Data: { Message: "Não achei" } } });
    const other = await signedIn(() => logout)
      .userinfo()
      .catch((e: unknown) => e);
    expect(other).toMatchObject({ type: "DataWithResponseInit", data: "Não achei", init: { status: 404 } });

    const withoutSession = await failureOf(createAuthClient({ baseUrl: standIn.url, token: "t.o.k" }).userinfo());
    expect(withoutSession.status).toBe(404);
    expect(withoutSession.serverMessage).toBe("Não achei");
  });
});

describe("request decoration (spec 7)", () => {
  it("adds the Bearer token except for storage and cdn URLs", () => {
    const options = { token: "tok", tenantId: "t-1" };
    expect(decorate("http://api.test/api/profiles", undefined, options).headers.get("Authorization")).toBe("Bearer tok");
    expect(decorate("http://api.test/storage/a.webp", undefined, options).headers.get("Authorization")).toBeNull();
    expect(decorate("http://cdn.test/a.webp", undefined, options).headers.get("Authorization")).toBeNull();
    expect(decorate("http://cdn.test/a.webp", undefined, options).headers.get("X-TenantId")).toBe("t-1");
  });

  it("keeps an X-TenantId already set and adds none without a tenant", () => {
    const preset = { headers: { "X-TenantId": "outro" } };
    expect(decorate("http://api.test/x", preset, { token: null, tenantId: "t-1" }).headers.get("X-TenantId")).toBe("outro");
    const bare = decorate("http://api.test/x", undefined, {});
    expect(bare.headers.get("X-TenantId")).toBeNull();
    expect(bare.headers.get("Authorization")).toBeNull();
  });
});
