/**
 * The one image pipeline of the product (avatars, post and message
 * images): the format is read from the content (PNG, JPEG, WebP or GIF;
 * names and declared types are ignored), the picture is turned by its EXIF
 * orientation, only the first frame kept, resized, and written as WebP with
 * every metadata block (EXIF, GPS, ICC) left out.
 *
 * Private images (posts, messages) are stored under
 * `<storageDir>/<folder>/<uuid>` without an extension, which the public
 * /storage route refuses to serve: a route that checks the reader hands
 * them out (readStoredImage).
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp, { type Metadata } from "sharp";
import { config } from "~/config.server";

/** Largest image accepted once decoded, in pixels (width × height). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** Why an image is refused; `message` is pt-BR, ready for the person. */
export type ImageFailure = { status: 413 | 415; message: string };

/** cover: exactly `size`×`size`, centred crop (avatars); inside: the longer side at most `maxSide`, never enlarged. */
export type ImageFit = { kind: "cover"; size: number } | { kind: "inside"; maxSide: number };

export interface NormalizedImage {
  webp: Buffer;
  /** Of the stored picture, in pixels. */
  width: number;
  height: number;
}

const FORMATS = new Set(["png", "jpeg", "webp", "gif"]);
const NOT_AN_IMAGE: ImageFailure = { status: 415, message: "Envie uma imagem PNG, JPEG, WebP ou GIF." };
const TOO_MANY_PIXELS: ImageFailure = { status: 413, message: "A imagem deve ter no máximo 40 megapixels." };
const UNREADABLE: ImageFailure = {
  status: 415,
  message: "Não foi possível ler a imagem. Envie um arquivo PNG, JPEG, WebP ou GIF válido.",
};

export const isImageFailure = (value: unknown): value is ImageFailure =>
  typeof value === "object" && value !== null && "status" in value && "message" in value;

/**
 * Turns uploaded bytes into a stored-ready WebP. Failures (returned): 415
 * not PNG/JPEG/WebP/GIF or unreadable; 413 over 40 megapixels (a small
 * file may decode to a huge image). Throws only on unexpected errors.
 */
export async function normalizeImage(bytes: Uint8Array, fit: ImageFit): Promise<NormalizedImage | ImageFailure> {
  let metadata: Metadata;
  try {
    // Reads the header only, so no pixel limit yet: the check below says why it refuses.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return NOT_AN_IMAGE;
  }
  if (!FORMATS.has(metadata.format)) return NOT_AN_IMAGE;
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) return TOO_MANY_PIXELS;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true, pages: 1 });
    const resized =
      fit.kind === "cover"
        ? image.resize(fit.size, fit.size, { fit: "cover", position: "centre" })
        : image.resize(fit.maxSide, fit.maxSide, { fit: "inside", withoutEnlargement: true });
    const { data, info } = await resized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    return UNREADABLE;
  }
}

const storagePath = (key: string) => join(resolve(config().storageDir), ...key.split("/"));

/** Writes a private image under `<folder>/<uuid>` (e.g. folder `social/<organizationId>`) and returns its storage key. */
export async function storeImage(folder: string, webp: Buffer): Promise<string> {
  const key = `${folder}/${randomUUID()}`;
  const path = storagePath(key);
  await mkdir(resolve(path, ".."), { recursive: true });
  await writeFile(path, webp, { flag: "wx" });
  return key;
}

/** The bytes of a private image (image/webp), or null when the file is gone. */
export async function readStoredImage(key: string): Promise<Buffer | null> {
  return readFile(storagePath(key)).catch(() => null);
}

/** Removes a private image; a missing file is fine. */
export async function deleteStoredImage(key: string): Promise<void> {
  await unlink(storagePath(key)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
