import { createAuthClient } from "~/clients/auth-client.server";
import { createProfilesClient } from "~/clients/profiles-client.server";
import { createSearchClient } from "~/clients/search-client.server";
import type { ServiceClientOptions } from "~/clients/transport.server";
import type { RequestState } from "./context.server";
import { endSession } from "./sign-out.server";

function sessionOptions(request: Request, state: RequestState): ServiceClientOptions {
  const url = new URL(request.url);
  return {
    token: state.accessToken,
    tenantId: state.organization.organizationId,
    session: { onUnauthorized: () => endSession(request, state.session, `${url.pathname}${url.search}`) },
  };
}

export const authClientFor = (request: Request, state: RequestState) => createAuthClient(sessionOptions(request, state));

export const profilesClientFor = (request: Request, state: RequestState) => createProfilesClient(sessionOptions(request, state));

export const searchClientFor = (request: Request, state: RequestState) => createSearchClient(sessionOptions(request, state));
