/** The default organization; also the one with the wellbeing top bar. */
export const DEFAULT_ORGANIZATION_SLUG = "sereno";
/** Its display name; also the product's name in page titles. */
export const DEFAULT_ORGANIZATION_NAME = "Sereno";

/** Slugs that resolve to the default organization (spec 4). */
export const DEFAULT_ALIASES: ReadonlySet<string> = new Set(["localhost", "manager", DEFAULT_ORGANIZATION_SLUG]);

/** Leading host labels that never name an organization (spec 4). */
export const IGNORED_HOST_LABELS: ReadonlySet<string> = new Set(["www", "api", "auth", "auth2", "app"]);

export const SEED_ORGANIZATIONS = [
  { slug: DEFAULT_ORGANIZATION_SLUG, displayName: DEFAULT_ORGANIZATION_NAME },
  { slug: "eleve", displayName: "Eleve" },
  { slug: "manager", displayName: "Manager" },
  { slug: "labfeelings", displayName: "Lab Feelings" },
] as const;
