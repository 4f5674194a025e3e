import { profileFieldsSchema } from "~/config/profile-rules";
import { db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import type { ProfileTable } from "~/db/schema";
import type { Caller } from "../auth/caller.server";
import { readFields } from "../shared/requests.server";
import { errorResponse, json, type ServiceErrorCode } from "../shared/responses.server";
import { normalizeAvatar, readProfileUpload, type UploadFailure } from "./avatar.server";
import { deleteStoredFile, storeAvatar } from "~/services/storage/files.server";
import { fieldChanges, insertProfile, profileBody, profileOfUser, updateProfile, usernameTaken } from "./store.server";

export interface SaveMode {
  multipart: boolean;
  create: boolean;
  target?: ProfileTable;
}

const UPLOAD_CODES: Record<UploadFailure["status"], ServiceErrorCode> = {
  400: "invalid_request",
  413: "payload_too_large",
  415: "unsupported_media_type",
};
const uploadError = (failure: UploadFailure) => errorResponse(failure.status, UPLOAD_CODES[failure.status], failure.message);
const isFailure = (value: unknown): value is UploadFailure =>
  typeof value === "object" && value !== null && "status" in value && "message" in value;

async function readInput(request: Request, multipart: boolean) {
  if (!multipart) {
    const fields = await readFields(request);
    return fields ? { fields, avatar: null } : errorResponse(400, "invalid_request", "Envie o perfil como JSON.");
  }
  const upload = await readProfileUpload(request);
  if (isFailure(upload)) return uploadError(upload);
  try {
    const fields: unknown = JSON.parse(upload.profile ?? "");
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) throw new Error("not an object");
    return { fields, avatar: upload.avatar };
  } catch {
    return errorResponse(400, "invalid_request", "O campo profile deve conter o perfil em JSON.");
  }
}

export async function saveProfile(request: Request, caller: Caller, mode: SaveMode): Promise<Response> {
  const input = await readInput(request, mode.multipart);
  if (input instanceof Response) return input;
  const parsed = profileFieldsSchema.safeParse(input.fields);
  if (!parsed.success) {
    return errorResponse(400, "invalid_request", parsed.error.issues[0]?.message ?? "Perfil inválido.");
  }
  const database = await db();
  const own = mode.target ? undefined : await profileOfUser(database, caller.account.id);
  const target = mode.target ?? own;
  if (mode.create && own) return errorResponse(409, "profile_exists", "Você já tem um perfil.");
  if (!mode.create && !target) return errorResponse(404, "not_found", "Perfil não encontrado.");
  if (await usernameTaken(database, parsed.data.username, target?.id)) {
    return errorResponse(409, "username_taken", "Nome de usuário já está em uso.");
  }
  const avatar = input.avatar ? await normalizeAvatar(input.avatar) : null;
  if (isFailure(avatar)) return uploadError(avatar);

  const avatarUrl = avatar ? await storeAvatar(avatar) : null;
  let row: ProfileTable;
  try {
    row = mode.create
      ? await insertProfile(database, caller.account.id, parsed.data, avatarUrl)
      : await updateProfile(database, target!.id, {
          ...fieldChanges(parsed.data),
          ...(avatarUrl ? { avatar_url: avatarUrl } : {}),
        });
  } catch (error) {
    if (avatarUrl) await deleteStoredFile(avatarUrl);
    // A concurrent write got past the checks above: answer as they would.
    if (isUniqueViolation(error, "username")) return errorResponse(409, "username_taken", "Nome de usuário já está em uso.");
    if (isUniqueViolation(error, "user_id")) return errorResponse(409, "profile_exists", "Você já tem um perfil.");
    throw error;
  }
  if (avatarUrl && target?.avatar_url) await deleteStoredFile(target.avatar_url);
  return json({ data: profileBody(row) }, mode.create ? 201 : 200);
}
