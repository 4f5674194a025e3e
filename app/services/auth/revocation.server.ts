/** Revocation always answers 200, telling nothing about the token (RFC 7009); introspection (RFC 7662) concerns only the presented token, so it needs no client credentials. */
import { db } from "~/db/db.server";
import { errorResponse, json } from "../shared/responses.server";
import { readFields } from "../shared/requests.server";
import { activeClaims, revokeAccessToken } from "./tokens.server";

async function tokenParameter(request: Request): Promise<string | Response> {
  const fields = request.headers.get("content-type")?.includes("application/x-www-form-urlencoded")
    ? await readFields(request)
    : null;
  if (!fields) return errorResponse(400, "invalid_request", "Requisição inválida: envie os dados como formulário.");
  const token = fields.token;
  if (typeof token !== "string" || !token) return errorResponse(400, "invalid_request", "Informe o token.");
  return token;
}

export async function revocationEndpoint(request: Request): Promise<Response> {
  const token = await tokenParameter(request);
  if (token instanceof Response) return token;
  await revokeAccessToken(await db(), token);
  return new Response(null, { status: 200, headers: { "Cache-Control": "no-store" } });
}

/** Whether `token` is one of ours, unexpired and unrevoked, for an active account (RFC 7662 `active`); the in-process client asks this directly. */
export async function tokenIsActive(token: string): Promise<boolean> {
  return !!(await activeClaims(await db(), token));
}

export async function introspectionEndpoint(request: Request): Promise<Response> {
  const token = await tokenParameter(request);
  if (token instanceof Response) return token;
  const claims = await activeClaims(await db(), token);
  if (!claims) return json({ active: false });
  const { sub, client_id, exp, iat, jti } = claims;
  return json({ active: true, sub, client_id, exp, iat, jti, token_type: "Bearer" });
}
