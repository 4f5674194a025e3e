/** /storage/* (avatars): handed to the storage service. */
import { handleStorageRequest } from "~/services/storage/handle.server";
import type { RequestHandle } from "~/contracts/request-shape";
import type { Route } from "./+types/storage";

export const handle: RequestHandle = { request: { kind: "storage" } };

export const loader = ({ request }: Route.LoaderArgs) => handleStorageRequest(request);
