/** /robots.txt: the public pages may be crawled, nothing else; where the sitemap is. */
import { CRAWLABLE_PREFIXES } from "~/web/public-pages";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    ...CRAWLABLE_PREFIXES.map((prefix) => `Allow: ${prefix}`),
    "Disallow: /",
    "",
    `Sitemap: ${new URL("/sitemap.xml", request.url).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
