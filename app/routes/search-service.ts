/** The built-in search service on its spec path (spec 7, /api/search/users). */
import { handleSearchRequest } from "~/services/search/handle.server";

export const loader = ({ request }: { request: Request }) => handleSearchRequest(request);
