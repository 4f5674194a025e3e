/** The profile form's schema; the avatar is checked here by type and size, and by the service by content. Safe for the browser. */
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
