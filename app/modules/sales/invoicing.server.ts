/**
 * Invoicing writes its receivables through finance's `insertEntries` in one transaction, so history and report rollups stay right;
 * the status move is guarded in the UPDATE's WHERE, so pressed twice it invoices once.
 */
import type { Kysely, Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate, formatMoney } from "~/config/format";
import { db } from "~/db/db.server";
import { recordAudit } from "~/modules/audit/record.server";
import type { Database, FinanceEntryTable, SaleTable } from "~/db/schema";
import { entryDateError } from "~/modules/finance/entry-dates";
import { insertEntries, type NewEntry } from "~/modules/finance/entry-writes.server";
import { closedRefusal } from "~/modules/finance/period-lock.server";
import { refuse, searchTextOf, type Refusal } from "~/modules/finance/references.server";
import { cancelUnsettled } from "~/modules/finance/update.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { receivableDescription, saleCode } from "./numbers";
import { installmentsOf, paymentTerms, type SaleInstallment } from "./payment-terms";
import { saleRow } from "./sales.server";

/** The plan's category for sales receipts (modules/finance/default-plan.ts). */
export const SALES_CATEGORY_NAME = "Vendas de produtos";

/** A faturada sale whose receivables have baixas cannot be cancelled. */
export const SETTLED_REFUSAL = "Esta venda tem recebimentos baixados. Estorne as baixas antes de cancelá-la.";

/** Nor can its invoicing be undone. */
export const UNDO_SETTLED_REFUSAL = "Esta venda tem recebimentos baixados. Estorne as baixas antes de desfazer o faturamento.";

const NOT_INVOICED = "Só uma venda faturada pode ter o faturamento desfeito.";

class Lost extends Error {}

/** The parcelas `sale` would make invoiced on `invoicedOn` (the page's preview); empty when the total is too small. */
export function invoicePreview(
  sale: Pick<SaleTable, "payment_terms" | "installment_count" | "interval_days" | "total_cents">,
  invoicedOn: string,
): SaleInstallment[] {
  const terms = paymentTerms(sale.payment_terms, sale.installment_count, sale.interval_days);
  return sale.total_cents < terms.installmentCount ? [] : installmentsOf(terms, sale.total_cents, invoicedOn);
}

/** The category and account a sale's receivables take: the sale's own, or the plan's "Vendas de produtos" (else the first receita category by name) and the first active account by name; null where none exists. */
export async function receivableDefaults(
  database: Kysely<Database>,
  scope: TenantScope,
): Promise<{ categoryId: string | null; accountId: string | null }> {
  const [categories, account] = await Promise.all([
    database
      .selectFrom("finance_categories")
      .select(["id", "name"])
      .where("organization_id", "=", scope.organizationId)
      .where("kind", "=", "receita")
      .where("archived_at", "is", null)
      .orderBy("name")
      .execute(),
    database
      .selectFrom("finance_accounts")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("archived_at", "is", null)
      .orderBy("name")
      .limit(1)
      .executeTakeFirst(),
  ]);
  const category = categories.find((row) => row.name === SALES_CATEGORY_NAME) ?? categories[0];
  return { categoryId: category?.id ?? null, accountId: account?.id ?? null };
}

/** An invoice's answer: the receivables' entry ids, and whether this call made them (false: invoiced before). */
export interface Invoiced {
  status: "invoiced";
  created: boolean;
}

/**
 * Invoices sale `id` on `invoicedOn` (not before the sale date): faturada, one receita per parcela of its condição, tied in sale_receivables.
 * `created: false` when already invoiced (nothing written); a refusal when not an approved pedido, no account or category to use, total below one centavo per parcela,
 * or `invoicedOn` (the receivables' competência) or a parcela's vencimento outside the ledger's window on `today` (finance/entry-dates.ts); null when not the organization's.
 */
export async function invoiceSale(
  scope: TenantScope,
  id: string,
  invoicedOn: string,
  today = todayInSaoPaulo(),
): Promise<Invoiced | Refusal | null> {
  const sale = await saleRow(scope, id);
  if (!sale) return null;
  if (sale.status === "faturada") return { status: "invoiced", created: false };
  if (sale.status !== "aprovada") return refuse({}, ["Só um pedido aprovado pode ser faturado."]);
  if (invoicedOn < sale.sale_date) return refuse({ invoicedOn: ["A data de faturamento não pode ser antes da data da venda."] });
  const parcelas = invoicePreview(sale, invoicedOn);
  if (parcelas.length === 0) return refuse({}, ["O total da venda é pequeno demais para as parcelas da condição."]);
  const outside =
    entryDateError(invoicedOn, "A data de faturamento", today) ??
    parcelas
      .map((p) => entryDateError(p.dueDate, `O vencimento da parcela ${p.index} (${formatDate(p.dueDate)})`, today))
      .find((error) => error !== null);
  if (outside) return refuse({ invoicedOn: [outside] });
  const database = await db();
  const defaults =
    sale.category_id && sale.account_id ? { categoryId: null, accountId: null } : await receivableDefaults(database, scope);
  const categoryId = sale.category_id ?? defaults.categoryId;
  const accountId = sale.account_id ?? defaults.accountId;
  if (!categoryId) return refuse({}, ["Cadastre uma categoria de receita antes de faturar."]);
  if (!accountId) return refuse({}, ["Cadastre uma conta antes de faturar."]);
  const contact = await database
    .selectFrom("contacts")
    .select("name")
    .where("id", "=", sale.contact_id)
    .executeTakeFirstOrThrow();
  try {
    await database.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const moved = await trx
        .updateTable("sales")
        .set({ status: "faturada", invoiced_on: invoicedOn, invoiced_at: now, version: sale.version + 1, updated_at: now })
        .where("organization_id", "=", scope.organizationId)
        .where("id", "=", id)
        .where("status", "=", "aprovada")
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) throw new Lost();
      const entries: NewEntry[] = parcelas.map((parcela) => {
        const description = receivableDescription(sale.order_number!, parcela.index, parcelas.length, contact.name);
        return {
          kind: "receita",
          direction: "entrada",
          description,
          search_text: searchTextOf(description, contact.name),
          amount_cents: parcela.amountCents,
          account_id: accountId,
          category_id: categoryId,
          contact_id: sale.contact_id,
          cost_center_id: null,
          competence_date: invoicedOn,
          due_date: parcela.dueDate,
          notes: null,
          series_id: null,
          series_index: null,
          transfer_id: null,
        };
      });
      const entryIds = await insertEntries(trx, scope, entries, now);
      await trx
        .insertInto("sale_receivables")
        .values(
          entryIds.map((entryId, i) => ({
            entry_id: entryId,
            organization_id: scope.organizationId,
            sale_id: id,
            installment: i + 1,
          })),
        )
        .execute();
    });
  } catch (error) {
    const closed = closedRefusal(error);
    if (closed) return closed;
    if (!(error instanceof Lost)) throw error;
    const now = await saleRow(scope, id);
    return now?.status === "faturada"
      ? { status: "invoiced", created: false }
      : refuse({}, ["Só um pedido aprovado pode ser faturado."]);
  }
  return { status: "invoiced", created: true };
}

async function receivablesOf(trx: Transaction<Database>, scope: TenantScope, saleId: string): Promise<FinanceEntryTable[]> {
  return trx
    .selectFrom("finance_entries as e")
    .innerJoin("sale_receivables as r", "r.entry_id", "e.id")
    .selectAll("e")
    .where("r.organization_id", "=", scope.organizationId)
    .where("r.sale_id", "=", saleId)
    .where("e.deleted_at", "is", null)
    .execute();
}

/** Cancels the open receivables of sale `saleId` in `trx`; throws Lost(`refusal`) when one has a baixa or moved meanwhile. */
async function cancelReceivables(trx: Transaction<Database>, scope: TenantScope, saleId: string, refusal: string, now: string) {
  const receivables = await receivablesOf(trx, scope, saleId);
  if (receivables.some((entry) => entry.settled_cents > 0)) throw new Lost(refusal);
  for (const entry of receivables.filter((each) => each.cancelled_at === null)) {
    if (!(await cancelUnsettled(trx, scope, entry, { saleId }, now))) throw new Lost(refusal);
  }
}

/** The audit log's name of `sale`: "PV-000161 - Cliente". */
async function auditLabel(trx: Transaction<Database>, sale: SaleTable): Promise<string> {
  const customer = await trx.selectFrom("contacts").select("name").where("id", "=", sale.contact_id).executeTakeFirst();
  return customer ? `${saleCode(sale)} - ${customer.name}` : saleCode(sale);
}

/**
 * Cancels sale `id`; a faturada one also cancels its open receivables, refused with SETTLED_REFUSAL while any has a baixa; audited in its transaction.
 * `cancelled` also when it already was; null when not the organization's.
 */
export async function cancelSale(scope: TenantScope, id: string): Promise<{ status: "cancelled" } | Refusal | null> {
  const sale = await saleRow(scope, id);
  if (!sale) return null;
  if (sale.status === "cancelada") return { status: "cancelled" };
  const database = await db();
  try {
    await database.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await cancelReceivables(trx, scope, id, SETTLED_REFUSAL, now);
      const done = await trx
        .updateTable("sales")
        .set({ status: "cancelada", cancelled_at: now, version: sale.version + 1, updated_at: now })
        .where("organization_id", "=", scope.organizationId)
        .where("id", "=", id)
        .where("status", "=", sale.status)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0)
        throw new Lost("Esta venda mudou enquanto era cancelada. Recarregue e tente de novo.");
      await recordAudit(
        trx,
        scope,
        {
          action: "sale.cancelled",
          targetType: "sale",
          targetId: id,
          targetLabel: await auditLabel(trx, sale),
          detail: { from: sale.status, to: "cancelada" },
        },
        new Date(now),
      );
    });
  } catch (error) {
    const closed = closedRefusal(error);
    if (closed) return closed;
    if (error instanceof Lost) return refuse({}, [error.message]);
    throw error;
  }
  return { status: "cancelled" };
}

/**
 * Undoes the invoicing of faturada sale `id`: back to aprovada (editable, invoiced again later), its receivables cancelled in the ledger,
 * refused with UNDO_SETTLED_REFUSAL while any has a baixa; audited (sale.invoice_undone, with the total) in its transaction.
 * `undone` also when a concurrent undo got there first; a refusal when the sale is not faturada; null when not the organization's.
 */
export async function undoInvoice(scope: TenantScope, id: string): Promise<{ status: "undone" } | Refusal | null> {
  const sale = await saleRow(scope, id);
  if (!sale) return null;
  if (sale.status !== "faturada") return refuse({}, [NOT_INVOICED]);
  const database = await db();
  try {
    await database.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await cancelReceivables(trx, scope, id, UNDO_SETTLED_REFUSAL, now);
      const done = await trx
        .updateTable("sales")
        .set({ status: "aprovada", invoiced_on: null, invoiced_at: null, version: sale.version + 1, updated_at: now })
        .where("organization_id", "=", scope.organizationId)
        .where("id", "=", id)
        .where("status", "=", "faturada")
        .where("version", "=", sale.version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0)
        throw new Lost("Esta venda mudou enquanto o faturamento era desfeito. Recarregue e tente de novo.");
      await recordAudit(
        trx,
        scope,
        {
          action: "sale.invoice_undone",
          targetType: "sale",
          targetId: id,
          targetLabel: await auditLabel(trx, sale),
          detail: { from: "faturada", to: "aprovada", amount: formatMoney(sale.total_cents) },
        },
        new Date(now),
      );
    });
  } catch (error) {
    const closed = closedRefusal(error);
    if (closed) return closed;
    if (!(error instanceof Lost)) throw error;
    const now = await saleRow(scope, id);
    if (now?.status === "aprovada" && now.version > sale.version) return { status: "undone" };
    return refuse({}, [now?.status === "faturada" ? error.message : NOT_INVOICED]);
  }
  return { status: "undone" };
}
