/** An `/api` path no service claims: the services' JSON 404 for the program that called, not the /notfound page. */
import type { RequestHandle } from "~/contracts/request-shape";
import { handleUnclaimedRequest } from "~/services/shared/handle.server";

export const handle: RequestHandle = { request: { kind: "service" } };

export const loader = handleUnclaimedRequest;
export const action = handleUnclaimedRequest;
