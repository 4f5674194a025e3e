/**
 * The built-in auth service on its spec paths (spec 7): /connect/*,
 * /api/users/registration/* and /api/auth/password-reset/*. Resource routes
 * that hand the request to the service and nothing else.
 */
import { handleAuthRequest } from "~/services/auth/handle.server";

type Args = { request: Request };

export const loader = ({ request }: Args) => handleAuthRequest(request);
export const action = ({ request }: Args) => handleAuthRequest(request);
