/**
 * The current organization of a request (spec 3 "resolved organization
 * fields", spec 4): the URL's organization (app/web/organization.ts) or,
 * when it came from no explicit source, the signed-in user's primary
 * (else first) organization, with source manual.
 */
import { listOrganizations } from "~/modules/organizations.server";
import { resolveOrganizationSlug, type OrganizationSource } from "./organization";
import type { User } from "./user";

export interface ResolvedOrganization {
  slug: string;
  /** Null when the slug names no organization. */
  organizationId: string | null;
  displayName: string;
  isDefault: boolean;
  source: OrganizationSource;
  /** ISO 8601. */
  lastUpdated: string;
}

export async function currentOrganization(request: Request, user: User | null): Promise<ResolvedOrganization> {
  const organizations = await listOrganizations();
  const resolution = resolveOrganizationSlug(new URL(request.url), new Set(organizations.map((o) => o.slug)));
  const primary = user?.organizations.find((o) => o.isPrimary) ?? user?.organizations[0];
  const chosen =
    resolution.source === "default" && primary
      ? { slug: organizations.find((o) => o.id === primary.id)?.slug ?? primary.name, isDefault: false, source: "manual" as const }
      : resolution;
  const record = organizations.find((o) => o.slug === chosen.slug);
  return {
    ...chosen,
    organizationId: record?.id ?? (chosen.source === "manual" ? (primary?.id ?? null) : null),
    displayName: record?.displayName ?? chosen.slug,
    lastUpdated: new Date().toISOString(),
  };
}
