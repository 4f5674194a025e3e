/** /storage/* (avatars): handed to the storage service. */
import { handleStorageRequest } from "~/services/storage/handle.server";
import type { Route } from "./+types/storage";

export const loader = ({ request }: Route.LoaderArgs) => handleStorageRequest(request);
