/**
 * The checks every request passes before any route runs
 * (docs/decisions/0008-request-edge.md):
 * - the path and query carry no control character and decode cleanly (400);
 * - a state-changing request that carries cookies comes from this origin:
 *   its `Origin` is the request's own (or, without one, `Sec-Fetch-Site:
 *   same-origin`), else 403. Every organization is a sibling subdomain, so
 *   SameSite=Lax alone does not stop a post from one to another;
 * - a page action takes a form (`application/x-www-form-urlencoded`, and
 *   multipart where a file is sent), else 415;
 * - no text field of a form or JSON body carries a control character (400).
 * Service paths get the services' JSON error body; pages get the error page
 * with the status and a pt-BR message. Body size is capped before this, by
 * the HTTP server (`requestLimits`).
 */
import { data, type MiddlewareFunction } from "react-router";
import { serviceErrorBody } from "~/config/service-errors";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import type { RequestKind } from "./request-kind";
import { limitsOf } from "./request-limits.server";

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
  const { kind } = await limitsOf(request);
  const problem = urlProblem(url);
  if (problem) refuse(kind, 400, problem);
  if (SAFE_METHODS.has(request.method)) return;

  if (request.headers.has("cookie") && !isSameOrigin(request)) refuse(kind, 403, MESSAGES.foreignOrigin);
  const type = mediaType(request);
  const accepted = kind === "page" ? [FORM] : kind === "upload" ? [FORM, MULTIPART] : null;
  if (accepted && !accepted.includes(type)) refuse(kind, 415, MESSAGES.unsupportedBody);
  if (hasControlCharacter(await bodyFields(request, type))) refuse(kind, 400, MESSAGES.controlCharacter);
};
