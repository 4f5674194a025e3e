/**
 * Organization resolution of spec 4, as a pure function of the request URL
 * (docs/decisions/0001-organization-resolution.md). In order:
 * 1. the query parameter `organization`;
 * 2. the `organization` inside the `returnUrl` query (its query or hash);
 * 3. the host's subdomain (a name of three or more labels, leading www,
 *    api, auth, auth2 and app skipped);
 * 4. the first host label (`eleve.localhost`).
 * localhost and IP addresses give none. Host labels count only when they
 * name a known organization; explicit query values are kept as typed so an
 * unknown one can be reported ('Organização não encontrada.'). The aliases
 * localhost, manager and the default slug resolve to the default.
 */
import { DEFAULT_ALIASES, DEFAULT_ORGANIZATION_SLUG, IGNORED_HOST_LABELS } from "~/config/organizations";

export type OrganizationSource = "hostname" | "manual" | "default";

export interface SlugResolution {
  slug: string;
  isDefault: boolean;
  source: OrganizationSource;
  /** Which rule decided: an explicit one (query, returnUrl) or the host. */
  from: "query" | "returnUrl" | "host" | "none";
}

const slugOf = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

function fromReturnUrl(url: URL): string | null {
  const returnUrl = url.searchParams.get("returnUrl");
  if (!returnUrl) return null;
  try {
    const target = new URL(returnUrl, url.origin);
    const hash = target.hash.replace(/^#/, "");
    const hashQuery = hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : hash;
    return slugOf(target.searchParams.get("organization")) ?? slugOf(new URLSearchParams(hashQuery).get("organization"));
  } catch {
    return null;
  }
}

const isIpAddress = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":");

function fromHost(hostname: string, known: ReadonlySet<string>): string | null {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || isIpAddress(host)) return null;
  const labels = host.split(".");
  const counts = (slug: string | undefined): slug is string =>
    !!slug && !IGNORED_HOST_LABELS.has(slug) && (known.has(slug) || DEFAULT_ALIASES.has(slug));
  if (labels.length >= 3) {
    const subdomain = labels.find((label) => !IGNORED_HOST_LABELS.has(label));
    if (counts(subdomain)) return subdomain;
  }
  return counts(labels[0]) ? labels[0] : null;
}

/** Resolves the organization slug of a request URL; `known` holds the valid slugs. */
export function resolveOrganizationSlug(url: URL, known: ReadonlySet<string>): SlugResolution {
  const query = slugOf(url.searchParams.get("organization"));
  const returnUrl = query ? null : fromReturnUrl(url);
  const host = query || returnUrl ? null : fromHost(url.hostname, known);
  const slug = query ?? returnUrl ?? host;
  const from = query ? "query" : returnUrl ? "returnUrl" : host ? "host" : "none";
  if (!slug || DEFAULT_ALIASES.has(slug)) {
    return { slug: DEFAULT_ORGANIZATION_SLUG, isDefault: true, source: "default", from };
  }
  return { slug, isDefault: false, source: "hostname", from };
}
