import type { Profile } from "~/clients/profiles-client.server";
import { cachedProfile, ownKey, tenantKey } from "./profile-cache.server";
import { profilesClientFor } from "./service-clients.server";
import type { Tenant } from "./tenant.server";

/** The signed-in person's profile, or null. */
export function ownProfile(request: Request, tenant: Tenant): Promise<Profile | null> {
  return cachedProfile(ownKey(tenant.user.id), () => profilesClientFor(request, tenant).me());
}

/** A member's profile in the current organization, or null. */
export function profileByUsername(request: Request, tenant: Tenant, username: string): Promise<Profile | null> {
  return cachedProfile(tenantKey(tenant.organizationId, username), () => profilesClientFor(request, tenant).byUsername(username));
}
