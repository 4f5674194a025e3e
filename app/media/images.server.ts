/** The one image pipeline: format read from the content, EXIF orientation applied, metadata dropped, WebP out. Private images have no extension, so the public /storage route refuses them. */
import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { readPrivateFile, removePrivateFile, writePrivateFile } from "./private-files.server";

export const MAX_IMAGE_PIXELS = 40_000_000;

export type ImageFailure = { status: 413 | 415; message: string };

export type ImageFit = { kind: "cover"; size: number } | { kind: "inside"; maxSide: number };

export interface NormalizedImage {
  webp: Buffer;
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

/** Turns uploaded bytes into a WebP; returns 415 for an unknown format, 413 over 40 megapixels (a small file may decode huge). */
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

export async function storeImage(folder: string, webp: Buffer): Promise<string> {
  const key = `${folder}/${randomUUID()}`;
  await writePrivateFile(key, webp);
  return key;
}

/** The bytes of a private image (image/webp), or null when the file is gone. */
export const readStoredImage = readPrivateFile;

export const deleteStoredImage = removePrivateFile;
