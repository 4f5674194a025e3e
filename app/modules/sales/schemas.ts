/**
 * The sale form (Conform + zod 4): money "1.234,56" → centavos, quantity "2,5" → thousandths, percentage "10,5" → basis points.
 * Blank item rows (spare rows of a form without JavaScript) are left out; an item row's messages keep its index. Safe for the browser.
 */
import { SQL_INTEGER_MAX, z } from "~/config/zod";
import { parseDate } from "~/config/calendar";
import { MAX_MONEY_CENTS, parseMoney } from "~/config/money";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "~/config/text-rules";
import type { DiscountKind, PaymentTermsKind } from "~/db/schema/sales";
import { contactSchema, type ContactInput } from "~/modules/contacts/schemas";
import { MAX_INSTALLMENTS, MAX_INTERVAL_DAYS, paymentTerms, type PaymentTerms } from "./payment-terms";
import { discountProblem, lineAmounts, saleAmounts, type Discount } from "./pricing";

/** The most items one sale may carry. */
export const MAX_SALE_ITEMS = 200;
/** The largest quantity of one item, in thousandths of a unit (1 000 000 units). */
export const MAX_QUANTITY_MILLI = 1_000_000_000;

/** An edit based on an old version. */
export const SALE_CONFLICT_MESSAGE = "Esta venda foi alterada por outra pessoa. Recarregue para ver a versão atual.";

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QUANTITY = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,3}))?$/;
const PERCENT = /^(\d{1,3})(?:,(\d{1,2}))?$/;

/** "2,5" → 2 500 thousandths; null when not a positive quantity with at most 3 decimals within MAX_QUANTITY_MILLI. */
export function parseQuantity(text: string): number | null {
  const match = QUANTITY.exec(text.trim());
  if (!match?.[1]) return null;
  const units = match[1].replaceAll(".", "");
  if (units.length > 7) return null;
  const milli = Number(units) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return milli > 0 && milli <= MAX_QUANTITY_MILLI ? milli : null;
}

/** "10,5" (or "10,5%") → 1 050 basis points; null when not 0..100 with at most 2 decimals. */
export function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim().replace(/\s*%$/, ""));
  if (!match?.[1]) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return points <= 10_000 ? points : null;
}

/** Thousandths of a unit as typed back: 2500 → "2,5", 1000 → "1". */
export function formatQuantity(milli: number): string {
  const units = Math.trunc(milli / 1000);
  const rest = String(milli % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return rest ? `${units},${rest}` : String(units);
}

/** Basis points as typed back: 1050 → "10,5". */
export const formatPercent = (points: number): string => formatQuantity(points * 10).replace(/^(\d+,\d{0,2}).*$/, "$1");

const idField = (message: string) => z.string({ error: message }).regex(ID, message);
const optionalId = (message: string) =>
  idField(message)
    .optional()
    .transform((value) => value ?? null);
const dateField = (message: string) =>
  z.string({ error: message }).refine((value) => parseDate(value) !== null, "Informe uma data válida (dd/mm/aaaa).");
const plainText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);
const optionalString = z.string().optional();

function discountOf(kind: unknown, text: unknown): Discount | null | "invalid" {
  if (typeof text !== "string" || text.trim() === "") return null;
  const value = kind === "amount" ? parseMoney(text) : parsePercent(text);
  if (value === null) return "invalid";
  return value === 0 ? null : { kind: kind === "amount" ? "amount" : "percent", value };
}

const DISCOUNT_KIND = z.enum(["percent", "amount"], { error: "Escolha desconto em % ou em R$." }).default("percent");
const discountMessage = (kind: unknown) =>
  kind === "amount" ? "Informe um desconto válido, como 10,00." : "Informe um percentual válido, como 10 ou 12,5.";

const itemRow = z.object({
  productId: optionalString,
  description: optionalString,
  unit: optionalString,
  quantity: optionalString,
  unitPrice: optionalString,
  discountKind: optionalString,
  discount: optionalString,
});
type ItemRow = z.infer<typeof itemRow>;

const isBlank = (row: ItemRow | undefined) =>
  !row || [row.productId, row.description, row.quantity, row.unitPrice, row.discount].every((v) => !v || !v.trim());

/** One item row, typed; what `itemSchema` gives. */
export interface SaleItemInput {
  productId: string | null;
  description: string;
  unit: string;
  quantityMilli: number;
  unitPriceCents: number;
  discount: Discount | null;
}

const itemSchema = z
  .object({
    productId: optionalId("Escolha um item do catálogo da lista."),
    description: plainText(200, "Informe a descrição do item.", "A descrição deve ter no máximo 200 caracteres."),
    unit: z
      .string()
      .trim()
      .max(10, "A unidade deve ter no máximo 10 caracteres.")
      .optional()
      .transform((value) => value || "un"),
    quantity: z.string({ error: "Informe a quantidade." }).transform((text, ctx) => {
      const milli = parseQuantity(text);
      if (milli === null) ctx.addIssue({ code: "custom", message: "Informe uma quantidade válida, como 1 ou 2,5." });
      return milli ?? 0;
    }),
    unitPrice: z.string({ error: "Informe o preço unitário." }).transform((text, ctx) => {
      const cents = parseMoney(text);
      if (cents === null) ctx.addIssue({ code: "custom", message: "Informe um valor válido, como 1.234,56." });
      return cents ?? 0;
    }),
    discountKind: DISCOUNT_KIND,
    discount: optionalString,
  })
  .transform((row, ctx): SaleItemInput => {
    const discount = discountOf(row.discountKind, row.discount);
    const base = { quantityMilli: row.quantity, unitPriceCents: row.unitPrice, discount: null };
    const gross = lineAmounts(base).grossCents;
    if (gross > MAX_MONEY_CENTS)
      ctx.addIssue({ code: "custom", path: ["quantity"], message: "O valor do item passa do limite." });
    if (discount === "invalid") ctx.addIssue({ code: "custom", path: ["discount"], message: discountMessage(row.discountKind) });
    else if (discount) {
      const problem = discountProblem(gross, discount);
      if (problem) ctx.addIssue({ code: "custom", path: ["discount"], message: problem });
    }
    return {
      productId: row.productId,
      description: row.description,
      unit: row.unit,
      quantityMilli: row.quantity,
      unitPriceCents: row.unitPrice,
      discount: discount === "invalid" ? null : discount,
    };
  });

/** The customer of the sale: an existing contato, or a new one made with the sale. */
export type SaleCustomer = { kind: "existing"; contactId: string } | { kind: "new"; contact: ContactInput };

const newContactSchema = contactSchema.pick({ name: true, document: true, email: true });

const PAYMENT_TERMS = ["a_vista", "30_dias", "30_60_90", "parcelas"] as const satisfies readonly PaymentTermsKind[];

const saleFields = z
  .object({
    customer: z.enum(["existente", "novo"], { error: "Escolha um cliente existente ou cadastre um novo." }).default("existente"),
    contactId: optionalString,
    newContactName: optionalString,
    newContactDocument: optionalString,
    newContactEmail: optionalString,
    items: z
      .array(itemRow.optional(), { error: "Informe os itens da venda." })
      .max(MAX_SALE_ITEMS, `A venda pode ter no máximo ${MAX_SALE_ITEMS} itens.`)
      .default([]),
    discountKind: DISCOUNT_KIND,
    discount: optionalString,
    freight: optionalString,
    paymentTerms: z.enum(PAYMENT_TERMS, { error: "Escolha a condição de pagamento." }),
    installments: z.number({ error: "Informe o número de parcelas." }).int("Informe um número inteiro de parcelas.").optional(),
    intervalDays: z.number({ error: "Informe o intervalo em dias." }).int("Informe um número inteiro de dias.").optional(),
    sellerId: optionalId("Escolha um vendedor da lista."),
    saleDate: dateField("Informe a data da venda."),
    expectedInvoiceDate: dateField("Informe a data prevista de faturamento.")
      .optional()
      .transform((value) => value ?? null),
    categoryId: optionalId("Escolha uma categoria da lista."),
    accountId: optionalId("Escolha uma conta da lista."),
    notes: z
      .string()
      .trim()
      .max(2000, "As observações devem ter no máximo 2000 caracteres.")
      .optional()
      .transform((value) => value || null),
  })
  .superRefine(
    (value, ctx) => {
      const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: "custom", path, message });
      for (const [key, item] of Object.entries(value)) if (hasControlCharacter(item)) issue([key], CONTROL_CHARACTER_MESSAGE);
      if (value.customer === "existente" && !(value.contactId && ID.test(value.contactId)))
        issue(["contactId"], "Escolha um cliente da lista.");
      if (value.customer === "novo") {
        const parsed = newContactSchema.safeParse({
          name: value.newContactName ?? "",
          document: value.newContactDocument,
          email: value.newContactEmail,
        });
        const field = { name: "newContactName", document: "newContactDocument", email: "newContactEmail" } as const;
        if (!parsed.success)
          for (const each of parsed.error.issues)
            issue([field[each.path[0] as keyof typeof field] ?? "newContactName"], each.message);
      }
      const rows = (Array.isArray(value.items) ? value.items : [])
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => !isBlank(row));
      if (rows.length === 0) issue(["items"], "Inclua pelo menos um item.");
      for (const { row, index } of rows) {
        const parsed = itemSchema.safeParse(row);
        if (!parsed.success)
          for (const each of parsed.error.issues) issue(["items", index, ...(each.path as string[])], each.message);
      }
      if (value.paymentTerms === "parcelas") {
        const { installments: n, intervalDays: days } = value;
        if (n === undefined) issue(["installments"], "Informe o número de parcelas.");
        else if (n < 1 || n > MAX_INSTALLMENTS) issue(["installments"], `Informe de 1 a ${MAX_INSTALLMENTS} parcelas.`);
        if (days === undefined) issue(["intervalDays"], "Informe o intervalo em dias.");
        else if (days < 1 || days > MAX_INTERVAL_DAYS)
          issue(["intervalDays"], `Informe um intervalo de 1 a ${MAX_INTERVAL_DAYS} dias.`);
      }
      if (value.freight !== undefined && parseMoney(value.freight) === null)
        issue(["freight"], "Informe um valor válido, como 1.234,56.");
      const discount = discountOf(value.discountKind, value.discount);
      if (discount === "invalid") issue(["discount"], discountMessage(value.discountKind));
      if (value.expectedInvoiceDate && value.saleDate && value.expectedInvoiceDate < value.saleDate)
        issue(["expectedInvoiceDate"], "A data prevista de faturamento não pode ser antes da data da venda.");
    },
    { when: () => true },
  )
  .transform((value, ctx) => {
    const items = value.items.filter((row) => !isBlank(row)).map((row) => itemSchema.parse(row));
    const discount = discountOf(value.discountKind, value.discount);
    const freightCents = value.freight ? (parseMoney(value.freight) ?? 0) : 0;
    const lines = items.map(lineAmounts);
    const itemsCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
    const saleDiscount = discount === "invalid" ? null : discount;
    const problem = saleDiscount ? discountProblem(itemsCents, saleDiscount) : null;
    if (problem) ctx.addIssue({ code: "custom", path: ["discount"], message: problem.replace("do valor", "do total dos itens") });
    else if (saleAmounts(lines, saleDiscount, freightCents).totalCents > MAX_MONEY_CENTS)
      ctx.addIssue({ code: "custom", path: ["items"], message: "O total da venda passa do limite." });
    const customer: SaleCustomer =
      value.customer === "novo"
        ? {
            kind: "new",
            contact: {
              ...newContactSchema.parse({
                name: value.newContactName,
                document: value.newContactDocument,
                email: value.newContactEmail,
              }),
              roles: ["cliente"],
              phone: null,
            },
          }
        : { kind: "existing", contactId: value.contactId! };
    const terms: PaymentTerms = paymentTerms(value.paymentTerms, value.installments ?? 1, value.intervalDays ?? 30);
    return {
      customer,
      items,
      discount: saleDiscount,
      freightCents,
      terms,
      sellerId: value.sellerId,
      saleDate: value.saleDate,
      expectedInvoiceDate: value.expectedInvoiceDate,
      categoryId: value.categoryId,
      accountId: value.accountId,
      notes: value.notes,
    };
  });

/** A new sale: the fields and `saveAs` (proposta → PR, pedido → PV). */
export const saleCreateSchema = z
  .object({
    saveAs: z.enum(["proposta", "pedido"], { error: "Escolha salvar como proposta ou pedido." }).default("proposta"),
  })
  .and(saleFields)
  .transform((value) => value);

const STALE_FORM = "Recarregue a página e tente de novo.";
/** The version of the sale a form was rendered at. */
export const saleVersionField = z
  .number({ error: STALE_FORM })
  .int(STALE_FORM)
  .min(1, STALE_FORM)
  .max(SQL_INTEGER_MAX, STALE_FORM);

/** An edit of a sale: the fields and the `version` it was read at. */
export const saleEditSchema = z
  .object({ version: saleVersionField })
  .and(saleFields)
  .transform((value) => value);

/** A sale's fields as `createSale`/`updateSale` take them. */
export type SaleFields = z.output<typeof saleFields>;
export type SaleCreateInput = z.output<typeof saleCreateSchema>;
export type SaleEditInput = z.output<typeof saleEditSchema>;

/** Discount kinds as the form shows them. */
export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = { percent: "%", amount: "R$" };
