/**
 * The profile form: the profile fields of the service's rules and
 * an optional avatar file, checked in the browser (type and size, for a
 * quick answer) and again by the service (by content). Safe for the
 * browser bundle.
 */
import { z } from "~/config/zod";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, profileFieldsSchema } from "~/config/profile-rules";
import { fileBodyBytes, type RequestShape } from "~/contracts/request-shape";

/** The request of a page that takes the form: multipart, with an avatar of up to 5 MB. */
export const PROFILE_UPLOAD: RequestShape = { kind: "upload", maxBytes: fileBodyBytes(AVATAR_MAX_BYTES) };

export const profileFormSchema = profileFieldsSchema.extend({
  avatar: z
    .instanceof(File)
    .optional()
    .refine((file) => !file || file.size <= AVATAR_MAX_BYTES, "A imagem deve ter no máximo 5 MB.")
    .refine((file) => !file || !file.type || AVATAR_TYPES.includes(file.type), "Envie uma imagem PNG, JPEG, WebP ou GIF."),
});
