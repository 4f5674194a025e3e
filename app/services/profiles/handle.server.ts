import { pageNumber } from "~/config/pagination";
import { isAdministratorRole } from "~/config/roles";
import { preferencesSchema, type Preferences } from "~/config/profile-rules";
import { db } from "~/db/db.server";
import type { ProfileTable } from "~/db/schema";
import { authenticateTenantCaller, type Caller } from "../auth/caller.server";
import { answeringDatabaseBusy } from "../shared/database-busy.server";
import { readFields } from "../shared/requests.server";
import { errorResponse, json } from "../shared/responses.server";
import { deleteStoredFile } from "~/services/storage/files.server";
import { saveProfile } from "./save.server";
import {
  membersPage,
  preferencesOf,
  profileBody,
  profileInTenant,
  profileOfUser,
  simpleBody,
  updateProfile,
} from "./store.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => errorResponse(404, "not_found", "Perfil não encontrado.");
const methodNotAllowed = (allow: string) => errorResponse(405, "method_not_allowed", "Método não permitido.", { Allow: allow });
const data = (body: unknown, status = 200) => json({ data: body }, status);

export const handleProfilesRequest = answeringDatabaseBusy(routeProfilesRequest);

async function routeProfilesRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const at = url.pathname.indexOf("/api/profiles");
  if (at < 0) return errorResponse(404, "not_found", "Recurso não encontrado.");
  const segments = url.pathname
    .slice(at + "/api/profiles".length)
    .split("/")
    .filter(Boolean)
    .map(decodeURIComponent);
  const caller = await authenticateTenantCaller(request);
  if (caller instanceof Response) return caller;
  const { method } = request;
  const [first, second, third] = segments;

  if (!first) {
    if (method === "GET") return ownProfile(caller, profileBody);
    if (method === "POST" || method === "PUT")
      return saveProfile(request, caller, { multipart: false, create: method === "POST" });
    if (method === "DELETE") return removeProfile(await profileOfUser(await db(), caller.account.id));
    return methodNotAllowed("GET, POST, PUT, DELETE");
  }
  if (first === "simple" && !second) return method === "GET" ? ownProfile(caller, simpleBody) : methodNotAllowed("GET");
  if (first === "members" && !second) return method === "GET" ? members(url, caller) : methodNotAllowed("GET");
  if (first === "with-avatar" && !second) {
    if (method !== "POST" && method !== "PUT") return methodNotAllowed("POST, PUT");
    return saveProfile(request, caller, { multipart: true, create: method === "POST" });
  }
  if (first === "username" && second && !third) {
    if (method !== "GET") return methodNotAllowed("GET");
    const row = await profileInTenant(await db(), caller.tenant.id, { username: second }, caller.account.id);
    return row ? data(profileBody(row)) : notFound();
  }
  if (first === "preferences") {
    if (!second && method === "PUT") return savePreferences(request, caller);
    if (second && !third && method === "GET") return readPreferences(caller, second);
    return methodNotAllowed(second ? "GET" : "PUT");
  }
  if (UUID.test(first) && (!second || (second === "simple" && !third))) {
    const row = await profileInTenant(
      await db(),
      caller.tenant.id,
      { id: first },
      method === "GET" ? caller.account.id : undefined,
    );
    if (second === "simple") return method === "GET" ? (row ? data(simpleBody(row)) : notFound()) : methodNotAllowed("GET");
    if (method === "GET") return row ? data(profileBody(row)) : notFound();
    if (!row) return notFound();
    if (!mayManage(caller, row)) return errorResponse(403, "access_denied", "Você só pode alterar o seu próprio perfil.");
    if (method === "PUT") return saveProfile(request, caller, { multipart: false, create: false, target: row });
    if (method === "DELETE") return removeProfile(row);
    return methodNotAllowed("GET, PUT, DELETE");
  }
  return errorResponse(404, "not_found", "Recurso não encontrado.");
}

const mayManage = (caller: Caller, row: ProfileTable) =>
  row.user_id === caller.account.id || isAdministratorRole(caller.tenant.role);

async function ownProfile(caller: Caller, shape: (row: ProfileTable) => unknown) {
  const row = await profileOfUser(await db(), caller.account.id);
  return row ? data(shape(row)) : notFound();
}

async function removeProfile(row: ProfileTable | undefined) {
  if (!row) return notFound();
  await (await db()).deleteFrom("profiles").where("id", "=", row.id).execute();
  if (row.avatar_url) await deleteStoredFile(row.avatar_url);
  return new Response(null, { status: 204 });
}

async function members(url: URL, caller: Caller) {
  const page = pageNumber(url.searchParams.get("page"));
  const perPage = Math.min(50, Math.max(1, Number.parseInt(url.searchParams.get("perPage") ?? "20", 10) || 20));
  return data(await membersPage(await db(), caller.tenant.id, caller.account.id, page, perPage));
}

async function readPreferences(caller: Caller, id: string) {
  if (!UUID.test(id)) return notFound();
  const row = await profileInTenant(await db(), caller.tenant.id, { id });
  if (!row) return notFound();
  if (!mayManage(caller, row)) return errorResponse(403, "access_denied", "Você só pode ver as suas preferências.");
  return data(preferencesOf(row));
}

async function savePreferences(request: Request, caller: Caller) {
  const database = await db();
  const row = await profileOfUser(database, caller.account.id);
  if (!row) return notFound();
  const fields = await readFields(request);
  const parsed = preferencesSchema.safeParse(fields);
  if (!parsed.success) return errorResponse(400, "invalid_request", "Preferências inválidas.");
  const current = preferencesOf(row);
  // Each group merges key by key, so saving one setting keeps the others.
  const { layout, notifications } = parsed.data;
  const merged: Preferences = {
    ...current,
    ...(layout && { layout: { ...current.layout, ...layout } }),
    ...(notifications && { notifications: { ...current.notifications, ...notifications } }),
  };
  await updateProfile(database, row.id, { preferences: JSON.stringify(merged) });
  return data(merged);
}
