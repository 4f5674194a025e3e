/**
 * A cartão de crédito's faturas from the ledger (docs/decisions/0034): a fatura is the card's receitas and despesas
 * due in its month (a purchase's vencimento is its fatura's, set when it is created); paying it is one transferência
 * from a conta into the card, the same day, and a baixa of each of its open lines in the card, in one transaction.
 * Money in integer centavos: a despesa charges the fatura, a receita (an estorno of a purchase) credits it.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { monthRange, todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { entryDateError } from "../entry-dates";
import { refusingClosed } from "../period-lock.server";
import { checkTransferAccounts, refuse, type Refusal } from "../references.server";
import type { PayFaturaInput } from "../schemas";
import { applySettlement, baixaDateError, paidInFull } from "../settlements.server";
import { writeTransfer } from "../transfers.server";
import { faturaDue, faturaOf, faturaStatus, type CardDays, type Fatura, type FaturaStatus } from "./faturas";

/** A cartão de crédito of the organization: its name and days. */
export interface Card extends CardDays {
  id: string;
  name: string;
  archived: boolean;
}

/** The card `accountId` of the organization, or null when it is none or has no closing and due days. */
export async function cardOf(database: Kysely<Database>, scope: TenantScope, accountId: string): Promise<Card | null> {
  if (!isId(accountId)) return null;
  const row = await database
    .selectFrom("finance_accounts")
    .select(["id", "name", "closing_day", "due_day", "archived_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", accountId)
    .where("kind", "=", "cartao_credito")
    .executeTakeFirst();
  if (!row || row.closing_day === null || row.due_day === null) return null;
  return { id: row.id, name: row.name, closingDay: row.closing_day, dueDay: row.due_day, archived: row.archived_at !== null };
}

/** A line of a fatura: `amountCents` and `openCents` positive for a charge, negative for a credit. */
export interface FaturaLine {
  entryId: string;
  description: string;
  /** The purchase's date. */
  competenceDate: string;
  categoryName: string | null;
  /** "2/3" for a parcela, else null. */
  parcela: string | null;
  amountCents: number;
  openCents: number;
}

export interface FaturaView {
  card: Card;
  fatura: Fatura;
  status: FaturaStatus;
  totalCents: number;
  openCents: number;
  lines: FaturaLine[];
}

const faturaEntries = (database: Kysely<Database>, scope: TenantScope, card: Card, month: string) => {
  const { first, last } = monthRange(month);
  return database
    .selectFrom("finance_entries as e")
    .where("e.organization_id", "=", scope.organizationId)
    .where("e.account_id", "=", card.id)
    .where("e.kind", "in", ["receita", "despesa"])
    .where("e.deleted_at", "is", null)
    .where("e.cancelled_at", "is", null)
    .where("e.due_date", ">=", first)
    .where("e.due_date", "<=", last);
};

const signed = (kind: string, cents: number) => (kind === "despesa" ? cents : -cents);

/**
 * Fatura `asked` (`YYYY-MM`, the month it falls due; null for the one a purchase today falls in) of card `accountId`,
 * its lines by purchase date; null when no card of the organization.
 */
export async function faturaView(
  scope: TenantScope,
  accountId: string,
  asked: string | null,
  today = todayInSaoPaulo(),
): Promise<FaturaView | null> {
  const database = await db();
  const card = await cardOf(database, scope, accountId);
  if (!card) return null;
  const month = asked ?? faturaOf(today, card).month;
  const rows = await faturaEntries(database, scope, card, month)
    .leftJoin("finance_categories as c", "c.id", "e.category_id")
    .leftJoin("finance_series as s", "s.id", "e.series_id")
    .select(["e.id", "e.kind", "e.description", "e.competence_date", "e.amount_cents", "e.settled_cents", "e.series_index"])
    .select(["c.name as category_name", "s.kind as series_kind", "s.occurrences"])
    .orderBy("e.competence_date")
    .orderBy("e.id")
    .execute();
  const lines = rows.map((row) => ({
    entryId: row.id,
    description: row.description,
    competenceDate: row.competence_date,
    categoryName: row.category_name,
    parcela: row.series_kind === "parcelamento" && row.series_index ? `${row.series_index}/${row.occurrences}` : null,
    amountCents: signed(row.kind, Number(row.amount_cents)),
    openCents: signed(row.kind, Number(row.amount_cents) - Number(row.settled_cents)),
  }));
  const totalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const openCents = lines.reduce((sum, line) => sum + line.openCents, 0);
  const fatura = faturaDue(month, card);
  return { card, fatura, status: faturaStatus(fatura, { totalCents, openCents }, today), totalCents, openCents, lines };
}

const NOT_A_CARD = "Este cartão não existe nesta organização. Recarregue a página.";
const NOTHING_OPEN = "Esta fatura não tem valor em aberto para pagar.";
const FROM_A_CARD = "Pague a fatura de uma conta corrente, poupança, caixa ou investimento, não de um cartão.";
const CHANGED = "A fatura mudou enquanto era paga: confira os lançamentos e pague de novo.";

class Changed extends Error {}
class NothingOpen extends Error {}

/**
 * Pays fatura `month` of card `accountId` on `input.paidOn` from `input.fromAccountId`: one transferência of the fatura's
 * open total into the card and a baixa of each open line in the card, in one transaction. Answers the transfer's saída
 * id and how many lines it settled; refused (pt-BR, nothing written) when the card is not the organization's, nothing is
 * open, the conta is not an active one of the organization or is a card, the day is outside the ledger's window or
 * before either account's opening, in closed books, or when the fatura changed meanwhile.
 */
export async function payFatura(
  scope: TenantScope,
  accountId: string,
  month: string,
  input: PayFaturaInput,
  today = todayInSaoPaulo(),
): Promise<{ status: "paid"; transferId: string; settled: number } | Refusal> {
  const database = await db();
  const card = await cardOf(database, scope, accountId);
  if (!card) return refuse({}, [NOT_A_CARD]);
  const accounts = { fromAccountId: input.fromAccountId, toAccountId: card.id };
  const accountErrors = await checkTransferAccounts(database, scope, accounts);
  const fromCard = input.fromAccountId === card.id || (await cardOf(database, scope, input.fromAccountId)) !== null;
  if (accountErrors.toAccountId && !fromCard) return refuse({}, accountErrors.toAccountId);
  const errors: Record<string, string[]> = {};
  if (fromCard) errors.fromAccountId = [FROM_A_CARD];
  else if (accountErrors.fromAccountId) errors.fromAccountId = accountErrors.fromAccountId;
  const dateError =
    entryDateError(input.paidOn, "A data do pagamento", today) ??
    (errors.fromAccountId ? null : await baixaDateError(database, scope, input.fromAccountId, input.paidOn, today)) ??
    (await baixaDateError(database, scope, card.id, input.paidOn, today));
  if (dateError) errors.paidOn = [dateError];
  if (Object.keys(errors).length > 0) return refuse(errors);
  try {
    return await refusingClosed(() =>
      database.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const open = await faturaEntries(trx, scope, card, month)
          .select(["e.id", "e.kind", "e.direction", "e.amount_cents", "e.settled_cents"])
          .whereRef("e.settled_cents", "<", "e.amount_cents")
          .execute();
        const amountCents = open.reduce((sum, row) => sum + signed(row.kind, row.amount_cents - row.settled_cents), 0);
        if (amountCents <= 0) throw new NothingOpen();
        const transferId = randomUUID();
        const description = `Pagamento da fatura ${month.slice(5)}/${month.slice(0, 4)} de ${card.name}`;
        const transfer = { ...accounts, amountCents, date: input.paidOn, description, notes: null };
        await writeTransfer(trx, scope, transfer, transferId, now);
        for (const row of open) {
          const baixa = paidInFull(input.paidOn, row.amount_cents - row.settled_cents, card.id);
          if (!(await applySettlement(trx, scope, row, baixa, now))) throw new Changed();
        }
        return { status: "paid" as const, transferId, settled: open.length };
      }),
    );
  } catch (error) {
    if (error instanceof Changed) return refuse({}, [CHANGED]);
    if (error instanceof NothingOpen) return refuse({}, [NOTHING_OPEN]);
    throw error;
  }
}
