/**
 * Rows for the ledger's integration tests, written straight to the test
 * database: an organization of the test's own (so no demo data is read),
 * and the rows an entry needs, so a test can make reference data "in use"
 * without the entries module.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { createOrganization } from "./factories";

/** A new, empty organization and a person acting in it (an id only: no user row). */
export async function newScope(): Promise<TenantScope> {
  const { id } = await createOrganization();
  return { organizationId: id, userId: randomUUID() };
}

/** A conta corrente of the organization, written directly. */
export async function insertAccount(scope: TenantScope, name = "Conta de teste"): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("finance_accounts")
    .values({
      id,
      organization_id: scope.organizationId,
      name,
      kind: "conta_corrente",
      bank_name: null,
      opening_balance_cents: 0,
      opening_date: "2020-01-01",
      archived_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A despesa of R$ 10,00 in `accountId` naming the given category, contact and cost centre. */
export async function insertEntry(
  scope: TenantScope,
  refs: { accountId: string; categoryId?: string; contactId?: string; costCenterId?: string },
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("finance_entries")
    .values({
      id,
      organization_id: scope.organizationId,
      kind: "despesa",
      direction: "saida",
      description: "Lançamento de teste",
      search_text: "lancamento de teste",
      amount_cents: 1000,
      settled_cents: 0,
      account_id: refs.accountId,
      category_id: refs.categoryId ?? null,
      contact_id: refs.contactId ?? null,
      cost_center_id: refs.costCenterId ?? null,
      competence_date: "2026-11-10",
      due_date: "2026-11-10",
      notes: null,
      series_id: null,
      series_index: null,
      transfer_id: null,
      cancelled_at: null,
      deleted_at: null,
      version: 1,
      created_by: scope.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The bank details and card days of an AccountInput that names no bank and is no cartão de crédito. */
export const PLAIN_ACCOUNT_DETAILS = {
  bankCode: null,
  agency: null,
  accountNumber: null,
  accountDigit: null,
  closingDay: null,
  dueDay: null,
} as const;
