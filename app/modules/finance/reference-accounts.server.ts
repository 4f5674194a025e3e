import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database, FinanceAccountTable } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { ReferenceSave } from "~/modules/reference-data";
import type { TenantScope } from "~/modules/tenant-scope";
import { bankOf } from "./banks.server";
import { closedPeriodMessage } from "./period-lock";
import { closedThrough } from "./period-lock.server";
import { byName, duplicateOf } from "./reference.server";
import type { AccountInput, AccountKind } from "./reference-schemas";

/** A conta financeira as pages see it. */
export interface FinanceAccount {
  id: string;
  name: string;
  kind: AccountKind;
  /** The bank's name (from its COMPE code), or null. */
  bankName: string | null;
  /** COMPE code (3 digits), agência, conta and dígito as typed; null when not given. */
  bankCode: string | null;
  agency: string | null;
  accountNumber: string | null;
  accountDigit: string | null;
  /** A cartão de crédito's closing and due days (1–31); null for other kinds. */
  closingDay: number | null;
  dueDay: number | null;
  /** Centavos; negative for a debt (a card's bill, an overdrawn account). */
  openingBalanceCents: number;
  openingDate: string;
  archivedAt: string | null;
}

const toAccount = (row: FinanceAccountTable): FinanceAccount => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  bankName: row.bank_name,
  bankCode: row.bank_code,
  agency: row.agency,
  accountNumber: row.account_number,
  accountDigit: row.account_digit,
  closingDay: row.closing_day,
  dueDay: row.due_day,
  openingBalanceCents: row.opening_balance_cents,
  openingDate: row.opening_date,
  archivedAt: row.archived_at,
});

const organizationRows = (database: Kysely<Database>, scope: TenantScope) =>
  database.selectFrom("finance_accounts").selectAll().where("organization_id", "=", scope.organizationId);

/** Every account of the organization, archived ones too, by name as pt-BR readers expect. */
export async function listAccounts(scope: TenantScope): Promise<FinanceAccount[]> {
  return (await organizationRows(await db(), scope).execute()).map(toAccount).sort(byName);
}

/** Account `id` of the organization, or null. */
export async function getAccount(scope: TenantScope, id: string): Promise<FinanceAccount | null> {
  if (!isId(id)) return null;
  const row = await organizationRows(await db(), scope)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toAccount(row) : null;
}

const columnsOf = (input: AccountInput) => ({
  name: input.name,
  kind: input.kind,
  bank_name: bankOf(input.bankCode)?.name ?? null,
  bank_code: input.bankCode,
  agency: input.agency,
  account_number: input.accountNumber,
  account_digit: input.accountDigit?.toUpperCase() ?? null,
  closing_day: input.closingDay,
  due_day: input.dueDay,
  opening_balance_cents: input.openingBalance,
  opening_date: input.openingDate,
});

/**
 * The refusal when the opening balance (centavos) or date of an account moves a balance of the closed books: the
 * account opened, before or after the change, on or before the fechamento, and its opening changed. `before` is null
 * for a new account, whose opening counts as changed when it holds money.
 */
async function closedOpening(
  trx: Transaction<Database>,
  scope: TenantScope,
  before: Pick<FinanceAccountTable, "opening_balance_cents" | "opening_date"> | null,
  input: AccountInput,
): Promise<ReferenceSave<never> | null> {
  const changed = before
    ? before.opening_balance_cents !== input.openingBalance || before.opening_date !== input.openingDate
    : input.openingBalance !== 0;
  if (!changed) return null;
  const lock = await closedThrough(trx, scope);
  const earliest = before && before.opening_date < input.openingDate ? before.opening_date : input.openingDate;
  if (!lock || earliest > lock) return null;
  const field = before && before.opening_date === input.openingDate ? "openingBalance" : "openingDate";
  return { status: "refused", fieldErrors: { [field]: [closedPeriodMessage(lock)] } };
}

const UNKNOWN_BANK: ReferenceSave<never> = { status: "refused", fieldErrors: { bankCode: ["Escolha o banco da lista."] } };

/**
 * Creates an account (validated by `accountSchema`); refused when another one of the organization has the name, when
 * its bank code is none of the list's, or when it opens with money on or before the fechamento.
 */
export async function createAccount(scope: TenantScope, input: AccountInput): Promise<ReferenceSave<FinanceAccount>> {
  if (input.bankCode && !bankOf(input.bankCode)) return UNKNOWN_BANK;
  return (await db()).transaction().execute(async (trx) => {
    const duplicate = duplicateOf(await organizationRows(trx, scope).execute(), input.name);
    if (duplicate) return duplicate;
    const closed = await closedOpening(trx, scope, null, input);
    if (closed) return closed;
    const now = new Date().toISOString();
    const row: FinanceAccountTable = {
      id: randomUUID(),
      organization_id: scope.organizationId,
      ...columnsOf(input),
      archived_at: null,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto("finance_accounts").values(row).execute();
    return { status: "saved", row: toAccount(row) };
  });
}

/**
 * Saves account `id`; null when it is not the organization's; refused on a name another account has, a bank code none
 * of the list's, or when its opening balance or date changes where the books are closed.
 */
export async function updateAccount(
  scope: TenantScope,
  id: string,
  input: AccountInput,
): Promise<ReferenceSave<FinanceAccount> | null> {
  return (await db()).transaction().execute(async (trx) => {
    const rows = await organizationRows(trx, scope).execute();
    const before = rows.find((row) => row.id === id);
    if (!before) return null;
    if (input.bankCode && !bankOf(input.bankCode)) return UNKNOWN_BANK;
    const duplicate = duplicateOf(rows, input.name, id);
    if (duplicate) return duplicate;
    const closed = await closedOpening(trx, scope, before, input);
    if (closed) return closed;
    const row = await trx
      .updateTable("finance_accounts")
      .set({ ...columnsOf(input), updated_at: new Date().toISOString() })
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
    return row ? { status: "saved", row: toAccount(row) } : null;
  });
}
