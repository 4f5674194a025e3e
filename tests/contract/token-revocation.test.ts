/**
 * Contract of token revocation (RFC 7009, /connect/revocation) and
 * introspection (RFC 7662, /connect/introspect) of the built-in auth
 * service, and of the auth client's calls to them, on the database of this
 * run: a revoked token, or the token of an account blocked or disabled
 * since, is no longer active; a token without `exp` is never valid.
 */
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { db } from "~/db/db.server";
import { derivedKey } from "~/keys.server";
import { handleAuthRequest } from "~/services/auth/handle.server";
import { verifyAccessToken } from "~/services/auth/tokens.server";
import { accessTokenFor, ORIGIN, userinfoRequest } from "../support/auth-requests";

const form = (path: string, fields: Record<string, string>, type = "application/x-www-form-urlencoded") =>
  handleAuthRequest(
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: { "Content-Type": type }, body: new URLSearchParams(fields) }),
  );
const introspect = async (token: string) => (await form("/connect/introspect", { token })).json();

describe("POST /connect/revocation and /connect/introspect", () => {
  it("a revoked token is inactive and no longer passes userinfo", async () => {
    const token = await accessTokenFor("admin-manager");
    expect(await introspect(token)).toMatchObject({ active: true, sub: decodeJwt(token).sub, client_id: "web" });

    const revoked = await form("/connect/revocation", { token, token_type_hint: "access_token" });
    expect(revoked.status).toBe(200);
    expect(await introspect(token)).toEqual({ active: false });
    expect((await userinfoRequest(token)).status).toBe(401);
  });

  it("revoking one token leaves the person's other sessions alone", async () => {
    const [first, second] = [await accessTokenFor("admin-sereno"), await accessTokenFor("admin-sereno")];
    await form("/connect/revocation", { token: first });
    expect(await introspect(first)).toEqual({ active: false });
    expect(await introspect(second)).toMatchObject({ active: true });
  });

  it("answers 200 and nothing else for a token that is not one", async () => {
    for (const token of ["abc", "a.b.c", "eyJhbGciOiJub25lIn0.e30."]) {
      const answer = await form("/connect/revocation", { token });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe("");
      expect(await introspect(token)).toEqual({ active: false });
    }
  });

  it("refuses a body that is not a form, or has no token, with 400", async () => {
    for (const path of ["/connect/revocation", "/connect/introspect"]) {
      expect((await form(path, {})).status).toBe(400);
      expect((await form(path, { token: "x" }, "application/json")).status).toBe(400);
    }
  });

  it("the token of an account blocked or disabled since is inactive", async () => {
    const database = await db();
    const changes = [{ blocked_at: new Date().toISOString() }, { is_active: 0 }] as const;
    for (const change of changes) {
      const token = await accessTokenFor("usuario-sereno");
      const sub = decodeJwt(token).sub!;
      await database
        .updateTable("users")
        .set({ ...change })
        .where("id", "=", sub)
        .execute();
      try {
        expect(await introspect(token)).toEqual({ active: false });
      } finally {
        await database.updateTable("users").set({ blocked_at: null, is_active: 1 }).where("id", "=", sub).execute();
      }
      expect(await introspect(token)).toMatchObject({ active: true });
    }
  });

  it("a token without exp is never valid, even signed with the service's key", async () => {
    const token = await accessTokenFor("admin-eleve");
    const { exp, ...claims } = decodeJwt(token);
    const sign = (payload: Record<string, unknown>) =>
      new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(derivedKey("auth-service/access-token"));
    const database = await db();
    expect(await verifyAccessToken(database, await sign({ ...claims, exp }))).toBe(claims.sub);
    expect(await verifyAccessToken(database, await sign(claims))).toBeNull();
    expect(await introspect(await sign(claims))).toEqual({ active: false });
  });
});

describe("the auth client's revocation and introspection", () => {
  it("tells an active token from a revoked one", async () => {
    const client = createAuthClient();
    const token = await accessTokenFor("admin-labfeelings");
    expect(await client.introspect(token)).toBe(true);
    await client.revokeToken(token);
    expect(await client.introspect(token)).toBe(false);
  });
});
