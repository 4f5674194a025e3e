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

/** How many marked entries a delete left: `settled`, because they have baixas; `owned`, because a sale generated them; `closed`, because they are in the closed books. */
export interface Kept {
  settled?: number;
  owned?: number;
  closed?: number;
}

/** The search parameters that tell the list what was just done, and what a delete left (`kept`). */
export const doneParams = (done: Done, count: number, { settled = 0, owned = 0, closed = 0 }: Kept = {}) => ({
  feito: done,
  quantos: String(count),
  ...(settled > 0 ? { mantidos: String(settled) } : {}),
  ...(owned > 0 ? { vendas: String(owned) } : {}),
  ...(closed > 0 ? { fechados: String(closed) } : {}),
});

/** The search parameters after a spreadsheet import: `count` entries written, `already` lines left out as imported before. */
export const importDoneParams = (count: number, already: number) => ({
  ...doneParams("importar", count),
  ...(already > 0 ? { repetidas: String(already) } : {}),
});

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many.replace("#", String(count)));

const doneCount = (max: number) => z.coerce.number().int().min(0).max(max).default(0);
/** Built once: a list reads it on every request. */
const doneSchema = z.object({
  feito: z.enum(["baixa", "excluir", "importar"]),
  quantos: z.coerce.number().int().min(0).max(MAX_IMPORT_LINES),
  mantidos: doneCount(MAX_BULK),
  vendas: doneCount(MAX_BULK),
  fechados: doneCount(MAX_BULK),
  repetidas: doneCount(MAX_IMPORT_LINES),
});

/** The message of `?feito=&quantos=`, or null when there is none (or it is not one of ours). */
export function doneMessage(params: URLSearchParams): string | null {
  if (!params.has("feito")) return null;
  const done = doneSchema.safeParse({
    feito: params.get("feito"),
    quantos: params.get("quantos"),
    mantidos: params.get("mantidos") ?? undefined,
    vendas: params.get("vendas") ?? undefined,
    fechados: params.get("fechados") ?? undefined,
    repetidas: params.get("repetidas") ?? undefined,
  });
  if (!done.success) return null;
  const { feito, quantos, mantidos, vendas, fechados, repetidas } = done.data;
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
  const parts = [plural(quantos, "1 lançamento excluído.", "# lançamentos excluídos.")];
  if (mantidos > 0)
    parts.push(`${plural(mantidos, "1 tem baixas e ficou", "# têm baixas e ficaram")}: estorne-as antes de excluir.`);
  if (vendas > 0)
    parts.push(
      plural(
        vendas,
        "1 foi gerado por uma venda e ficou: altere-o pela venda.",
        "# foram gerados por vendas e ficaram: altere-os pela venda.",
      ),
    );
  if (fechados > 0)
    parts.push(
      `${plural(fechados, "1 está nos livros fechados e ficou", "# estão nos livros fechados e ficaram")}: um Administrador pode reabri-los em Financeiro › Fechamento.`,
    );
  return parts.join(" ");
}
