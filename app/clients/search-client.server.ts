/**
 * Client of the search service (spec 7 `{search}/api/search/users`):
 * in-process by default, over HTTP when SEARCH_API_URL is set. The page is
 * read from `data` (`data.data` and `data.pagination`). Failures the
 * transport does not map throw its HttpError.
 */
import { config } from "~/config.server";
import { handleSearchRequest } from "~/services/search/handle.server";
import type { SearchResultPage } from "~/web/search-results";
import { serviceTransport, type ServiceClientOptions } from "./transport.server";

export function createSearchClient(options: ServiceClientOptions = {}) {
  const transport = serviceTransport(options, {
    name: "search",
    remoteUrl: config().searchApiUrl,
    handler: handleSearchRequest,
  });
  return {
    /** GET /api/search/users; page from 1, perPage default 20 (at most 50). */
    async users({ query, page = 1, perPage = 20 }: { query: string; page?: number; perPage?: number }): Promise<SearchResultPage> {
      const params = new URLSearchParams({ query, page: String(page), perPage: String(perPage) });
      const response = await transport.send(`/api/search/users?${params}`, { headers: { Accept: "application/json" } });
      return ((await response.json()) as { data: SearchResultPage }).data;
    },
  };
}
