/** Pre-route checks (decision 0008); the same-origin one exists because organizations are sibling subdomains, which SameSite=Lax does not separate. */
import { data, type MiddlewareFunction } from "react-router";
import { serviceErrorBody } from "~/config/service-errors";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import { requestKind, type RequestKind } from "./request-kind";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";
const JSON_TYPE = "application/json";

const MESSAGES = {
  controlCharacter: CONTROL_CHARACTER_MESSAGE,
  malformedUrl: "Requisição inválida: o endereço não pôde ser lido.",
  foreignOrigin: "Requisição recusada: ela não partiu deste site.",
  unsupportedBody: "Formato de envio não suportado: envie os dados pelo formulário da página.",
} as const;

const CODES: Record<400 | 403 | 415, string> = { 400: "invalid_request", 403: "access_denied", 415: "unsupported_media_type" };

function refuse(kind: RequestKind, status: 400 | 403 | 415, message: string): never {
  if (kind === "service") {
    const code = CODES[status];
    throw Response.json(serviceErrorBody(code, message), { status, headers: { "Cache-Control": "no-store" } });
  }
  throw data(message, { status });
}

function urlProblem(url: URL): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return MESSAGES.malformedUrl;
  }
  return hasControlCharacter(path) || hasControlCharacter([...url.searchParams]) ? MESSAGES.controlCharacter : null;
}

function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(request.url).origin;
  return request.headers.get("sec-fetch-site") === "same-origin";
}

const mediaType = (request: Request) => request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";

async function bodyFields(request: Request, type: string): Promise<unknown> {
  if (type === FORM) return [...new URLSearchParams(await request.clone().text())];
  if (type === JSON_TYPE)
    return request
      .clone()
      .json()
      .catch(() => null);
  return null;
}

export const guardRequest: MiddlewareFunction<Response> = async ({ request }) => {
  const url = new URL(request.url);
  const kind = requestKind(url.pathname);
  const problem = urlProblem(url);
  if (problem) refuse(kind, 400, problem);
  if (SAFE_METHODS.has(request.method)) return;

  if (request.headers.has("cookie") && !isSameOrigin(request)) refuse(kind, 403, MESSAGES.foreignOrigin);
  const type = mediaType(request);
  const accepted = kind === "page" ? [FORM] : kind === "upload" ? [FORM, MULTIPART] : null;
  if (accepted && !accepted.includes(type)) refuse(kind, 415, MESSAGES.unsupportedBody);
  if (hasControlCharacter(await bodyFields(request, type))) refuse(kind, 400, MESSAGES.controlCharacter);
};
