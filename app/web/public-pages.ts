/** Where a signed-out visitor at `/` goes (docs/decisions/0027-landing.md). */
import { href } from "react-router";

export const LANDING_PATH = href("/landing");

export const SITEMAP_PATHS = [LANDING_PATH, href("/auth/login"), href("/auth/register")] as const;

export const CRAWLABLE_PREFIXES = [...SITEMAP_PATHS, href("/contato"), "/assets/", "/favicon.svg", "/og-image.png"] as const;
