/**
 * The built-in auth service on its spec paths (spec 7).
 * `X-Forwarded-For` is overwritten with the address server.mjs trusts, so a caller cannot pick the address the service's limits count.
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
