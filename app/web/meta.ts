import { DEFAULT_ORGANIZATION_NAME } from "~/config/organizations";

/** The document title of a page, "{page} · {product}", and its description for search results when given. */
export const pageMeta = (title: string, description?: string) => [
  { title: `${title} · ${DEFAULT_ORGANIZATION_NAME}` },
  ...(description ? [{ name: "description", content: description }] : []),
];
