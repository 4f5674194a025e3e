import { errorResponse } from "./responses.server";

/** The answer to a service path no built-in service claims (spec 7): 404 `not_found`, 'Recurso não encontrado.'. */
export const handleUnclaimedRequest = (): Response => errorResponse(404, "not_found", "Recurso não encontrado.");
