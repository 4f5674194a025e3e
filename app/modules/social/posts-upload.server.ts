import { FORM_IMAGE_MAX_SIDE, readImageForm } from "~/media/image-form.server";
import { isImageFailure, normalizeImage } from "~/media/images.server";
import { POST_IMAGES_MAX } from "~/config/post-rules";
import type { PostImageInput } from "./posts.server";
import { IDEMPOTENCY_FIELD } from "~/config/idempotency-rules";

/** The form's text fields as sent and the normalized images with their alt; or a pt-BR refusal. */
export type PostUpload =
  | {
      ok: true;
      /** `idempotencyKey` as sent (web/idempotency.server.ts checks it). */
      fields: { body: string; contentWarning: string; visibility: string; alts: string[]; idempotencyKey: string };
      images: PostImageInput[];
    }
  | { ok: false; message: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** Reads the compose form; failures are returned (never thrown) except unexpected errors. */
export async function readPostUpload(request: Request): Promise<PostUpload> {
  const read = await readImageForm(request, "imagens", POST_IMAGES_MAX);
  if (!read.ok) return read;
  const { form, files } = read;
  const alts = form.getAll("alt").map((value) => (typeof value === "string" ? value : ""));
  const images: PostImageInput[] = [];
  for (const [index, bytes] of files.entries()) {
    const image = await normalizeImage(bytes, { kind: "inside", maxSide: FORM_IMAGE_MAX_SIDE });
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
      idempotencyKey: text(form, IDEMPOTENCY_FIELD),
    },
    images,
  };
}
