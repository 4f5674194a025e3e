/**
 * The reply box of an atendimento (`modo` resposta | nota, `texto`), refused
 * with the module's own pt-BR messages of a message. Safe for the browser.
 */
import { z } from "~/config/zod";
import { checkBody, TICKET_MESSAGES, TicketRefusal } from "./ticket-text";

/**
 * `modo`: "nota" is an internal note, anything else a resposta to the contact;
 * out: `texto` as the module keeps it (blank lines around it trimmed). `anexos`,
 * a resposta's files, are read and checked by the action (attachments.server):
 * named here so the form can show their refusal.
 */
export const ticketReplySchema = z.object({
  modo: z
    .string()
    .optional()
    .transform((mode): "resposta" | "nota" => (mode === "nota" ? "nota" : "resposta")),
  texto: z.string({ error: TICKET_MESSAGES.bodyEmpty }).transform((text, ctx) => {
    try {
      return checkBody(text);
    } catch (error) {
      if (!(error instanceof TicketRefusal)) throw error;
      ctx.addIssue({ code: "custom", message: error.message });
      return z.NEVER;
    }
  }),
  anexos: z.unknown().optional(),
});

export type TicketReplyInput = z.output<typeof ticketReplySchema>;
