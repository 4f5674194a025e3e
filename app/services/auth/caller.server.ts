import { db } from "~/db/db.server";
import { bearerToken } from "../shared/requests.server";
import { errorResponse } from "../shared/responses.server";
import { verifyAccessToken } from "./tokens.server";
import { findAccountById, type Account, type MembershipClaim } from "./users.server";

/** The active account of a valid token; null for anything else. */
export async function accountFromToken(token: string | null): Promise<Account | null> {
  if (!token) return null;
  const database = await db();
  const userId = await verifyAccessToken(database, token);
  const account = userId ? await findAccountById(database, userId) : null;
  return account?.is_active && !account.blocked_at ? account : null;
}

/** The caller's account, or a 401 Response (`invalid_token`). */
export async function authenticateCaller(request: Request): Promise<Account | Response> {
  const account = await accountFromToken(bearerToken(request));
  return (
    account ??
    errorResponse(401, "invalid_token", "Token de acesso inválido ou ausente.", {
      "WWW-Authenticate": 'Bearer error="invalid_token"',
    })
  );
}

export interface Caller {
  account: Account;
  tenant: MembershipClaim;
}

/** The caller and tenant: 401 without a valid token, 400 without `X-TenantId`, 403 when the token's organizations do not include it. */
export async function authenticateTenantCaller(request: Request): Promise<Caller | Response> {
  const account = await authenticateCaller(request);
  if (account instanceof Response) return account;
  const tenantId = request.headers.get("x-tenantid");
  if (!tenantId) return errorResponse(400, "invalid_request", "Informe a organização no cabeçalho X-TenantId.");
  const tenant = account.memberships.find((m) => m.id === tenantId);
  if (!tenant) return errorResponse(403, "access_denied", "Você não participa desta organização.");
  return { account, tenant };
}
