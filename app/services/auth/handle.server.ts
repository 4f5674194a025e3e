/**
 * The built-in auth service as a Fetch handler: `handleAuthRequest(request)
 * -> Response` (spec 7; docs/auth-api.md). It knows nothing
 * of the web side; it answers statuses and bodies as a remote one would.
 * Paths are matched by suffix, so the service works under any base path.
 */
import { loginEndpoint, tokenEndpoint, userinfoEndpoint } from "./connect.server";
import { passwordResetConfirm, passwordResetRequest } from "./password-reset.server";
import { registerEndpoint } from "./register.server";
import { introspectionEndpoint, revocationEndpoint } from "./revocation.server";
import { registrationComplete, registrationConfirm, registrationStart } from "./registration.server";
import { answeringDatabaseBusy } from "../shared/database-busy.server";
import { errorResponse } from "../shared/responses.server";

type Endpoint = (request: Request) => Promise<Response>;

const ROUTES: Array<[suffix: string, methods: string[], endpoint: Endpoint]> = [
  ["/connect/token", ["POST"], tokenEndpoint],
  ["/connect/login", ["POST"], loginEndpoint],
  ["/connect/userinfo", ["GET", "POST"], userinfoEndpoint],
  ["/connect/register", ["POST"], registerEndpoint],
  ["/connect/revocation", ["POST"], revocationEndpoint],
  ["/connect/introspect", ["POST"], introspectionEndpoint],
  ["/api/users/registration/start", ["POST"], registrationStart],
  ["/api/users/registration/confirm-email", ["POST"], registrationConfirm],
  ["/api/users/registration/complete", ["POST"], registrationComplete],
  ["/api/auth/password-reset/request", ["POST"], passwordResetRequest],
  ["/api/auth/password-reset/confirm", ["POST"], passwordResetConfirm],
];

export async function handleAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const route = ROUTES.find(([suffix]) => path.endsWith(suffix));
  if (!route) return errorResponse(404, "not_found", "Recurso não encontrado.");
  const [, methods, endpoint] = route;
  if (!methods.includes(request.method)) {
    return errorResponse(405, "method_not_allowed", "Método não permitido.", { Allow: methods.join(", ") });
  }
  return answeringDatabaseBusy(endpoint)(request);
}
