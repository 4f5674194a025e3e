/**
 * The forms of a sale's actions besides its edit, one per `intent`: a simple
 * move (`to`, at the `version` read), Faturar (`invoicedOn`, `YYYY-MM-DD`),
 * Desfazer faturamento and Cancelar. pt-BR messages on the field they are about. Safe for the browser.
 */
import { parseDate } from "~/config/calendar";
import { SQL_INTEGER_MAX, z } from "~/config/zod";
import type { SimpleMove } from "./sales.server";

/** The moves a button makes at once; Faturar, Desfazer faturamento and Cancelar ask first. */
export const SIMPLE_MOVES = ["rascunho", "enviada", "aprovada"] as const satisfies readonly SimpleMove[];

/** A post that names no action of the sale, or one the page never draws. */
export const SALE_ACTION_MESSAGE = "Escolha uma das ações da venda.";
export const INVOICE_DATE_MESSAGE = "Informe uma data de faturamento válida (dd/mm/aaaa).";

const moveVersion = z
  .number({ error: SALE_ACTION_MESSAGE })
  .int(SALE_ACTION_MESSAGE)
  .min(1, SALE_ACTION_MESSAGE)
  .max(SQL_INTEGER_MAX, SALE_ACTION_MESSAGE);

/** Parsed with Conform: a `mover` with a bad `to` or `version`, or an unknown `intent`, is refused with SALE_ACTION_MESSAGE. */
export const saleActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("mover"),
      to: z.enum(SIMPLE_MOVES, { error: SALE_ACTION_MESSAGE }),
      version: moveVersion,
    }),
    z.object({
      intent: z.literal("faturar"),
      invoicedOn: z.string({ error: INVOICE_DATE_MESSAGE }).refine((text) => parseDate(text) !== null, INVOICE_DATE_MESSAGE),
    }),
    z.object({ intent: z.literal("desfazer") }),
    z.object({ intent: z.literal("cancelar") }),
  ],
  { error: SALE_ACTION_MESSAGE },
);

export type SaleActionInput = z.output<typeof saleActionSchema>;
