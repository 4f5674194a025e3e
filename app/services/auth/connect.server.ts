import { parse as parseCookies, serialize as serializeCookie } from "cookie";
import { config } from "~/config.server";
import { database } from "~/db/db.server";
import { checkCredentials } from "./credentials.server";
import { bearerToken, clientAddress, readFields } from "../shared/requests.server";
import { errorResponse, failureResponse, json } from "../shared/responses.server";
import { accountFromToken } from "./caller.server";
import { issueAccessToken } from "./tokens.server";
import { userinfoClaims } from "./users.server";

export const SUPPORTED_SCOPES = ["openid", "roles", "organizations", "email", "profile"] as const;
const LOGIN_COOKIE = "connect.token";
const FORM_TYPE = "application/x-www-form-urlencoded";

const isKnownClient = (clientId: string) => clientId === config().authClientId;

export async function tokenEndpoint(request: Request): Promise<Response> {
  if (!request.headers.get("content-type")?.includes(FORM_TYPE)) {
    return errorResponse(400, "invalid_request", "Requisição inválida: envie os dados como formulário.");
  }
  const form = new URLSearchParams(await request.text());
  const grantType = form.get("grant_type");
  if (!grantType) return errorResponse(400, "invalid_request", "Requisição inválida: informe grant_type.");
  if (grantType !== "password") {
    return errorResponse(400, "unsupported_grant_type", "Tipo de concessão não suportado.");
  }
  const clientId = form.get("client_id") ?? "";
  if (!isKnownClient(clientId)) return errorResponse(400, "invalid_client", "Cliente não autorizado.");
  const scopes = (form.get("scope") ?? SUPPORTED_SCOPES.join(" ")).split(/\s+/).filter(Boolean);
  if (scopes.some((scope) => !(SUPPORTED_SCOPES as readonly string[]).includes(scope))) {
    return errorResponse(400, "invalid_scope", "Escopo solicitado não é suportado.");
  }
  const issued = await grantPassword(Object.fromEntries(form), clientId, clientAddress(request));
  if (issued instanceof Response) return issued;
  const { accessToken, expiresIn } = issued;
  return json({ access_token: accessToken, token_type: "Bearer", expires_in: expiresIn, scope: scopes.join(" ") });
}

export async function loginEndpoint(request: Request): Promise<Response> {
  const origin = request.headers.get("origin");
  const url = new URL(request.url);
  if (origin && origin !== url.origin) return errorResponse(403, "access_denied", "Origem não permitida.");
  const fields = await readFields(request);
  if (!fields) return errorResponse(400, "invalid_request", "Requisição inválida: envie JSON ou formulário.");
  const issued = await grantPassword(fields, config().authClientId, clientAddress(request));
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

async function grantPassword(fields: Record<string, unknown>, clientId: string, address: string) {
  const text = (key: string) => (typeof fields[key] === "string" ? (fields[key] as string) : undefined);
  const username = text("username")?.trim();
  const password = text("password");
  if (!username || !password) return errorResponse(400, "invalid_request", "Informe usuário e senha.");
  const organization = (text("organization") ?? text("organizationSlug"))?.trim() || undefined;

  const store = await database();
  const result = await checkCredentials(store, { username, password, organization, clientAddress: address });
  if (!result.ok) return failureResponse(result.failure);
  const issued = await issueAccessToken(store.db, {
    account: result.account,
    clientId,
    organizationId: result.organizationId,
    organizationSlug: organization,
  });
  return { ...issued, account: result.account };
}

export async function userinfoEndpoint(request: Request): Promise<Response> {
  const token = bearerToken(request) ?? loginCookie(request);
  if (!token) {
    return errorResponse(401, "invalid_token", "Token de acesso ausente.", { "WWW-Authenticate": "Bearer" });
  }
  const account = await accountFromToken(token);
  if (!account) {
    return errorResponse(401, "invalid_token", "Token de acesso inválido ou expirado.", {
      "WWW-Authenticate": 'Bearer error="invalid_token"',
    });
  }
  return json(userinfoClaims(account));
}

function loginCookie(request: Request): string | null {
  return parseCookies(request.headers.get("cookie") ?? "")[LOGIN_COOKIE] ?? null;
}
