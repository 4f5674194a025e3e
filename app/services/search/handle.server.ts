import { z } from "~/config/zod";
import { MAX_PAGE } from "~/config/pagination";
import { database } from "~/db/db.server";
import { authenticateTenantCaller } from "../auth/caller.server";
import { answeringDatabaseBusy } from "../shared/database-busy.server";
import { errorResponse, json } from "../shared/responses.server";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, searchUsers } from "./search.server";
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from "~/contracts/search";

const paramsSchema = z.object({
  query: z
    .string({ error: "Informe o que buscar." })
    .trim()
    .min(MIN_SEARCH_LENGTH, `A busca precisa de pelo menos ${MIN_SEARCH_LENGTH} caracteres.`)
    .max(MAX_SEARCH_LENGTH, `A busca deve ter no máximo ${MAX_SEARCH_LENGTH} caracteres.`),
  page: z.coerce
    .number({ error: "page deve ser um número." })
    .int("page deve ser inteiro.")
    .min(1, "page começa em 1.")
    .max(MAX_PAGE, `page vai no máximo até ${MAX_PAGE}.`)
    .default(1),
  perPage: z.coerce
    .number({ error: "perPage deve ser um número." })
    .int("perPage deve ser inteiro.")
    .min(1, "perPage deve ser pelo menos 1.")
    .default(DEFAULT_PER_PAGE)
    .transform((value) => Math.min(value, MAX_PER_PAGE)),
});

export const handleSearchRequest = answeringDatabaseBusy(routeSearchRequest);

async function routeSearchRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (!url.pathname.replace(/\/+$/, "").endsWith("/api/search/users")) {
    return errorResponse(404, "not_found", "Recurso não encontrado.");
  }
  if (request.method !== "GET") {
    return errorResponse(405, "method_not_allowed", "Método não permitido.", { Allow: "GET" });
  }
  const caller = await authenticateTenantCaller(request);
  if (caller instanceof Response) return caller;
  const params = paramsSchema.safeParse({
    query: url.searchParams.get("query") ?? undefined,
    page: url.searchParams.get("page") || undefined,
    perPage: url.searchParams.get("perPage") || undefined,
  });
  if (!params.success) return errorResponse(400, "invalid_request", params.error.issues[0]!.message);
  const { db, dialect } = await database();
  return json({
    data: await searchUsers(db, dialect, { tenantId: caller.tenant.id, viewerId: caller.account.id, ...params.data }),
  });
}
