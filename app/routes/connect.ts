/** The built-in auth service on its spec path (spec 7, base /connect). */
import { handleAuthRequest } from "~/services/auth/handle.server";
import type { Route } from "./+types/connect";

export const loader = ({ request }: Route.LoaderArgs) => handleAuthRequest(request);
export const action = ({ request }: Route.ActionArgs) => handleAuthRequest(request);
