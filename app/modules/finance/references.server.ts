import type { Kysely } from "kysely";
import { fold } from "~/config/text-rules";
import type { CategoryKind, Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { SAME_ACCOUNT_MESSAGE } from "./schemas";

export type FieldErrors = Record<string, string[]>;

/** A request the module refused, with the messages for the form (Conform's `reply`). */
export interface Refusal {
  status: "invalid";
  fieldErrors: FieldErrors;
  formErrors: string[];
}

export const refuse = (fieldErrors: FieldErrors, formErrors: string[] = []): Refusal => ({
  status: "invalid",
  fieldErrors,
  formErrors,
});

type Table = "finance_accounts" | "finance_categories" | "contacts" | "finance_cost_centers";

async function usable(database: Kysely<Database>, scope: TenantScope, table: Table, id: string, current: string | null) {
  if (!isId(id)) return undefined;
  const row = await database
    .selectFrom(table)
    .select(["id", "name", "archived_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && (row.archived_at === null || row.id === current) ? row : undefined;
}

export interface References {
  accountId: string;
  categoryId: string | null;
  contactId: string | null;
  costCenterId: string | null;
}

/** The field errors of `refs` (empty when all are usable) and the contact's name (for the search text). */
export async function checkReferences(
  database: Kysely<Database>,
  scope: TenantScope,
  refs: References,
  kind: CategoryKind | null,
  current?: References,
): Promise<{ errors: FieldErrors; contactName: string | null }> {
  const errors: FieldErrors = {};
  if (!(await usable(database, scope, "finance_accounts", refs.accountId, current?.accountId ?? null)))
    errors.accountId = ["Escolha uma conta ativa da lista."];
  if (refs.categoryId) {
    const category = await usable(database, scope, "finance_categories", refs.categoryId, current?.categoryId ?? null);
    const sameKind =
      category &&
      (await database.selectFrom("finance_categories").select("kind").where("id", "=", category.id).executeTakeFirst())?.kind ===
        kind;
    if (!sameKind) errors.categoryId = [`Escolha uma categoria de ${kind === "receita" ? "receita" : "despesa"} da lista.`];
  }
  const contact = refs.contactId ? await usable(database, scope, "contacts", refs.contactId, current?.contactId ?? null) : null;
  if (refs.contactId && !contact) errors.contactId = ["Escolha um contato ativo da lista."];
  if (
    refs.costCenterId &&
    !(await usable(database, scope, "finance_cost_centers", refs.costCenterId, current?.costCenterId ?? null))
  )
    errors.costCenterId = ["Escolha um centro de custo ativo da lista."];
  return { errors, contactName: contact?.name ?? null };
}

/** A transfer's two accounts. */
export interface TransferAccounts {
  fromAccountId: string;
  toAccountId: string;
}

/** The field errors of a transfer's accounts (empty when both are usable): each one of the organization's active accounts, or the one that leg already has (`current`, an edit), and the destination not the origin. */
export async function checkTransferAccounts(
  database: Kysely<Database>,
  scope: TenantScope,
  accounts: TransferAccounts,
  current?: TransferAccounts,
): Promise<FieldErrors> {
  const none = { categoryId: null, contactId: null, costCenterId: null };
  const check = (accountId: string, currentId: string | undefined) =>
    checkReferences(database, scope, { accountId, ...none }, null, currentId ? { accountId: currentId, ...none } : undefined);
  const from = await check(accounts.fromAccountId, current?.fromAccountId);
  const to = await check(accounts.toAccountId, current?.toAccountId);
  const errors: FieldErrors = {};
  if (from.errors.accountId) errors.fromAccountId = from.errors.accountId;
  if (to.errors.accountId) errors.toAccountId = to.errors.accountId;
  else if (accounts.fromAccountId === accounts.toAccountId) errors.toAccountId = [SAME_ACCOUNT_MESSAGE];
  return errors;
}

/** What the text filter matches: the description and the contact's name, case and accents folded. */
export const searchTextOf = (description: string, contactName: string | null) =>
  fold(contactName ? `${description} ${contactName}` : description);
