import { createContext } from "react-router";
import type { LayoutConfig } from "~/config/layout";
import type { AccessResult } from "./access";
import type { OrganizationAddress, ResolvedOrganization } from "./current-organization.server";
import type { WebSession } from "./session.server";
import type { User } from "~/contracts/user";

/** The client address of the request, set by server.mjs; "unknown" where no server sets it (the Vite dev server). */
export const clientAddressContext = createContext<string>("unknown");

/** Socket address of the request (set by server.mjs), never a proxy's X-Forwarded-For; null under the Vite dev server. */
export const peerAddressContext = createContext<string | null>(null);

/** The request id of the log lines (and `X-Request-Id`), set by server.mjs; undefined elsewhere. */
export const requestIdContext = createContext<string | undefined>(undefined);

/** The Content-Security-Policy nonce of this request, set by server.mjs; undefined elsewhere (the Vite dev server). */
export const cspNonceContext = createContext<string | undefined>(undefined);

export interface RequestState {
  session: WebSession;
  user: User | null;
  accessToken: string | null;
  address: OrganizationAddress;
  organization: ResolvedOrganization;
  access: AccessResult | null;
  layout: LayoutConfig;
}

export const requestStateContext = createContext<RequestState>();
