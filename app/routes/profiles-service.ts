/** The built-in profiles service on its spec path (spec 7, /api/profiles). */
import { handleProfilesRequest } from "~/services/profiles/handle.server";

type Args = { request: Request };

export const loader = ({ request }: Args) => handleProfilesRequest(request);
export const action = ({ request }: Args) => handleProfilesRequest(request);
