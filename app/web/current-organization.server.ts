/**
 * The current organization of a request (spec 3 "resolved organization
 * fields", spec 4), in this order: an explicit URL choice (query
 * `organization` or the one inside `returnUrl`); the person's manual switch
 * (kept in the session; it blocks re-resolution from the host);
 * the host; and, when none of those named one, the signed-in user's
 * primary (else first) organization, with source manual.
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

export async function currentOrganization(
  request: Request,
  user: User | null,
  manualSlug?: string | null,
): Promise<ResolvedOrganization> {
  const organizations = await listOrganizations();
  const resolution = resolveOrganizationSlug(new URL(request.url), new Set(organizations.map((o) => o.slug)));
  const explicit = resolution.from === "query" || resolution.from === "returnUrl";
  const manual = organizations.find((o) => o.slug === manualSlug && user?.organizations.some((m) => m.id === o.id));
  const primary = user?.organizations.find((o) => o.isPrimary) ?? user?.organizations[0];
  const chosen =
    !explicit && manual
      ? { slug: manual.slug, isDefault: false, source: "manual" as const }
      : resolution.source === "default" && primary
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
