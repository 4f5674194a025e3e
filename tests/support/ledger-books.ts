/**
 * The books of a fresh organization for the ledger's integration tests:
 * its own organization (no demo data read), an acting person with a name,
 * two accounts, a receita and a despesa category, a contact and a cost
 * centre, written straight to the test database. Helpers build the
 * schemas' outputs a form would give.
 */
import { randomUUID } from "node:crypto";
import { db } from "~/db/db.server";
import type { CategoryKind, CategoryRole, DreLine } from "~/db/schema";
import type { createEntry } from "~/modules/finance/entries.server";
import type { EntryInput, SettlementInput, TransferInput } from "~/modules/finance/schemas";
import type { settleEntry } from "~/modules/finance/settlements.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { createUser } from "./factories";
import { insertAccount, newScope } from "./ledger-rows";

export interface Books {
  scope: TenantScope;
  checking: string;
  cash: string;
  income: string;
  expense: string;
  contact: string;
  costCenter: string;
}

/** A new organization with its reference rows; the acting person is "Ana Lima". */
export async function newBooks(): Promise<Books> {
  const scope = await newScope();
  const database = await db();
  const now = new Date().toISOString();
  const tag = scope.userId.slice(0, 8);
  await createUser({ id: scope.userId, username: `ana-${tag}`, givenName: "Ana", familyName: "Lima" });
  const checking = await insertAccount(scope, "Conta corrente");
  const cash = await insertAccount(scope, "Caixa");
  const row = { organization_id: scope.organizationId, archived_at: null, created_at: now, updated_at: now };
  const [income, expense, contact, costCenter] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await database
    .insertInto("finance_categories")
    .values([
      { ...row, id: income, name: "Vendas", kind: "receita", group_name: "Receitas operacionais", dre_line: "receita_bruta" },
      {
        ...row,
        id: expense,
        name: "Aluguel",
        kind: "despesa",
        group_name: "Despesas administrativas",
        dre_line: "despesas_operacionais",
      },
    ])
    .execute();
  await database
    .insertInto("contacts")
    .values({
      ...row,
      id: contact,
      name: "Padaria São João",
      sort_name: "padaria sao joao",
      is_customer: 1,
      is_supplier: 1,
      document: null,
      email: null,
      phone: null,
    })
    .execute();
  await database
    .insertInto("finance_cost_centers")
    .values({ ...row, id: costCenter, name: "Loja" })
    .execute();
  return { scope, checking, cash, income, expense, contact, costCenter };
}

/**
 * A categoria of the books named `name`: a despesa in the group "Despesas administrativas" on the DRE's despesas
 * operacionais, unless `options` say otherwise (kind, group, line, role); its id.
 */
export async function addCategory(
  books: Books,
  name: string,
  options: { kind?: CategoryKind; group?: string; line?: DreLine; role?: CategoryRole } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("finance_categories")
    .values({
      id,
      organization_id: books.scope.organizationId,
      name,
      kind: options.kind ?? "despesa",
      group_name: options.group ?? "Despesas administrativas",
      dre_line: options.line ?? "despesas_operacionais",
      role: options.role ?? null,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A despesa (or what `overrides` says) as the create form gives it. */
export function entryInput(books: Books, overrides: Partial<EntryInput> = {}): EntryInput {
  const kind = overrides.kind ?? "despesa";
  return {
    kind,
    description: "Aluguel da loja",
    amountCents: 100000,
    dueDate: "2026-11-10",
    competenceDate: "2026-11-10",
    accountId: books.checking,
    categoryId: kind === "receita" ? books.income : books.expense,
    contactId: null,
    costCenterId: null,
    notes: null,
    repeat: { mode: "unica" },
    settledOn: null,
    ...overrides,
  };
}

/**
 * A transferência as its form gives it: R$ 70,00 (amountCents, centavos)
 * from the conta corrente to the caixa on 2026-11-15, "Troco do caixa", or
 * what `overrides` says.
 */
export function transferInput(books: Books, overrides: Partial<TransferInput> = {}): TransferInput {
  return {
    fromAccountId: books.checking,
    toAccountId: books.cash,
    amountCents: 7000,
    date: "2026-11-15",
    description: "Troco do caixa",
    notes: null,
    ...overrides,
  };
}

/** A baixa as the baixa form gives it. */
export function baixaInput(books: Books, overrides: Partial<SettlementInput> = {}): SettlementInput {
  return {
    settledOn: "2026-11-10",
    amountCents: 100000,
    interestCents: 0,
    fineCents: 0,
    discountCents: 0,
    accountId: books.checking,
    ...overrides,
  };
}

/** The id of the entry `createEntry` made; throws with the outcome when it made none. */
export function createdId(result: Awaited<ReturnType<typeof createEntry>>): string {
  if (result.status !== "created") throw new Error(JSON.stringify(result));
  return result.entryId;
}

/** The id of the baixa `settleEntry` recorded; throws with the outcome when it recorded none. */
export function settlementIdOf(result: Awaited<ReturnType<typeof settleEntry>>): string {
  if (result?.status !== "settled") throw new Error(JSON.stringify(result));
  return result.settlementId;
}
