/**
 * The built-in auth service (spec 7, base `/connect`; issue 2), as a
 * Fetch handler: `handleAuthRequest(request) -> Response`. It knows nothing
 * of the web side; it answers statuses and bodies as a remote one would.
 *
 * - POST /connect/token: password grant, form encoded (docs/auth-api.md).
 * - GET|POST /connect/userinfo: claims for a Bearer token (or the
 *   `connect.token` cookie set by /connect/login).
 * - POST /connect/login: credential check for cookie clients; same origin only.
 */
import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { config } from "~/config.server";
import { db } from "~/db/db.server";
import { checkCredentials } from "./credentials.server";
import { failureResponse, json, oauthError } from "./responses.server";
import { issueAccessToken, verifyAccessToken } from "./tokens.server";
import { findAccountById, userinfoClaims } from "./users.server";

export const SUPPORTED_SCOPES = ["openid", "roles", "organizations", "email", "profile"] as const;
const LOGIN_COOKIE = "connect.token";
const FORM_TYPE = "application/x-www-form-urlencoded";

export async function handleAuthRequest(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  const route = pathname.replace(/\/+$/, "");
  if (route.endsWith("/connect/token")) return onlyPost(request, tokenEndpoint);
  if (route.endsWith("/connect/login")) return onlyPost(request, loginEndpoint);
  if (route.endsWith("/connect/userinfo")) {
    return request.method === "GET" || request.method === "POST"
      ? userinfoEndpoint(request)
      : oauthError(405, "method_not_allowed", "Método não permitido.", { Allow: "GET, POST" });
  }
  return oauthError(404, "not_found", "Recurso não encontrado.");
}

function onlyPost(request: Request, endpoint: (request: Request) => Promise<Response>) {
  return request.method === "POST"
    ? endpoint(request)
    : oauthError(405, "method_not_allowed", "Método não permitido.", { Allow: "POST" });
}

const isKnownClient = (clientId: string) => clientId === config().authClientId;

async function tokenEndpoint(request: Request): Promise<Response> {
  if (!request.headers.get("content-type")?.includes(FORM_TYPE)) {
    return oauthError(400, "invalid_request", "Requisição inválida: envie os dados como formulário.");
  }
  const form = new URLSearchParams(await request.text());
  const grantType = form.get("grant_type");
  if (!grantType) return oauthError(400, "invalid_request", "Requisição inválida: informe grant_type.");
  if (grantType !== "password") {
    return oauthError(400, "unsupported_grant_type", "Tipo de concessão não suportado.");
  }
  const clientId = form.get("client_id") ?? "";
  if (!isKnownClient(clientId)) return oauthError(400, "invalid_client", "Cliente não autorizado.");
  const scopes = (form.get("scope") ?? SUPPORTED_SCOPES.join(" ")).split(/\s+/).filter(Boolean);
  if (scopes.some((scope) => !(SUPPORTED_SCOPES as readonly string[]).includes(scope))) {
    return oauthError(400, "invalid_scope", "Escopo solicitado não é suportado.");
  }
  const issued = await grantPassword(form, clientId);
  if (issued instanceof Response) return issued;
  const { accessToken, expiresIn } = issued;
  return json({ access_token: accessToken, token_type: "Bearer", expires_in: expiresIn, scope: scopes.join(" ") });
}

async function loginEndpoint(request: Request): Promise<Response> {
  const origin = request.headers.get("origin");
  const url = new URL(request.url);
  if (origin && origin !== url.origin) return oauthError(403, "access_denied", "Origem não permitida.");
  const type = request.headers.get("content-type") ?? "";
  let fields: URLSearchParams;
  if (type.includes(FORM_TYPE)) fields = new URLSearchParams(await request.text());
  else if (type.includes("application/json")) {
    const body = await request.json().catch(() => null);
    if (!body || typeof body !== "object") return oauthError(400, "invalid_request", "Requisição inválida.");
    fields = new URLSearchParams(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } else return oauthError(400, "invalid_request", "Requisição inválida: envie JSON ou formulário.");
  const issued = await grantPassword(fields, config().authClientId);
  if (issued instanceof Response) return issued;
  const { accessToken, expiresIn, account } = issued;
  const cookie = serializeCookie(LOGIN_COOKIE, accessToken, {
    path: "/connect",
    httpOnly: true,
    sameSite: "lax",
    maxAge: expiresIn,
    secure: url.protocol === "https:",
  });
  return json({ Data: { Message: "Login realizado com sucesso.", UserId: account.id } }, 200, {
    "Set-Cookie": cookie,
  });
}

/**
 * Checks the posted credentials (`username`, `password`, optional
 * `organization` or `organizationSlug`) and issues a token for `clientId`;
 * the error Response (400, 401, 403, 404, 423) when they fail.
 */
async function grantPassword(fields: URLSearchParams, clientId: string) {
  const username = fields.get("username")?.trim();
  const password = fields.get("password");
  if (!username || !password) return oauthError(400, "invalid_request", "Informe usuário e senha.");
  const organization = (fields.get("organization") ?? fields.get("organizationSlug"))?.trim() || undefined;

  const database = await db();
  const result = await checkCredentials(database, { username, password, organization });
  if (!result.ok) return failureResponse(result.failure);
  const issued = await issueAccessToken(database, {
    account: result.account,
    clientId,
    organizationId: result.organizationId,
    organizationSlug: organization,
  });
  return { ...issued, account: result.account };
}

async function userinfoEndpoint(request: Request): Promise<Response> {
  const token = bearerToken(request) ?? loginCookie(request);
  const challenge = { "WWW-Authenticate": 'Bearer error="invalid_token"' };
  if (!token) {
    return oauthError(401, "invalid_token", "Token de acesso ausente.", { "WWW-Authenticate": "Bearer" });
  }
  const database = await db();
  const userId = await verifyAccessToken(database, token);
  const account = userId ? await findAccountById(database, userId) : null;
  if (!account || !account.is_active || account.blocked_at) {
    return oauthError(401, "invalid_token", "Token de acesso inválido ou expirado.", challenge);
  }
  return json(userinfoClaims(account));
}

function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

function loginCookie(request: Request): string | null {
  return parseCookies(request.headers.get("cookie") ?? "")[LOGIN_COOKIE] ?? null;
}
