/**
 * Values the middleware hands to loaders and actions below it (React Router
 * middleware contexts).
 */
import { createContext } from "react-router";
import type { LayoutConfig } from "~/config/layout";
import type { AccessResult } from "./access";
import type { OrganizationAddress, ResolvedOrganization } from "./current-organization.server";
import type { WebSession } from "./session.server";
import type { User } from "~/contracts/user";

/**
 * The client address of the request, set by server.mjs; "unknown" where no
 * server sets it (the Vite dev server).
 */
export const clientAddressContext = createContext<string>("unknown");

/**
 * The address of the socket the request came on, set by server.mjs: never
 * what a proxy states (X-Forwarded-For), whatever TRUST_PROXY says. null
 * where no server sets it (the Vite dev server, which listens on loopback).
 */
export const peerAddressContext = createContext<string | null>(null);

/** The request id of the log lines (and `X-Request-Id`), set by server.mjs; undefined elsewhere. */
export const requestIdContext = createContext<string | undefined>(undefined);

/** The Content-Security-Policy nonce of this request, set by server.mjs; undefined elsewhere (the Vite dev server). */
export const cspNonceContext = createContext<string | undefined>(undefined);

export interface RequestState {
  session: WebSession;
  /** The signed-in user (null when signed out). */
  user: User | null;
  accessToken: string | null;
  /** What the address names, read once; `organization` is chosen from it for `user`. */
  address: OrganizationAddress;
  organization: ResolvedOrganization;
  /** The user's access in `organization` (null when signed out). */
  access: AccessResult | null;
  /** The layout settings of the cookie. */
  layout: LayoutConfig;
}

export const requestStateContext = createContext<RequestState>();
