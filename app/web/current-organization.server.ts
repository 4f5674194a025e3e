/** An address naming an organization the person lacks keeps it current, so the guard denies instead of landing elsewhere (decision 0001). */
import { href } from "react-router";
import { config } from "~/config.server";
import type { User } from "~/contracts/user";
import { resolveOrganizationSlug, type OrganizationSource, type SlugResolution } from "./organization";
import { listOrganizations, type OrganizationRecord } from "./organizations.server";

export interface ResolvedOrganization {
  slug: string;
  organizationId: string | null;
  displayName: string;
  isDefault: boolean;
  source: OrganizationSource;
  lastUpdated: string;
  namedBy: SlugResolution["from"];
  exists: boolean;
  switchesSession: boolean;
}

const publicHost = () => {
  try {
    return new URL(config().publicUrl).hostname;
  } catch {
    return undefined;
  }
};

/** What the address of a request names, read once per request (the middleware keeps it in the request state). */
export interface OrganizationAddress {
  resolution: SlugResolution;
  organizations: OrganizationRecord[];
}

export async function readOrganizationAddress(request: Request): Promise<OrganizationAddress> {
  const organizations = await listOrganizations();
  const known = new Set(organizations.map((o) => o.slug));
  return { resolution: resolveOrganizationSlug(new URL(request.url), known, publicHost()), organizations };
}

/** The current organization at `address` for `user` (null: signed out) with the session's manual choice `manualSlug`. */
export function chooseOrganization(
  { resolution, organizations }: OrganizationAddress,
  user: User | null,
  manualSlug?: string | null,
): ResolvedOrganization {
  const bySlug = (slug: string | null | undefined) => organizations.find((o) => o.slug === slug);
  const isMember = (id: string | undefined) => !!id && !!user?.organizations.some((m) => m.id === id);

  const named = resolution.isDefault ? null : resolution;
  const namedRecord = named ? bySlug(named.slug) : undefined;
  const explicit = named?.from === "query" || named?.from === "returnUrl";
  const manual = bySlug(manualSlug);
  const primary = user?.organizations.find((o) => o.isPrimary) ?? user?.organizations[0];

  let chosen: { slug: string; source: OrganizationSource; isDefault: boolean };
  if (named && (!user || explicit || !isMember(namedRecord?.id))) {
    chosen = { slug: named.slug, source: user && explicit ? "manual" : "hostname", isDefault: false };
  } else if (manual && isMember(manual.id)) {
    chosen = { slug: manual.slug, source: "manual", isDefault: false };
  } else if (named) {
    chosen = { slug: named.slug, source: "hostname", isDefault: false };
  } else if (primary) {
    chosen = { slug: organizations.find((o) => o.id === primary.id)?.slug ?? primary.name, source: "manual", isDefault: false };
  } else {
    chosen = { slug: resolution.slug, source: "default", isDefault: true };
  }

  const record = bySlug(chosen.slug);
  return {
    ...chosen,
    organizationId: record?.id ?? null,
    displayName: record?.displayName ?? chosen.slug,
    lastUpdated: new Date().toISOString(),
    namedBy: named ? named.from : "none",
    exists: !!record,
    switchesSession: explicit && isMember(record?.id) && record?.slug !== manualSlug,
  };
}

/**
 * The organization a page open to anyone acts for (the login card, registration, /contato), from the address alone,
 * whoever is signed in: the one the address names, else the default (spec 4: localhost, IP addresses and the default's
 * aliases name none). `namedBy` says whether the address named it: a sign-in at an address naming none lands in the
 * person's own organization, so the login card names it only when named.
 */
export function addressedOrganization(address: OrganizationAddress): ResolvedOrganization {
  return chooseOrganization(address, null);
}

/** The access-denied path for a non-member of `organization` (spec 4); null when access is allowed. */
export function deniedPath(organization: ResolvedOrganization, user: User): string | null {
  const member = user.organizations.some((m) => m.id === organization.organizationId);
  return user.organizations.length > 0 && !member ? accessDeniedPath(organization) : null;
}

/** Where a person denied `organization` goes: the address keeps an organization it named in its query. */
export function accessDeniedPath(organization: ResolvedOrganization): string {
  const named = organization.namedBy === "query" || organization.namedBy === "returnUrl";
  return named
    ? `${href("/auth/accessdenied")}?organization=${encodeURIComponent(organization.slug)}`
    : href("/auth/accessdenied");
}
