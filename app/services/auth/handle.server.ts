import { acceptInvitationEndpoint, lookupInvitationEndpoint } from "./invitation-acceptance.server";
import { inviteEndpoint, resendInvitationEndpoint, revokeInvitationEndpoint } from "./invitations.server";
import {
  getMemberEndpoint,
  listMembersEndpoint,
  memberPasswordResetEndpoint,
  removeMemberEndpoint,
  unlockMemberEndpoint,
  updateMemberEndpoint,
} from "./members.server";
import {
  approveRequestEndpoint,
  getPolicyEndpoint,
  listRequestsEndpoint,
  refuseRequestEndpoint,
  setPolicyEndpoint,
} from "./membership-requests.server";
import { loginEndpoint, tokenEndpoint, userinfoEndpoint } from "./connect.server";
import { passwordResetConfirm, passwordResetRequest } from "./password-reset.server";
import { registerEndpoint } from "./register.server";
import { introspectionEndpoint, revocationEndpoint } from "./revocation.server";

/** What the introspection endpoint answers as `active`, for the in-process client: every signed-in request asks it. */
export { tokenIsActive } from "./revocation.server";
import { registrationComplete, registrationConfirm, registrationStart } from "./registration.server";
import { answeringDatabaseBusy } from "../shared/database-busy.server";
import { errorResponse } from "../shared/responses.server";

type Endpoint = (request: Request) => Promise<Response>;

const policyEndpoint: Endpoint = (request) =>
  request.method === "PUT" ? setPolicyEndpoint(request) : getPolicyEndpoint(request);

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
  ["/api/members", ["GET"], listMembersEndpoint],
  ["/api/members/policy", ["GET", "PUT"], policyEndpoint],
  ["/api/members/requests", ["GET"], listRequestsEndpoint],
  ["/api/invitations", ["POST"], inviteEndpoint],
  ["/api/invitations/lookup", ["POST"], lookupInvitationEndpoint],
  ["/api/invitations/accept", ["POST"], acceptInvitationEndpoint],
];

type IdEndpoint = (request: Request, id: string) => Promise<Response>;

const ID_ROUTES: Array<[pattern: RegExp, endpoints: Record<string, IdEndpoint>]> = [
  [/\/api\/members\/([^/]+)\/approve$/, { POST: approveRequestEndpoint }],
  [/\/api\/members\/([^/]+)\/refuse$/, { POST: refuseRequestEndpoint }],
  [/\/api\/members\/([^/]+)\/unlock$/, { POST: unlockMemberEndpoint }],
  [/\/api\/members\/([^/]+)\/password-reset$/, { POST: memberPasswordResetEndpoint }],
  [/\/api\/members\/([^/]+)$/, { GET: getMemberEndpoint, PATCH: updateMemberEndpoint, DELETE: removeMemberEndpoint }],
  [/\/api\/invitations\/([^/]+)\/resend$/, { POST: resendInvitationEndpoint }],
  [/\/api\/invitations\/([^/]+)$/, { DELETE: revokeInvitationEndpoint }],
];

const notFound = () => errorResponse(404, "not_found", "Recurso não encontrado.");
const notAllowed = (methods: string[]) =>
  errorResponse(405, "method_not_allowed", "Método não permitido.", { Allow: methods.join(", ") });

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export async function handleAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  const route = ROUTES.find(([suffix]) => path.endsWith(suffix));
  if (route) {
    const [, methods, endpoint] = route;
    if (!methods.includes(request.method)) return notAllowed(methods);
    return answeringDatabaseBusy(endpoint)(request);
  }
  for (const [pattern, endpoints] of ID_ROUTES) {
    const segment = pattern.exec(path)?.[1];
    if (segment === undefined) continue;
    const endpoint = endpoints[request.method];
    if (!endpoint) return notAllowed(Object.keys(endpoints));
    const id = decoded(segment);
    if (id === null) return notFound();
    return answeringDatabaseBusy((req) => endpoint(req, id))(request);
  }
  return notFound();
}
