import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { compiledOnce } from "~/db/compiled-query.server";
import { announceSessionEnd } from "~/db/session-ends.server";
import { checkedOnce, derivedCryptoKey } from "~/keys.server";
import { fullName, rolesOf, type Account } from "./users.server";

/** Access token lifetime in seconds: the session cookie's 7 days (spec 9). */
export const ACCESS_TOKEN_TTL_S = 604800;
const ISSUER = "sereno-auth";

const signingKey = () => derivedCryptoKey("auth-service/access-token", "HMAC-SHA-256");

export interface IssueInput {
  account: Account;
  clientId: string;
  organizationId: string | null;
  organizationSlug?: string;
}

/** Signs and records an access token; returns it with its lifetime (s). */
export async function issueAccessToken(db: Kysely<Database>, input: IssueInput, now = new Date()) {
  const jti = randomUUID();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_S;
  const { account } = input;
  const token = await new SignJWT({
    email: account.email,
    name: fullName(account),
    roles: rolesOf(account),
    organizations: account.memberships,
    client_id: input.clientId,
    ...(input.organizationSlug ? { organization: input.organizationSlug } : {}),
  })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(account.id)
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(await signingKey());
  await db
    .insertInto("issued_tokens")
    .values({
      jti,
      user_id: account.id,
      client_id: input.clientId,
      organization_id: input.organizationId,
      issued_at: now.toISOString(),
      expires_at: new Date(exp * 1000).toISOString(),
      revoked_at: null,
    })
    .execute();
  return { accessToken: token, expiresIn: ACCESS_TOKEN_TTL_S };
}

const signed = checkedOnce(async (token) => {
  const { payload } = await jwtVerify(token, await signingKey(), {
    issuer: ISSUER,
    algorithms: ["HS256"],
    requiredClaims: ["exp", "sub", "jti"],
  });
  return payload as typeof payload & { sub: string; jti: string; exp: number };
});

const signedClaims = (token: string) => signed(token).catch(() => null);

/** The claims of a token that introspects as active (RFC 7662): signed here, unexpired, recorded, not revoked, and its account neither disabled nor blocked, read in one statement. */
const issuedToken = compiledOnce((db, jti: string) =>
  db
    .selectFrom("issued_tokens")
    .innerJoin("users", "users.id", "issued_tokens.user_id")
    .select(["issued_tokens.user_id", "issued_tokens.revoked_at", "users.is_active", "users.blocked_at"])
    .where("issued_tokens.jti", "=", jti),
);

export async function activeClaims(db: Kysely<Database>, token: string) {
  const claims = await signedClaims(token);
  if (!claims) return null;
  const [issued] = await issuedToken(db, claims.jti);
  const active = issued && !issued.revoked_at && issued.user_id === claims.sub && issued.is_active && !issued.blocked_at;
  return active ? claims : null;
}

/** The user id of an active token (see `activeClaims`); null for anything else. */
export async function verifyAccessToken(db: Kysely<Database>, token: string): Promise<string | null> {
  return (await activeClaims(db, token))?.sub ?? null;
}

/** Revokes one token of this service (RFC 7009); a token that is not ours, or already revoked, changes nothing. */
export async function revokeAccessToken(db: Kysely<Database>, token: string, now = new Date()): Promise<void> {
  const claims = await signedClaims(token);
  if (!claims) return;
  await db
    .updateTable("issued_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("jti", "=", claims.jti)
    .where("revoked_at", "is", null)
    .execute();
  await announceSessionEnd(db, { grantId: claims.jti });
}

/** Revokes every unrevoked token of a user (after a password reset, a block, a disable, a role change or a removal). */
export async function revokeUserTokens(db: Kysely<Database>, userId: string, now = new Date()): Promise<void> {
  await db
    .updateTable("issued_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
  await announceSessionEnd(db, { userId });
}
