/** The built-in search service on its spec path (spec 7, /api/search/users). */
import type { RequestHandle } from "~/contracts/request-shape";
import { handleSearchRequest } from "~/services/search/handle.server";

/** A service: the edge leaves its tokens and bodies to it. */
export const handle: RequestHandle = { request: { kind: "service" } };

export const loader = ({ request }: { request: Request }) => handleSearchRequest(request);
