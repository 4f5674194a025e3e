/**
 * Where a signed-in person goes from the login page or after sign-in
 * (spec 2.3, 4, 6): access denied when the current organization is not
 * theirs; else the page they asked for (a safe `returnUrl`); else home for
 * an Administrador, the CRM for a Usuario.
 */
import type { User } from "~/contracts/user";
import { accessFor, landingPathFor } from "./access";
import { deniedPath, type ResolvedOrganization } from "./current-organization.server";
import { safeReturnUrl } from "./return-url";

export function landingPath(request: Request, organization: ResolvedOrganization, user: User): string {
  return (
    deniedPath(organization, user) ??
    safeReturnUrl(new URL(request.url).searchParams.get("returnUrl")) ??
    landingPathFor(accessFor(user, organization.organizationId))
  );
}
