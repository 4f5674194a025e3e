/**
 * POST /api/crm/atendimentos (docs/crm-api.md): opens or adds to an atendimento with an organization's API key.
 * The HTTP server caps the body first; the check here keeps that true when the app is served another way.
 */
import { serviceErrorBody } from "~/config/service-errors";
import { authenticateApiKey } from "~/modules/crm/api-keys.server";
import { apiFollowUpSchema, apiNewTicketSchema } from "~/modules/crm/intake-schemas";
import { addMessageByNumber, openTicketFromOutside } from "~/modules/crm/intake.server";
import { TicketRefusal } from "~/modules/crm/tickets.server";
import { bodyTooLargeMessage, FORM_BODY_LIMIT } from "~/web/request-kind";
import type { RequestHandle } from "~/contracts/request-shape";
import type { Route } from "./+types/api-tickets";
import { idempotent } from "~/web/idempotency.server";
import { IDEMPOTENCY_HEADER, isIdempotencyKey } from "~/config/idempotency-rules";

export const handle: RequestHandle = { request: { kind: "service" } };

const NO_STORE = { "Cache-Control": "no-store" };

const fail = (status: number, code: string, message: string, headers: HeadersInit = {}) =>
  Response.json(serviceErrorBody(code, message), { status, headers: { ...NO_STORE, ...headers } });

export const loader = () => fail(405, "method_not_allowed", "Use POST para abrir um atendimento.", { Allow: "POST" });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return fail(405, "method_not_allowed", "Use POST para abrir um atendimento.", { Allow: "POST" });
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const caller = await authenticateApiKey(token);
  if (!caller)
    return fail(401, "invalid_token", "Chave da API ausente, inválida ou revogada.", {
      "WWW-Authenticate": 'Bearer realm="crm"',
    });

  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json")
    return fail(415, "unsupported_media_type", "Envie o corpo em JSON, com Content-Type: application/json.");
  const text = await request.text();
  if (Buffer.byteLength(text) > FORM_BODY_LIMIT) return fail(413, "payload_too_large", bodyTooLargeMessage(FORM_BODY_LIMIT));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(400, "invalid_request", "O corpo não é um JSON válido.");
  }
  if (!body || typeof body !== "object" || Array.isArray(body))
    return fail(400, "invalid_request", "O corpo deve ser um objeto JSON.");

  const org = { organizationId: caller.organizationId };
  if (request.headers.has(IDEMPOTENCY_HEADER) && !isIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER)))
    return fail(400, "invalid_request", "Idempotency-Key inválida: use de 16 a 120 letras, dígitos, _ ou -.");
  const sender = { organizationId: caller.organizationId, userId: `api-key:${caller.keyId}` };
  // A client's Idempotency-Key header makes a retried call answer the first one's ticket.
  const done = (answer: Response) => answer.status < 300;
  const refuse = (status: number, message: string) => fail(status, "conflict", message);
  return idempotent(sender, request, "api/crm/atendimentos", () => intake(org, body), { done, refuse });
}

async function intake(org: { organizationId: string }, body: object): Promise<Response> {
  try {
    if ("atendimento" in body) {
      const parsed = apiFollowUpSchema.safeParse(body);
      if (!parsed.success) return fail(400, "invalid_request", parsed.error.issues[0]!.message);
      const ticket = await addMessageByNumber(org, parsed.data.atendimento, parsed.data.mensagem);
      if (!ticket) return fail(404, "not_found", `Não há atendimento número ${parsed.data.atendimento}.`);
      return Response.json({ id: ticket.id, numero: ticket.number, codigo: ticket.code }, { status: 200, headers: NO_STORE });
    }
    const parsed = apiNewTicketSchema.safeParse(body);
    if (!parsed.success) return fail(400, "invalid_request", parsed.error.issues[0]!.message);
    const ticket = await openTicketFromOutside(org, parsed.data);
    return Response.json({ id: ticket.id, numero: ticket.number, codigo: ticket.code }, { status: 201, headers: NO_STORE });
  } catch (error) {
    if (error instanceof TicketRefusal) return fail(400, "invalid_request", error.message);
    throw error;
  }
}
