import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { AVATAR_MAX_BYTES } from "~/config/profile-rules";
import { isImageFailure, normalizeImage } from "~/media/images.server";

/** Side of the stored square avatar, in pixels. */
export const AVATAR_SIZE = 256;

/** Why an upload is refused; `message` is pt-BR, ready for the person. */
export type UploadFailure = { status: 400 | 413 | 415; message: string };

export type ProfileUpload = {
  profile: string | null;
  avatar: Uint8Array | null;
};

const NOT_MULTIPART: UploadFailure = { status: 400, message: "Envie os dados como multipart/form-data." };
const MALFORMED: UploadFailure = { status: 400, message: "Não foi possível ler o formulário enviado." };
const ONE_AVATAR: UploadFailure = { status: 400, message: "Envie uma única imagem, como arquivo, no campo avatar." };
const FILE_TOO_LARGE: UploadFailure = { status: 413, message: "A imagem deve ter no máximo 5 MB." };
const BODY_TOO_LARGE: UploadFailure = { status: 413, message: "Os dados enviados são grandes demais." };

const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

class Rejected extends Error {
  constructor(readonly failure: UploadFailure) {
    super(failure.message);
  }
}

/** Reads a multipart profile write, streaming: a file over AVATAR_MAX_BYTES stops the read; failures (400, 413) are returned. */
export async function readProfileUpload(request: Request): Promise<ProfileUpload | UploadFailure> {
  const type = request.headers.get("content-type") ?? "";
  if (!MULTIPART.test(type)) return NOT_MULTIPART;
  // parseFormData streams only for a lower-case "multipart/" type; otherwise request.formData() reads with no size cap.
  if (!type.startsWith("multipart/")) {
    const headers = new Headers(request.headers);
    headers.set("content-type", `multipart/${type.slice("multipart/".length)}`);
    request = new Request(request, { headers });
  }
  let avatar: Uint8Array | null = null;
  const keepAvatar = async (file: FileUpload) => {
    if (file.fieldName !== "avatar") throw new Rejected(ONE_AVATAR);
    if (file.size > 0) avatar = new Uint8Array(await file.arrayBuffer());
    return null;
  };
  try {
    const form = await parseFormData(
      request,
      { maxFiles: 1, maxFileSize: AVATAR_MAX_BYTES, maxTotalSize: AVATAR_MAX_BYTES + 1024 * 1024, maxParts: 20 },
      keepAvatar,
    );
    if (typeof form.get("avatar") === "string") return ONE_AVATAR;
    const profile = form.get("profile");
    return { profile: typeof profile === "string" ? profile : null, avatar };
  } catch (error) {
    return uploadFailure(error);
  }
}

function uploadFailure(error: unknown): UploadFailure {
  if (error instanceof Rejected) return error.failure;
  if (error instanceof MaxFileSizeExceededError) return FILE_TOO_LARGE;
  if (error instanceof MaxTotalSizeExceededError) return BODY_TOO_LARGE;
  if (error instanceof MaxFilesExceededError) return ONE_AVATAR;
  // TypeError: a part's headers or text are not valid UTF-8.
  if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError) {
    return MALFORMED;
  }
  throw error;
}

/** Turns uploaded bytes into a 256×256 WebP avatar; 415 unreadable or unsupported, 413 over 40 megapixels. */
export async function normalizeAvatar(bytes: Uint8Array): Promise<Buffer | UploadFailure> {
  const image = await normalizeImage(bytes, { kind: "cover", size: AVATAR_SIZE });
  return isImageFailure(image) ? image : image.webp;
}
