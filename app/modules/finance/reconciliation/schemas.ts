import { z } from "~/config/zod";
import type { StatementLineStatus } from "~/db/schema";
import { DIFFERENCE_KINDS, MAX_ENTRIES_PER_LINE } from "./difference";

export type { StatementLineStatus };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idField = (message: string) => z.string({ error: message }).regex(ID, message);

/** A line's id, as every action posts it. */
export const lineIdField = idField("Linha do extrato inválida. Recarregue a página.");

/** Accepting a suggestion: a baixa to link, or an open entry to settle and link. */
export const acceptSchema = z.object({
  lineId: lineIdField,
  kind: z.enum(["baixa", "lancamento"], { error: "Sugestão inválida. Recarregue a página." }),
  targetId: idField("Sugestão inválida. Recarregue a página."),
});

/** The entry made from a line: its description (the line's, editable), categoria, contato optional. */
export const createFromLineSchema = z.object({
  lineId: lineIdField,
  description: z
    .string({ error: "Informe a descrição." })
    .trim()
    .min(1, "Informe a descrição.")
    .max(200, "A descrição deve ter no máximo 200 caracteres."),
  categoryId: idField("Escolha a categoria."),
  contactId: idField("Escolha um contato da lista.")
    .optional()
    .transform((value) => value ?? null),
});

/** Several open entries settled by one line: their ids (1 to MAX_ENTRIES_PER_LINE), and how to book a difference with the amount (centavos) the person saw. */
export const settleByLineSchema = z.object({
  lineId: lineIdField,
  entryIds: z
    .array(idField("Lançamento inválido. Recarregue a página."))
    .min(1, "Escolha ao menos um lançamento.")
    .max(MAX_ENTRIES_PER_LINE, `Escolha no máximo ${MAX_ENTRIES_PER_LINE} lançamentos por linha.`),
  difference: z.enum(DIFFERENCE_KINDS, { error: "Escolha como lançar a diferença." }).optional(),
  differenceCents: z.coerce
    .number({ error: "Diferença inválida. Recarregue a página." })
    .int("Diferença inválida. Recarregue a página.")
    .min(0, "Diferença inválida. Recarregue a página.")
    .optional(),
});

export type AcceptInput = z.infer<typeof acceptSchema>;
export type CreateFromLineInput = z.infer<typeof createFromLineSchema>;
export type SettleByLineInput = z.infer<typeof settleByLineSchema>;
