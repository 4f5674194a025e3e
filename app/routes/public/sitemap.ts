/** /sitemap.xml: the public pages of this address (the organization of a host keeps its own). */
import { SITEMAP_PATHS } from "~/web/public-pages";
import type { Route } from "./+types/sitemap";

export function loader({ request }: Route.LoaderArgs) {
  const urls = SITEMAP_PATHS.map((path) => `  <url><loc>${new URL(path, request.url).href}</loc></url>`);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
