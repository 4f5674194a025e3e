/**
 * The built-in auth service on its spec paths (spec 7): /connect/*,
 * /api/users/registration/*, /api/auth/password-reset/*, /api/members/*
 * and /api/invitations/*. Resource routes
 * that hand the request to the service; the one thing they add is the
 * client address: `X-Forwarded-For` is overwritten with the address
 * server.mjs found for the connection (the socket's, or a trusted proxy's
 * as TRUST_PROXY allows), so a caller cannot pick the address the
 * service's limits count (docs/auth-api.md).
 */
import { clientAddressContext } from "~/web/context.server";
import { handleAuthRequest } from "~/services/auth/handle.server";
import type { RequestHandle } from "~/contracts/request-shape";
import type { Route } from "./+types/auth-service";

/** A service: the edge leaves its tokens and bodies to it. */
export const handle: RequestHandle = { request: { kind: "service" } };

function fromSocket({ request, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set("X-Forwarded-For", context.get(clientAddressContext));
  return handleAuthRequest(new Request(request, { headers }));
}

export const loader = (args: Route.LoaderArgs) => fromSocket(args);
export const action = (args: Route.ActionArgs) => fromSocket(args);
