/**
 * Reading the compose form (multipart/form-data): the text fields and up
 * to 4 image files (field `imagens`, 5 MB each), streamed with the caps
 * applied, then each image normalized (longer side at most 1600 px, WebP).
 */
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { isImageFailure, normalizeImage } from "~/media/images.server";
import { POST_IMAGES_MAX } from "./post-schemas";
import type { PostImageInput } from "./posts.server";

export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const POST_IMAGE_MAX_SIDE = 1600;

/** The form's text fields as sent and the normalized images with their alt; or a pt-BR refusal. */
export type PostUpload =
  | { ok: true; fields: { body: string; contentWarning: string; visibility: string; alts: string[] }; images: PostImageInput[] }
  | { ok: false; message: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Reads the compose form; failures are returned (never thrown) except unexpected errors. */
export async function readPostUpload(request: Request): Promise<PostUpload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return { ok: false, message: "Não foi possível ler o formulário enviado." };
  const files: { field: string; bytes: Uint8Array }[] = [];
  const keep = async (file: FileUpload) => {
    if (file.size > 0) files.push({ field: file.fieldName, bytes: new Uint8Array(await file.arrayBuffer()) });
    return null;
  };
  let form: FormData;
  try {
    form = await parseFormData(
      request,
      {
        maxFiles: POST_IMAGES_MAX,
        maxFileSize: POST_IMAGE_MAX_BYTES,
        maxTotalSize: POST_IMAGES_MAX * POST_IMAGE_MAX_BYTES + 1024 * 1024,
        maxParts: 30,
      },
      keep,
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError) return { ok: false, message: "Cada imagem deve ter no máximo 5 MB." };
    if (error instanceof MaxFilesExceededError) return { ok: false, message: "Envie no máximo 4 imagens." };
    if (error instanceof MaxTotalSizeExceededError) return { ok: false, message: "Os dados enviados são grandes demais." };
    if (error instanceof FormDataParseError) return { ok: false, message: "Não foi possível ler o formulário enviado." };
    throw error;
  }
  if (files.some((file) => file.field !== "imagens")) return { ok: false, message: "Envie as imagens no campo de imagens." };
  const alts = form.getAll("alt").map((value) => (typeof value === "string" ? value : ""));
  const images: PostImageInput[] = [];
  for (const [index, file] of files.entries()) {
    const image = await normalizeImage(file.bytes, { kind: "inside", maxSide: POST_IMAGE_MAX_SIDE });
    if (isImageFailure(image)) return { ok: false, message: image.message };
    images.push({ ...image, alt: (alts[index] ?? "").trim() });
  }
  return {
    ok: true,
    fields: {
      body: text(form, "body"),
      contentWarning: text(form, "contentWarning"),
      visibility: text(form, "visibility") || "organizacao",
      alts,
    },
    images,
  };
}
