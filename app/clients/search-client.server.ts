/** Client of the search service (spec 7); each highlight is decoded here, once, into text parts: nothing downstream parses or escapes it again. */
import { config } from "~/config.server";
import { handleSearchRequest } from "~/services/search/handle.server";
import type {
  HighlightField,
  HighlightPart,
  SearchHit,
  SearchHitPage,
  SearchResultPage,
  SearchResultUser,
} from "~/contracts/search";
import { serviceTransport, type ServiceClientOptions } from "./transport.server";

export function createSearchClient(options: ServiceClientOptions = {}) {
  const transport = serviceTransport(options, {
    name: "search",
    remoteUrl: config().searchApiUrl,
    handler: handleSearchRequest,
  });
  return {
    /** Page from 1; perPage default 20 (at most 50). */
    async users({ query, page = 1, perPage = 20 }: { query: string; page?: number; perPage?: number }): Promise<SearchHitPage> {
      const params = new URLSearchParams({ query, page: String(page), perPage: String(perPage) });
      const response = await transport.send(`/api/search/users?${params}`, { headers: { Accept: "application/json" } });
      const { data } = (await response.json()) as { data: SearchResultPage };
      return { data: data.data.map(toHit), pagination: data.pagination };
    },
  };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** The parts of a marked highlight: `a <mark>b</mark>` is `[{a, false}, {b, true}]`; empty runs are dropped. */
export function decodeHighlight(marked: string): HighlightPart[] {
  return marked
    .split(/<mark>(.*?)<\/mark>/)
    .map((text, index) => ({ text: unescape(text), marked: index % 2 === 1 }))
    .filter((part) => part.text !== "");
}

function toHit({ highlights, ...user }: SearchResultUser): SearchHit {
  const decoded: SearchHit["highlights"] = {};
  for (const [field, marked] of Object.entries(highlights) as Array<[HighlightField, string | null | undefined]>) {
    if (marked) decoded[field] = decodeHighlight(marked);
  }
  return { ...user, highlights: decoded };
}
