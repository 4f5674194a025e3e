/** The built-in profiles service on its spec path (spec 7, /api/profiles). */
import { fileBodyBytes, type RequestHandle } from "~/contracts/request-shape";
import { AVATAR_MAX_BYTES } from "~/config/profile-rules";
import { handleProfilesRequest } from "~/services/profiles/handle.server";

/** A service; with-avatar takes a multipart form with the avatar. */
export const handle: RequestHandle = {
  request: (params) => ({
    kind: "service",
    maxBytes: params["*"] === "with-avatar" ? fileBodyBytes(AVATAR_MAX_BYTES) : undefined,
  }),
};

type Args = { request: Request };

export const loader = ({ request }: Args) => handleProfilesRequest(request);
export const action = ({ request }: Args) => handleProfilesRequest(request);
