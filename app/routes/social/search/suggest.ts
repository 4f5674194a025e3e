/** GET /search/suggest?q=&page=: the search modal's JSON; under 2 characters answers empty, over 100 answers 400. */
import { requireTenant } from "~/web/tenant.server";
import { pageNumber } from "~/config/pagination";
import { MAX_SEARCH_LENGTH } from "~/contracts/search";
import { SEARCH_PAGE_SIZE, SEARCH_TOO_LONG, shouldSearch } from "~/components/social/search/search-rules";
import { searchClientFor } from "~/web/service-clients.server";
import type { Route } from "./+types/suggest";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = params.get("q") ?? "";
  const page = pageNumber(params.get("page"));
  if (query.trim().length > MAX_SEARCH_LENGTH) return Response.json({ message: SEARCH_TOO_LONG }, { status: 400 });
  if (!shouldSearch(query)) {
    return Response.json({ data: [], pagination: { page: 1, perPage: SEARCH_PAGE_SIZE, total: 0, totalPages: 0 } });
  }
  const results = await searchClientFor(request, requireTenant(context, request)).users({
    query: query.trim(),
    page,
    perPage: SEARCH_PAGE_SIZE,
  });
  return Response.json(results, { headers: { "Cache-Control": "private, no-store" } });
}
