import { DEFAULT_ORGANIZATION_NAME } from "~/config/organizations";

/** The document title of a page: "{page} · {product}". */
export const pageMeta = (title: string) => [{ title: `${title} · ${DEFAULT_ORGANIZATION_NAME}` }];
