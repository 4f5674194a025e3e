import { redirect, type RouterContextProvider } from "react-router";
import type { User } from "~/contracts/user";
import type { TenantScope } from "~/modules/tenant-scope";
import { CRM_HOME, type AccessResult } from "./access";
import { requestStateContext, type RequestState } from "./context.server";
import { accessDeniedPath } from "./current-organization.server";
import { loginPath } from "./return-url";

export interface SignedIn extends RequestState {
  user: User;
  accessToken: string;
  access: AccessResult;
}

export interface Tenant extends SignedIn {
  organizationId: string;
}

type Context = Readonly<RouterContextProvider>;

/** The signed-in person; throws a redirect to login (with returnUrl) when signed out. */
export function requireUser(context: Context, request: Request): SignedIn {
  const state = context.get(requestStateContext);
  const { user, accessToken, access } = state;
  if (!user || !accessToken || !access) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return { ...state, user, accessToken, access };
}

/** The signed-in member and their current organization; throws a redirect to login or access denied. */
export function requireTenant(context: Context, request: Request): Tenant {
  const signedIn = requireUser(context, request);
  const organizationId = signedIn.organization.organizationId;
  if (!organizationId || !signedIn.access.hasAccess) throw redirect(accessDeniedPath(signedIn.organization));
  return { ...signedIn, organizationId };
}

/** `requireTenant` for the back office: a Usuario is sent to the CRM (spec 6). */
export function requireAdministratorTenant(context: Context, request: Request): Tenant {
  const tenant = requireTenant(context, request);
  if (tenant.access.tipoDeAcesso !== "Administrador") throw redirect(CRM_HOME);
  return tenant;
}

/** The scope a business module is called with: the tenant's organization and person. */
export const scopeOf = (tenant: Tenant): TenantScope => ({ organizationId: tenant.organizationId, userId: tenant.user.id });
