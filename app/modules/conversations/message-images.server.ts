import { FORM_IMAGE_MAX_SIDE, readImageForm } from "~/media/image-form.server";
import { deleteStoredImage, isImageFailure, normalizeImage, storeImage } from "~/media/images.server";
import type { TenantScope } from "~/modules/tenant-scope";
import type { MessageImageInput } from "./messages.server";
import { checkAlt, CONVERSATION_MESSAGES, ConversationRefusal, IMAGES_MAX, MESSAGE_MAX } from "./rules";

/** The form's text fields and the chosen images' bytes. */
export interface MessageForm {
  fields: Map<string, string>;
  files: Uint8Array[];
}

/** Reads the thread's form; throws ConversationRefusal (pt-BR) for a file over 5 MB, too many files, or an unreadable body. */
export async function readMessageForm(request: Request): Promise<MessageForm> {
  const read = await readImageForm(request, "imagens", IMAGES_MAX);
  if (!read.ok) throw new ConversationRefusal(read.message);
  const fields = new Map<string, string>();
  for (const [name, value] of read.form) if (typeof value === "string") fields.set(name, value);
  return { fields, files: read.files };
}

/**
 * The composer's text fields for its schema (messageFormSchema): the text
 * cut a little past MESSAGE_MAX, still long enough to be refused, so a
 * refusal does not echo megabytes back into the page.
 */
export function messagePayload(fields: ReadonlyMap<string, string>): URLSearchParams {
  const payload = new URLSearchParams([...fields]);
  payload.set("texto", (fields.get("texto") ?? "").slice(0, MESSAGE_MAX + 100));
  return payload;
}

/** Stores `files` as a message's images described by `alt`; throws ConversationRefusal (nothing left stored) for a non-image, over 40 megapixels, or a long `alt`. */
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
      const image = await normalizeImage(bytes, { kind: "inside", maxSide: FORM_IMAGE_MAX_SIDE });
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
