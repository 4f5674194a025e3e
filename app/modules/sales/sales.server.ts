/** Sales numbers come from modules/numbering.server.ts inside the sale's transaction, so they are unique and have no gaps. */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database, SaleStatus, SaleTable } from "~/db/schema";
import { refuse, type Refusal } from "~/modules/finance/references.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { nextDocumentNumber } from "~/modules/numbering.server";
import { checkSaleReferences, insertCustomer, saleColumns } from "./sale-writes.server";
import { saleSearchText } from "./search-text";
import type { SaleCreateInput, SaleEditInput, SaleFields } from "./schemas";
import { canMove, isEditable, SALE_STATUS_LABELS } from "./status";

export { getSale, type SaleDetail } from "./sale-detail.server";

/** A create's answer: the sale's id. */
export interface SaleCreated {
  status: "created";
  saleId: string;
}

/** The sale changed since the version the person saw (nothing written). */
export interface SaleConflict {
  status: "conflict";
}

class Conflict extends Error {}

/** The organization's sale `id` as stored, or undefined (also for an id that is not a UUID). */
export async function saleRow(scope: TenantScope, id: string): Promise<SaleTable | undefined> {
  if (!isId(id)) return undefined;
  return (await db())
    .selectFrom("sales")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
}

async function customerOf(trx: Transaction<Database>, scope: TenantScope, input: SaleFields, now: string) {
  if (input.customer.kind === "new") return insertCustomer(trx, scope, input.customer.contact, now);
  const row = await trx
    .selectFrom("contacts")
    .select(["id", "name"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", input.customer.contactId)
    .executeTakeFirstOrThrow();
  return row;
}

/**
 * Creates a sale as a proposta (rascunho, next PR) or a pedido (aprovada, next PV), with its items and any new customer, in one transaction;
 * a refusal (field errors) when an id the form names is not usable.
 */
export async function createSale(scope: TenantScope, input: SaleCreateInput): Promise<SaleCreated | Refusal> {
  const database = await db();
  const errors = await checkSaleReferences(database, scope, input);
  if (Object.keys(errors).length > 0) return refuse(errors);
  const saleId = randomUUID();
  await database.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const customer = await customerOf(trx, scope, input, now);
    const proposal = input.saveAs === "proposta";
    const numbers = {
      proposal_number: proposal ? await nextDocumentNumber(trx, scope.organizationId, "PR") : null,
      order_number: proposal ? null : await nextDocumentNumber(trx, scope.organizationId, "PV"),
    };
    const { sale, items } = saleColumns(input, customer.id);
    await trx
      .insertInto("sales")
      .values({
        ...sale,
        ...numbers,
        id: saleId,
        organization_id: scope.organizationId,
        status: proposal ? "rascunho" : "aprovada",
        search_text: saleSearchText({
          contactName: customer.name,
          proposalNumber: numbers.proposal_number,
          orderNumber: numbers.order_number,
          notes: input.notes,
        }),
        sent_at: null,
        approved_at: proposal ? null : now,
        invoiced_on: null,
        invoiced_at: null,
        cancelled_at: null,
        version: 1,
        created_by: scope.userId,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx.insertInto("sale_items").values(items(scope.organizationId, saleId)).execute();
  });
  return { status: "created", saleId };
}

/** Why a sale in `status` cannot be edited, for the form. */
export const NOT_EDITABLE_MESSAGE = "Uma venda faturada ou cancelada não pode mais ser alterada.";

/**
 * Saves the edit form over sale `id` (items replaced, totals recomputed): `conflict` when it changed since `input.version`;
 * a refusal when faturada/cancelada or an id is not usable; null when not the organization's.
 */
export async function updateSale(
  scope: TenantScope,
  id: string,
  input: SaleEditInput,
): Promise<{ status: "updated" } | SaleConflict | Refusal | null> {
  const current = await saleRow(scope, id);
  if (!current) return null;
  if (!isEditable(current.status)) return refuse({}, [NOT_EDITABLE_MESSAGE]);
  if (current.version !== input.version) return { status: "conflict" };
  const database = await db();
  const productIds = await database
    .selectFrom("sale_items")
    .select("product_id")
    .where("organization_id", "=", scope.organizationId)
    .where("sale_id", "=", id)
    .execute();
  const references = {
    contactId: current.contact_id,
    sellerId: current.seller_id,
    categoryId: current.category_id,
    accountId: current.account_id,
    productIds: productIds.flatMap((row) => (row.product_id ? [row.product_id] : [])),
  };
  const errors = await checkSaleReferences(database, scope, input, references);
  if (Object.keys(errors).length > 0) return refuse(errors);
  try {
    await database.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const customer = await customerOf(trx, scope, input, now);
      const { sale, items } = saleColumns(input, customer.id);
      const done = await trx
        .updateTable("sales")
        .set({
          ...sale,
          search_text: saleSearchText({
            contactName: customer.name,
            proposalNumber: current.proposal_number,
            orderNumber: current.order_number,
            notes: input.notes,
          }),
          version: current.version + 1,
          updated_at: now,
        })
        .where("organization_id", "=", scope.organizationId)
        .where("id", "=", id)
        .where("version", "=", input.version)
        .where("status", "in", ["rascunho", "enviada", "aprovada"])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new Conflict();
      await trx.deleteFrom("sale_items").where("organization_id", "=", scope.organizationId).where("sale_id", "=", id).execute();
      await trx.insertInto("sale_items").values(items(scope.organizationId, id)).execute();
    });
  } catch (error) {
    if (error instanceof Conflict) return { status: "conflict" };
    throw error;
  }
  return { status: "updated" };
}

/** The moves moveSale makes; faturada and cancelada go through invoicing.server.ts. */
export type SimpleMove = Extract<SaleStatus, "rascunho" | "enviada" | "aprovada">;

/**
 * Moves sale `id` to `to` when status.ts allows it: `moved` (also when already there; approving gives the next PV number).
 * `conflict` when it changed since `version`; a refusal for a disallowed move; null when not the organization's.
 */
export async function moveSale(
  scope: TenantScope,
  id: string,
  to: SimpleMove,
  version: number,
): Promise<{ status: "moved" } | SaleConflict | Refusal | null> {
  const current = await saleRow(scope, id);
  if (!current) return null;
  if (current.status === to) return { status: "moved" };
  if (!canMove(current.status, to))
    return refuse({}, [
      `Uma venda com status "${SALE_STATUS_LABELS[current.status]}" não pode passar para "${SALE_STATUS_LABELS[to]}".`,
    ]);
  if (current.version !== version) return { status: "conflict" };
  try {
    await (await db()).transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const orderNumber =
        to === "aprovada" && current.order_number === null
          ? await nextDocumentNumber(trx, scope.organizationId, "PV")
          : current.order_number;
      const contact = await trx
        .selectFrom("contacts")
        .select("name")
        .where("id", "=", current.contact_id)
        .executeTakeFirstOrThrow();
      const numbers = { proposal_number: current.proposal_number, order_number: orderNumber };
      const done = await trx
        .updateTable("sales")
        .set({
          status: to,
          order_number: orderNumber,
          search_text: saleSearchText({
            contactName: contact.name,
            proposalNumber: numbers.proposal_number,
            orderNumber: numbers.order_number,
            notes: current.notes,
          }),
          sent_at: to === "enviada" ? now : current.sent_at,
          approved_at: to === "aprovada" ? now : current.approved_at,
          version: current.version + 1,
          updated_at: now,
        })
        .where("organization_id", "=", scope.organizationId)
        .where("id", "=", id)
        .where("version", "=", version)
        .where("status", "=", current.status)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) throw new Conflict();
    });
  } catch (error) {
    if (error instanceof Conflict) return { status: "conflict" };
    throw error;
  }
  return { status: "moved" };
}
