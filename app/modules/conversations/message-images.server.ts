/**
 * What the thread's form sends: a multipart body read with size caps
 * while streaming (up to IMAGES_MAX files of 5 MB in `imagens`), and the
 * images turned into stored WebP through the one pipeline
 * (media/images.server), under `conversations/<organizationId>`.
 */
import {
  FormDataParseError,
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@remix-run/form-data-parser";
import { deleteStoredImage, isImageFailure, normalizeImage, storeImage } from "~/media/images.server";
import type { TenantScope } from "~/modules/tenant-scope";
import type { MessageImageInput } from "./messages.server";
import { checkAlt, CONVERSATION_MESSAGES, ConversationRefusal, IMAGES_MAX } from "./rules";

/** Bytes of one image. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longer side of a stored message image, in pixels. */
export const IMAGE_MAX_SIDE = 1600;

/** The form's text fields and the chosen images' bytes. */
export interface MessageForm {
  fields: Map<string, string>;
  files: Uint8Array[];
}

/**
 * Reads the thread's form (multipart, or urlencoded for the forms without
 * a file). Throws ConversationRefusal (pt-BR) for a file over 5 MB, more
 * than IMAGES_MAX files, a body too large or one that cannot be read.
 */
export async function readMessageForm(request: Request): Promise<MessageForm> {
  const files: Uint8Array[] = [];
  const keep = async (file: FileUpload) => {
    if (file.fieldName !== "imagens") throw new ConversationRefusal("Não foi possível ler o formulário enviado.");
    if (file.size > 0) files.push(new Uint8Array(await file.arrayBuffer()));
    return null;
  };
  try {
    const form = await parseFormData(
      request,
      {
        maxFiles: IMAGES_MAX,
        maxFileSize: IMAGE_MAX_BYTES,
        maxTotalSize: IMAGES_MAX * IMAGE_MAX_BYTES + 64 * 1024,
        maxParts: 20,
      },
      keep,
    );
    const fields = new Map<string, string>();
    for (const [name, value] of form) if (typeof value === "string") fields.set(name, value);
    return { fields, files };
  } catch (error) {
    if (error instanceof ConversationRefusal) throw error;
    if (error instanceof MaxFileSizeExceededError) throw new ConversationRefusal("Cada imagem pode ter até 5 MB.");
    if (error instanceof MaxFilesExceededError) throw new ConversationRefusal(CONVERSATION_MESSAGES.tooManyImages);
    if (error instanceof MaxTotalSizeExceededError) throw new ConversationRefusal("Os dados enviados são grandes demais.");
    if (error instanceof FormDataParseError || error instanceof MultipartParseError || error instanceof TypeError)
      throw new ConversationRefusal("Não foi possível ler o formulário enviado.");
    throw error;
  }
}

/**
 * Stores `files` as the images of a message, each described by `alt`.
 * Throws ConversationRefusal (nothing left stored) when one is not an
 * image, is over 40 megapixels, or `alt` is too long.
 */
export async function storeMessageImages(
  scope: TenantScope,
  files: readonly Uint8Array[],
  alt: string,
): Promise<MessageImageInput[]> {
  if (files.length > IMAGES_MAX) throw new ConversationRefusal(CONVERSATION_MESSAGES.tooManyImages);
  const description = checkAlt(alt);
  const stored: MessageImageInput[] = [];
  try {
    for (const bytes of files) {
      const image = await normalizeImage(bytes, { kind: "inside", maxSide: IMAGE_MAX_SIDE });
      if (isImageFailure(image)) throw new ConversationRefusal(image.message);
      const storageKey = await storeImage(`conversations/${scope.organizationId}`, image.webp);
      stored.push({ storageKey, alt: description, width: image.width, height: image.height });
    }
  } catch (error) {
    await discardMessageImages(stored);
    throw error;
  }
  return stored;
}

/** Removes images stored for a message that was not sent. */
export async function discardMessageImages(images: readonly MessageImageInput[]): Promise<void> {
  await Promise.all(images.map((image) => deleteStoredImage(image.storageKey)));
}
