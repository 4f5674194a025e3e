import { DEFAULT_ORGANIZATION_SLUG } from "~/config/organizations";

const PRODUCT = DEFAULT_ORGANIZATION_SLUG.charAt(0).toUpperCase() + DEFAULT_ORGANIZATION_SLUG.slice(1);

/** The document title of a page: "{page} · {product}". */
export const pageMeta = (title: string) => [{ title: `${title} · ${PRODUCT}` }];
