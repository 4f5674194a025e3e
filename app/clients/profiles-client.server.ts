/** Client of the profiles service (spec 7): a 404 of a profile gives null; other unmapped failures throw ProfileServiceError (spec 8 message). */
import type { Preferences } from "~/config/profile-rules";
import type { Profile, ProfileFieldValues, SimpleProfile } from "~/contracts/profile";
import { config } from "~/config.server";
import { handleProfilesRequest } from "~/services/profiles/handle.server";
import { HttpError, serviceTransport, type ServiceClientOptions } from "./transport.server";

export type { Profile, SimpleProfile };

export interface MembersPage {
  data: Array<SimpleProfile & Pick<Profile, "bio" | "location">>;
  pagination: { page: number; perPage: number; total: number; totalPages: number };
}

/** The editable fields, as the service takes them (the optional ones may be left out). */
export type ProfileInput = Pick<ProfileFieldValues, "username" | "displayName"> &
  Partial<Omit<ProfileFieldValues, "username" | "displayName">>;

export class ProfileServiceError extends Error {
  override name = "ProfileServiceError";
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly serverMessage: string,
  ) {
    super(`Erro na operação ${operation}: Status: ${status}, Mensagem: ${serverMessage}`);
  }
}

function describeBody(body: unknown): string {
  if (typeof body === "string") return body;
  const code = (body as { error?: unknown } | null)?.error;
  return typeof code === "string" ? code : "";
}

const NOT_FOUND = { nullOn404: true };
const FORM_REFUSALS = { handled: [400, 409, 413, 415] };

export function createProfilesClient(options: ServiceClientOptions = {}) {
  const transport = serviceTransport(options, {
    name: "profiles",
    remoteUrl: config().profilesApiUrl,
    handler: handleProfilesRequest,
  });

  /** `handled`: 4xx statuses the caller answers itself (thrown even with a session); `nullOn404`: a 404 gives null. */
  async function call<T>(
    operation: string,
    path: string,
    init: RequestInit,
    { handled = [], nullOn404 = false }: { handled?: readonly number[]; nullOn404?: boolean } = {},
  ): Promise<T | null> {
    if (nullOn404) handled = [...handled, 404];
    try {
      const response = await transport.send(
        `/api/profiles${path}`,
        { ...init, headers: { Accept: "application/json", ...init.headers } },
        handled,
      );
      if (response.status === 204) return null;
      return ((await response.json()) as { data: T }).data;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (nullOn404 && error.status === 404) return null;
      throw new ProfileServiceError(operation, error.status, error.serverMessage ?? describeBody(error.body));
    }
  }
  const sendJson = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const found = <T>(value: T | null) => {
    if (value === null) throw new Error("profiles service answered without data");
    return value;
  };

  return {
    me: () => call<Profile>("getProfile", "", {}, NOT_FOUND),
    simple: () => call<SimpleProfile>("getSimpleProfile", "/simple", {}, NOT_FOUND),
    byUsername: (username: string) =>
      call<Profile>("getProfileByUsername", `/username/${encodeURIComponent(username)}`, {}, NOT_FOUND),
    byId: (id: string) => call<Profile>("getProfileById", `/${encodeURIComponent(id)}`, {}, NOT_FOUND),
    create: async (input: ProfileInput) =>
      found(await call<Profile>("createProfile", "", sendJson("POST", input), FORM_REFUSALS)),
    update: async (input: ProfileInput) => found(await call<Profile>("updateProfile", "", sendJson("PUT", input), FORM_REFUSALS)),
    /** `form` holds the field `profile` (JSON string) and optionally the file `avatar`. */
    saveWithAvatar: async (method: "POST" | "PUT", form: FormData) =>
      found(await call<Profile>("saveProfileWithAvatar", "/with-avatar", { method, body: form }, FORM_REFUSALS)),
    remove: () => call<null>("deleteProfile", "", { method: "DELETE" }),
    preferences: async (id: string) =>
      found(await call<Preferences>("getPreferences", `/preferences/${encodeURIComponent(id)}`, {})),
    savePreferences: async (preferences: Preferences) =>
      found(await call<Preferences>("savePreferences", "/preferences", sendJson("PUT", preferences), { handled: [404] })),
    members: async (page: number, perPage = 20) =>
      found(await call<MembersPage>("listMembers", `/members?page=${page}&perPage=${perPage}`, {})),
  };
}

export type ProfilesClient = ReturnType<typeof createProfilesClient>;
