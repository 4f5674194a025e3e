/** The bulk actions of the lançamentos list: what the selection form posts and the message after the redirect. */
import { z } from "~/config/zod";
import { MAX_IMPORT_LINES } from "~/modules/finance/entry-import/columns";

/** The most entries one bulk action takes: a page of the list at most. */
export const MAX_BULK = 200;

export const bulkSchema = z.object({
  intent: z.enum(["baixa", "excluir"], { error: "Escolha dar baixa ou excluir." }),
  ids: z
    .array(z.guid({ error: "Um dos lançamentos marcados não existe." }))
    .min(1, "Marque pelo menos um lançamento.")
    .max(MAX_BULK, `Marque no máximo ${MAX_BULK} lançamentos de cada vez.`),
  confirmed: z.literal("sim").optional(),
});

export type BulkRequest = z.infer<typeof bulkSchema>;

/** Reads a post of the selection form; the first problem is the message. */
export function readBulk(form: FormData): { ok: true; value: BulkRequest } | { ok: false; message: string } {
  const parsed = bulkSchema.safeParse({
    intent: form.get("intent"),
    ids: [...new Set(form.getAll("id").map(String))],
    confirmed: form.get("confirmado") ?? undefined,
  });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

type Done = BulkRequest["intent"] | "importar";

/** The search parameters that tell the list what was just done; `kept`: how many marked entries a delete left because they have baixas, `closed` because they are in the closed books. */
export const doneParams = (done: Done, count: number, kept = 0, closed = 0) => ({
  feito: done,
  quantos: String(count),
  ...(kept > 0 ? { mantidos: String(kept) } : {}),
  ...(closed > 0 ? { fechados: String(closed) } : {}),
});

/** The search parameters after a spreadsheet import: `count` entries written, `already` lines left out as imported before. */
export const importDoneParams = (count: number, already: number) => ({
  ...doneParams("importar", count),
  ...(already > 0 ? { repetidas: String(already) } : {}),
});

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many.replace("#", String(count)));

/** The message of `?feito=&quantos=`, or null when there is none (or it is not one of ours). */
export function doneMessage(params: URLSearchParams): string | null {
  const done = z
    .object({
      feito: z.enum(["baixa", "excluir", "importar"]),
      quantos: z.coerce.number().int().min(0).max(MAX_IMPORT_LINES),
      mantidos: z.coerce.number().int().min(0).max(MAX_BULK).default(0),
      fechados: z.coerce.number().int().min(0).max(MAX_BULK).default(0),
      repetidas: z.coerce.number().int().min(0).max(MAX_IMPORT_LINES).default(0),
    })
    .safeParse({
      feito: params.get("feito"),
      quantos: params.get("quantos"),
      mantidos: params.get("mantidos") ?? undefined,
      fechados: params.get("fechados") ?? undefined,
      repetidas: params.get("repetidas") ?? undefined,
    });
  if (!done.success) return null;
  const { feito, quantos, mantidos, fechados, repetidas } = done.data;
  if (feito === "importar") {
    const left = plural(repetidas, "1 linha já importada ficou de fora.", "# linhas já importadas ficaram de fora.");
    if (repetidas > 0 && quantos === 0) return `Nenhum lançamento novo: ${left}`;
    if (quantos === 0) return "Esta planilha já tinha sido importada: nada foi importado de novo.";
    const imported = plural(quantos, "1 lançamento importado.", "# lançamentos importados.");
    return repetidas > 0 ? `${imported} ${left}` : imported;
  }
  if (quantos > MAX_BULK) return null;
  if (feito === "baixa")
    return quantos === 0
      ? "Nenhum lançamento em aberto entre os marcados: nada mudou."
      : plural(quantos, "Baixa registrada em 1 lançamento.", "Baixa registrada em # lançamentos.");
  const deleted = plural(quantos, "1 lançamento excluído.", "# lançamentos excluídos.");
  const settled = mantidos
    ? ` ${plural(mantidos, "1 tem baixas e ficou", "# têm baixas e ficaram")}: estorne-as antes de excluir.`
    : "";
  const closed = fechados
    ? ` ${plural(fechados, "1 está nos livros fechados e ficou", "# estão nos livros fechados e ficaram")}: um Administrador pode reabri-los em Financeiro › Fechamento.`
    : "";
  return deleted + settled + closed;
}
