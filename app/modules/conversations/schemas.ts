/**
 * The forms of Conversas checked with zod, with the module's own pt-BR
 * refusals: a new group's title, and a message of the thread's composer.
 * Safe for the browser.
 */
import { z } from "~/config/zod";
import { checkAlt, checkMessageBody, checkTitle, CONVERSATION_MESSAGES, ConversationRefusal, IMAGES_MAX } from "./rules";

/** A text field read by one of the module's checks: its result, or the check's refusal on the field. */
const checkedBy = (check: (text: string) => string) =>
  z
    .string()
    .default("")
    .transform((text, ctx) => {
      try {
        return check(text);
      } catch (error) {
        if (!(error instanceof ConversationRefusal)) throw error;
        ctx.addIssue({ code: "custom", message: error.message });
        return z.NEVER;
      }
    });

/** A new group (`titulo`); the people come from the address, checked by the module. */
export const newGroupSchema = z.object({
  titulo: z.string({ error: CONVERSATION_MESSAGES.title }).superRefine((title, ctx) => {
    try {
      checkTitle(title);
    } catch (error) {
      if (!(error instanceof ConversationRefusal)) throw error;
      ctx.addIssue({ code: "custom", message: error.message });
    }
  }),
});

/**
 * A message from the composer with `images` chosen (their bytes are the
 * action's to check): `texto` (checkMessageBody) and `alt`, the images'
 * description (checkAlt); out: both cleaned. Refused on `texto` without
 * text or image, on `imagens` over IMAGES_MAX.
 */
export const messageFormSchema = (images: number) =>
  z.object({ texto: checkedBy(checkMessageBody), alt: checkedBy(checkAlt) }).superRefine((message, ctx) => {
    if (!message.texto && images === 0) ctx.addIssue({ code: "custom", path: ["texto"], message: CONVERSATION_MESSAGES.empty });
    if (images > IMAGES_MAX) ctx.addIssue({ code: "custom", path: ["imagens"], message: CONVERSATION_MESSAGES.tooManyImages });
  });

/** The images chosen in the composer's form: its non-empty files under `imagens` (an empty file input sends one empty file). */
export const chosenImages = (form: FormData) =>
  form.getAll("imagens").filter((value) => typeof value !== "string" && value.size > 0).length;
