import { DEFAULT_ALIASES, DEFAULT_ORGANIZATION_SLUG, IGNORED_HOST_LABELS } from "~/config/organizations";

export type OrganizationSource = "hostname" | "manual" | "default";

export interface SlugResolution {
  slug: string;
  isDefault: boolean;
  source: OrganizationSource;
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

function baseLabelCount(host: string, baseDomain: string | undefined): number {
  if (host.endsWith(".localhost")) return 1;
  if (baseDomain && (host === baseDomain || host.endsWith(`.${baseDomain}`))) return baseDomain.split(".").length;
  return 2;
}

function fromHost(hostname: string, known: ReadonlySet<string>, baseDomain: string | undefined): string | null {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  if (host === "localhost" || isIpAddress(host)) return null;
  const labels = host.split(".");
  const subdomain = labels
    .slice(0, Math.max(0, labels.length - baseLabelCount(host, baseDomain)))
    .find((label) => !IGNORED_HOST_LABELS.has(label));
  if (subdomain) return subdomain;
  const first = labels[0];
  return first && !IGNORED_HOST_LABELS.has(first) && (known.has(first) || DEFAULT_ALIASES.has(first)) ? first : null;
}

/** Resolves the organization slug of a request URL (spec 4: query, returnUrl, then subdomain). */
export function resolveOrganizationSlug(url: URL, known: ReadonlySet<string>, baseDomain?: string): SlugResolution {
  const query = slugOf(url.searchParams.get("organization"));
  const returnUrl = query ? null : fromReturnUrl(url);
  const host = query || returnUrl ? null : fromHost(url.hostname, known, baseDomain);
  const slug = query ?? returnUrl ?? host;
  const from = query ? "query" : returnUrl ? "returnUrl" : host ? "host" : "none";
  if (!slug || DEFAULT_ALIASES.has(slug)) {
    return { slug: DEFAULT_ORGANIZATION_SLUG, isDefault: true, source: "default", from };
  }
  return { slug, isDefault: false, source: "hostname", from };
}

/** `path` with the `organization` query of `search` (a URL's search string) carried over, so an organization chosen by query stays chosen across the sign-in, registration and reset pages. */
export function withOrganization(path: string, search: string): string {
  const organization = slugOf(new URLSearchParams(search).get("organization"));
  if (!organization) return path;
  const target = new URL(path, "http://localhost");
  target.searchParams.set("organization", organization);
  return `${target.pathname}${target.search}`;
}
