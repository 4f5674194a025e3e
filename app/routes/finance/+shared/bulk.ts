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

/** How many marked entries a delete left: `settled`, because they have baixas; `owned`, because a sale generated them. */
export interface Kept {
  settled?: number;
  owned?: number;
}

/** The search parameters that tell the list what was just done, and what a delete left (`kept`). */
export const doneParams = (done: Done, count: number, { settled = 0, owned = 0 }: Kept = {}) => ({
  feito: done,
  quantos: String(count),
  ...(settled > 0 ? { mantidos: String(settled) } : {}),
  ...(owned > 0 ? { vendas: String(owned) } : {}),
});

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many.replace("#", String(count)));

/** The message of `?feito=&quantos=`, or null when there is none (or it is not one of ours). */
export function doneMessage(params: URLSearchParams): string | null {
  const done = z
    .object({
      feito: z.enum(["baixa", "excluir", "importar"]),
      quantos: z.coerce.number().int().min(0).max(MAX_IMPORT_LINES),
      mantidos: z.coerce.number().int().min(0).max(MAX_BULK).default(0),
      vendas: z.coerce.number().int().min(0).max(MAX_BULK).default(0),
    })
    .safeParse({
      feito: params.get("feito"),
      quantos: params.get("quantos"),
      mantidos: params.get("mantidos") ?? undefined,
      vendas: params.get("vendas") ?? undefined,
    });
  if (!done.success) return null;
  const { feito, quantos, mantidos, vendas } = done.data;
  if (feito === "importar")
    return quantos === 0
      ? "Esta planilha já tinha sido importada: nada foi importado de novo."
      : plural(quantos, "1 lançamento importado.", "# lançamentos importados.");
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
  return parts.join(" ");
}
