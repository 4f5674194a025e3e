/**
 * The reply box of an atendimento (`modo` resposta | nota, `texto`), with
 * the module's own pt-BR refusals of a message. Safe for the browser.
 */
import { z } from "~/config/zod";
import { checkBody, TICKET_MESSAGES, TicketRefusal } from "./ticket-text";

/** `modo`: anything but "nota" is a resposta to the contact; `texto` as typed (the module trims it). */
export const ticketReplySchema = z.object({
  modo: z
    .string()
    .optional()
    .transform((mode) => (mode === "nota" ? "nota" : "resposta")),
  texto: z.string({ error: TICKET_MESSAGES.bodyEmpty }).superRefine((text, ctx) => {
    try {
      checkBody(text);
    } catch (error) {
      if (!(error instanceof TicketRefusal)) throw error;
      ctx.addIssue({ code: "custom", message: error.message });
    }
  }),
});
