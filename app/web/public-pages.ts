/** Where a signed-out visitor at `/` goes (docs/decisions/0027-landing.md). */
export const LANDING_PATH = "/landing";

export const SITEMAP_PATHS = [LANDING_PATH, "/auth/login", "/auth/register"] as const;

export const CRAWLABLE_PREFIXES = [...SITEMAP_PATHS, "/contato", "/assets/", "/favicon.svg", "/og-image.png"] as const;
