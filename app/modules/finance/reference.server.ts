import type { Kysely } from "kysely";
import { formatMoney } from "~/config/format";
import { compareText, fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import { isForeignKeyViolation } from "~/db/errors";
import type { Database } from "~/db/schema";
import { setArchived } from "~/modules/archive.server";
import { isId } from "~/modules/ids";
import type { ArchiveRefusal, ReferenceDelete, ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { accountBalances } from "./overview.server";
import type { AccountKind, CategoryKind } from "./reference-schemas";

/** Which reference table a shared call works on. */
export type ReferenceKind = "account" | "category" | "costCenter";

const REFERENCE_TABLES = {
  account: "finance_accounts",
  category: "finance_categories",
  costCenter: "finance_cost_centers",
} as const;

/** Orders rows by name as pt-BR readers expect (case and accents aside, "Conta 2" before "Conta 10"). */
export const byName = (a: { name: string }, b: { name: string }) => compareText(a.name, b.name);

/** Orders categories as the plano de contas reads: receitas first, then by group, then by name. */
export const byPlan = (a: { kind: CategoryKind; group: string; name: string }, b: typeof a) =>
  Number(a.kind === "despesa") - Number(b.kind === "despesa") || compareText(a.group, b.group) || byName(a, b);

/** The row among `rows` (the organization's rows a name must differ from) whose name is `name` with case and accents folded, other than `exceptId`. */
export function duplicateOf(
  rows: Array<{ id: string; name: string; archived_at: string | null }>,
  name: string,
  exceptId?: string,
): Extract<ReferenceSave<never>, { status: "duplicate" }> | null {
  const same = rows.find((row) => row.id !== exceptId && fold(row.name) === fold(name));
  return same ? { status: "duplicate", existing: { id: same.id, name: same.name, archived: same.archived_at !== null } } : null;
}

/** True when row `id` of `kind` is the organization's. */
export async function ownsReference(database: Kysely<Database>, scope: TenantScope, kind: ReferenceKind, id: string) {
  if (!isId(id)) return false;
  const row = await database
    .selectFrom(REFERENCE_TABLES[kind])
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", id)
    .executeTakeFirst();
  return !!row;
}

/** A date after every movement: an account's balance with what is scheduled too. */
const LAST_DAY = "9999-12-31";

const heldBalanceMessage = (cents: number) =>
  `Esta conta tem saldo de ${formatMoney(cents)}: transfira-o para outra conta antes de arquivá-la.`;

/**
 * Archives (`archived: true`) or brings back row `id` of `kind` (offered for no new entry, kept on existing ones); true when done, null when not the organization's.
 * An account is archived only with a zero balance (all its movements, future ones too): else `refused` says what is left, and nothing changes.
 */
export async function setReferenceArchived(
  scope: TenantScope,
  kind: ReferenceKind,
  id: string,
  archived: boolean,
): Promise<true | null | ArchiveRefusal> {
  if (kind === "account" && archived && isId(id)) {
    const held = (await accountBalances(scope, LAST_DAY)).find((row) => row.id === id)?.balanceCents ?? 0;
    if (held !== 0) return { refused: heldBalanceMessage(held) };
  }
  return (await setArchived(scope, REFERENCE_TABLES[kind], id, archived)) || null;
}

/** How many entries (deleted ones too: their history stays) name row `id` of `kind`; for an account, also the entries settled into it from another. */
export async function referenceUsage(scope: TenantScope, kind: ReferenceKind, id: string): Promise<number> {
  if (!isId(id)) return 0;
  const database = await db();
  const column = { account: "account_id", category: "category_id", costCenter: "cost_center_id" } as const;
  const row = await database
    .selectFrom("finance_entries")
    .select((eb) => eb.fn.countAll<number | string>().as("total"))
    .where("organization_id", "=", scope.organizationId)
    .where((eb) =>
      kind === "account"
        ? eb.or([
            eb("account_id", "=", id),
            eb(
              "id",
              "in",
              eb
                .selectFrom("finance_settlements")
                .select("entry_id")
                .where("organization_id", "=", scope.organizationId)
                .where("account_id", "=", id),
            ),
          ])
        : eb(column[kind], "=", id),
    )
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Deletes row `id` of `kind` when no entry names it; otherwise `in_use` (archive it instead). */
export async function deleteReference(scope: TenantScope, kind: ReferenceKind, id: string): Promise<ReferenceDelete> {
  const database = await db();
  if (!(await ownsReference(database, scope, kind, id))) return null;
  const entries = await referenceUsage(scope, kind, id);
  if (entries > 0) return { status: "in_use", entries };
  try {
    await database
      .deleteFrom(REFERENCE_TABLES[kind])
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .execute();
  } catch (error) {
    // An entry naming it was saved between the count and the delete.
    if (isForeignKeyViolation(error)) return { status: "in_use", entries: Math.max(1, await referenceUsage(scope, kind, id)) };
    throw error;
  }
  return { status: "deleted" };
}

/** What the entry forms and the list filters offer: active rows, `{ id, name }` and what tells them apart. */
export interface LedgerChoices {
  accounts: Array<{ id: string; name: string; kind: AccountKind; archived: boolean }>;
  categories: Array<{ id: string; name: string; kind: CategoryKind; group: string; archived: boolean }>;
  costCenters: Array<{ id: string; name: string; archived: boolean }>;
  /** `document`: the CPF or CNPJ as typed, what tells two contacts of one name apart. */
  contacts: Array<{ id: string; name: string; document: string | null }>;
}

/** A reference row with `archived_at` as the flag its choices carry. */
export const marked = <T extends { archived_at: string | null }>({ archived_at, ...row }: T) => ({
  ...row,
  archived: archived_at !== null,
});

/**
 * The accounts, categories and cost centres of the organization, by name as pt-BR readers expect (categories in the plan's order):
 * the active ones, what a new entry may use; with `archived`, every one (marked), what the lançamentos filters and reports offer.
 */
export async function referenceChoices(scope: TenantScope, { archived = false } = {}): Promise<Omit<LedgerChoices, "contacts">> {
  const database = await db();
  const { organizationId } = scope;
  const [accounts, categories, costCenters] = await Promise.all([
    database
      .selectFrom("finance_accounts")
      .select(["id", "name", "kind", "archived_at"])
      .where("organization_id", "=", organizationId)
      .$if(!archived, (q) => q.where("archived_at", "is", null))
      .execute(),
    database
      .selectFrom("finance_categories")
      .select(["id", "name", "kind", "group_name as group", "archived_at"])
      .where("organization_id", "=", organizationId)
      .$if(!archived, (q) => q.where("archived_at", "is", null))
      .execute(),
    database
      .selectFrom("finance_cost_centers")
      .select(["id", "name", "archived_at"])
      .where("organization_id", "=", organizationId)
      .$if(!archived, (q) => q.where("archived_at", "is", null))
      .execute(),
  ]);
  return {
    accounts: accounts.map(marked).sort(byName),
    categories: categories.map(marked).sort(byPlan),
    costCenters: costCenters.map(marked).sort(byName),
  };
}

/** The reference choices and every active contact, by name: what the entry forms offer. */
export async function ledgerChoices(scope: TenantScope): Promise<LedgerChoices> {
  const [references, contacts] = await Promise.all([
    referenceChoices(scope),
    (await db())
      .selectFrom("contacts")
      .select(["id", "name", "document"])
      .where("organization_id", "=", scope.organizationId)
      .where("archived_at", "is", null)
      .orderBy("sort_name")
      .orderBy("id")
      .execute(),
  ]);
  return { ...references, contacts };
}
