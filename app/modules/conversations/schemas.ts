/**
 * The forms of Conversas checked with zod, with the module's own pt-BR
 * refusals: a new group's title. Safe for the browser.
 */
import { z } from "~/config/zod";
import { checkTitle, CONVERSATION_MESSAGES, ConversationRefusal } from "./rules";

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
