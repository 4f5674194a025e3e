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
