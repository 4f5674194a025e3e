/** The fechamento's words and form, safe for the browser (period-lock.server.ts keeps and checks the lock). */
import { z } from "~/config/zod";
import { formatDate } from "~/config/format";
import { parseDate } from "~/config/calendar";

/** The pt-BR refusal of a change that reaches the closed books. */
export const closedPeriodMessage = (closedThrough: string) =>
  `Os livros estão fechados até ${formatDate(closedThrough)}: nada com data até esse dia pode ser lançado, alterado ou excluído. Um Administrador pode reabri-los em Financeiro › Fechamento.`;

/** The longest reason kept with a fechamento. */
export const REASON_MAX = 300;

/** The fechamento form: the date the books close through (empty reopens them whole) and why. */
export const periodLockSchema = z.object({
  closedThrough: z
    .string()
    .optional()
    .refine((value) => !value || parseDate(value) !== null, "Informe uma data válida (dd/mm/aaaa).")
    .transform((value) => (value ? parseDate(value) : null)),
  reason: z
    .string({ error: "Diga o motivo: ele fica registrado na auditoria." })
    .trim()
    .min(3, "Diga o motivo: ele fica registrado na auditoria.")
    .max(REASON_MAX, `O motivo deve ter no máximo ${REASON_MAX} caracteres.`),
});
