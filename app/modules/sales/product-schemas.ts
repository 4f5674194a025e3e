import { z } from "~/config/zod";
import { parseMoney } from "~/config/money";
import type { ProductKind } from "~/db/schema/sales";
import type { ReferenceNoun } from "~/modules/reference-data";

export type { ProductKind };

export const PRODUCT_KINDS = ["produto", "servico"] as const satisfies readonly ProductKind[];
export const PRODUCT_KIND_LABELS: Record<ProductKind, string> = { produto: "Produto", servico: "Serviço" };

/** The noun of the messages: "Item criado.", "Item não encontrado." */
export const PRODUCT_NOUN: ReferenceNoun = { name: "item", gender: "o" };

export const CODE_MAX = 30;
export const NAME_MAX = 120;
export const UNIT_MAX = 10;

export const DUPLICATE_CODE_MESSAGE = "Já existe um item com este código.";

/** A save refused because another item of the organization has the code (`archived`: that one is archived). */
export const duplicateCodeMessage = (existing: { name: string; archived: boolean }) =>
  existing.archived
    ? `${DUPLICATE_CODE_MESSAGE} Ele está arquivado (${existing.name}): reative-o em vez de criar outro.`
    : `${DUPLICATE_CODE_MESSAGE} (${existing.name})`;

/** Why an item that `sales` sales name cannot be deleted, and the way out. */
export function productInUseMessage(sales: number): string {
  const count = sales === 1 ? "1 venda" : `${sales} vendas`;
  return (
    `Este item está em ${count} e não pode ser excluído. Arquive-o: ele deixa de ser oferecido em novas vendas ` +
    "e as vendas existentes continuam com ele."
  );
}

/** The words of the archive and delete panel of item `name`'s page. */
export const productStateWords = (name: string) => ({
  archiveHint: "Arquivar tira o item das escolhas de novas vendas; as vendas existentes continuam com ele.",
  archivedNote: "Este item está arquivado: não é oferecido em novas vendas.",
  deleteHint: "Nenhuma venda usa este item: você pode excluí-lo.",
  deleteQuestion: `Excluir ${name} definitivamente? Isso não pode ser desfeito.`,
});

const text = (missing: string, max: number, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** The item form; out: `price` in centavos (≥ 0, at most MAX_MONEY_CENTS). */
export const productSchema = z.object({
  kind: z.enum(PRODUCT_KINDS, { error: "Escolha se o item é um produto ou um serviço." }),
  code: text("Informe o código do item.", CODE_MAX, `O código deve ter no máximo ${CODE_MAX} caracteres.`).refine(
    (value) => !/\s/.test(value),
    "O código não pode ter espaços; use hífen, como CONS-01.",
  ),
  name: text("Informe o nome do item.", NAME_MAX, `O nome deve ter no máximo ${NAME_MAX} caracteres.`),
  unit: text("Informe a unidade, como un, h ou kg.", UNIT_MAX, `A unidade deve ter no máximo ${UNIT_MAX} caracteres.`),
  price: z.string({ error: "Informe o preço." }).transform((value, ctx) => {
    const cents = parseMoney(value);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: "Informe o preço em reais, como 1.234,56." });
      return z.NEVER;
    }
    return cents;
  }),
});

export type ProductInput = z.output<typeof productSchema>;
