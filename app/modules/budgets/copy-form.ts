/** The form that copies last year's budget into a year, with an increase. Safe for the browser. */
import { z } from "~/config/zod";
import { parsePercent } from "./spread";

/** The longest increase text the form takes ("-100,00 %" and a little room). */
export const PERCENT_MAX_TEXT = 12;

export const COPY_REFUSED_MESSAGE = "O orçamento não foi copiado.";
export const PERCENT_MESSAGE = "Percentual inválido: use um número entre -100 e 1000, como 5 ou 4,5.";
export const confirmMessage = (year: number) => `Confirme que o orçamento de ${year} será substituído.`;
export const nothingToCopyMessage = (year: number) => `${year - 1} não tem orçamento para copiar. Nada foi alterado.`;

/**
 * The copy into `year`: `percentual` (empty for none; see parsePercent) and, when `year` already has a budget
 * (`replaces`), the checkbox `confirmado` = "sim". The output is the increase in basis points; a refusal names
 * the percentage first, then the confirmation, and puts COPY_REFUSED_MESSAGE on the form.
 */
export function budgetCopySchema({ year, replaces }: { year: number; replaces: boolean }) {
  return z
    .object({ percentual: z.unknown().optional(), confirmado: z.unknown().optional() })
    .transform(({ percentual, confirmado }, ctx) => {
      const text = typeof percentual === "string" ? percentual : "";
      const increase = text.length <= PERCENT_MAX_TEXT ? parsePercent(text) : null;
      const refuse = (path: string, message: string) => {
        ctx.addIssue({ code: "custom", path: [path], message });
        ctx.addIssue({ code: "custom", message: COPY_REFUSED_MESSAGE });
        return z.NEVER;
      };
      if (increase === null) return refuse("percentual", PERCENT_MESSAGE);
      if (replaces && confirmado !== "sim") return refuse("confirmado", confirmMessage(year));
      return { increaseBasisPoints: increase };
    });
}

/** What the copy form's component takes from this module (components import no module). */
export const BUDGET_COPY_FORM = { schema: budgetCopySchema, maxPercentText: PERCENT_MAX_TEXT };
