import type { Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { db } from "~/db/db.server";
import { isUniqueViolation } from "~/db/errors";
import type { Database, StatementLineStatus } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { closedRefusal } from "../period-lock.server";
import { cashCents, settlementAmounts } from "../balance";
import { entryDateError } from "../entry-dates";
import { insertEntries } from "../entry-writes.server";
import { checkReferences, refuse, searchTextOf, type Refusal } from "../references.server";
import { applySettlement, paidInFull } from "../settlements.server";
import type { AcceptInput, CreateFromLineInput } from "./schemas";
import { MAX_DIFFERENCE_SHARE, payableWithDifference } from "./scoring";

export const LINE_NOT_FOUND = "Esta linha do extrato não existe nesta organização. Recarregue a página.";
export const LINE_NOT_PENDING = "Esta linha do extrato não está mais pendente. Recarregue a página.";
const LINE_NOT_IGNORED = "Esta linha do extrato não está ignorada. Recarregue a página.";
const LINE_NOT_RECONCILED = "Esta linha do extrato não está conciliada. Recarregue a página.";
const BAIXA_MISMATCH = "Esta baixa não corresponde à linha: é de outra conta, de outro valor ou foi estornada.";
const BAIXA_TAKEN = "Esta baixa já está conciliada com outra linha do extrato.";
const ENTRY_MISMATCH = `Este lançamento não corresponde à linha: é de outra conta, de outro tipo ou o valor em aberto difere mais de ${MAX_DIFFERENCE_SHARE * 100} %.`;
const ACCOUNT_ARCHIVED = "A conta desta linha está arquivada: reative-a para registrar baixas nela.";

/** An action's answer: done (with the baixa linked, when there is one) or refused with nothing written. */
export type LineOutcome = { status: "done"; settlementId: string | null; entryId: string | null } | Refusal;

/** Thrown inside a transaction to roll it back and answer `refusal`. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.formErrors[0]);
  }
}

const refused = (message: string) => refuse({}, [message]);

async function lineOf(scope: TenantScope, lineId: string) {
  if (!isId(lineId)) return undefined;
  return (await db())
    .selectFrom("bank_statement_lines")
    .selectAll()
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", lineId)
    .executeTakeFirst();
}

type Line = NonNullable<Awaited<ReturnType<typeof lineOf>>>;

async function onPendingLine(
  scope: TenantScope,
  lineId: string,
  write: (trx: Transaction<Database>, line: Line, now: string) => Promise<LineOutcome>,
  check?: (line: Line) => Promise<Refusal | null>,
): Promise<LineOutcome> {
  const line = await lineOf(scope, lineId);
  if (!line) return refused(LINE_NOT_FOUND);
  if (line.status !== "pendente") return refused(LINE_NOT_PENDING);
  const problem = await check?.(line);
  if (problem) return problem;
  try {
    return await (await db()).transaction().execute((trx) => write(trx, line, new Date().toISOString()));
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    const closed = closedRefusal(error);
    if (closed) return closed;
    if (isUniqueViolation(error)) return refused(BAIXA_TAKEN);
    throw error;
  }
}

/** Links pendente line `line` to baixa `settlementId` unless it moved on meanwhile (then throws the refusal). */
async function link(trx: Transaction<Database>, scope: TenantScope, line: Line, settlementId: string, now: string) {
  const done = await trx
    .updateTable("bank_statement_lines")
    .set({ status: "conciliada", settlement_id: settlementId, resolved_by: scope.userId, resolved_at: now })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", line.id)
    .where("status", "=", "pendente")
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new Refused(refused(LINE_NOT_PENDING));
}

async function accountRefusal(scope: TenantScope, line: Line): Promise<Refusal | null> {
  const none = { categoryId: null, contactId: null, costCenterId: null };
  const { errors } = await checkReferences(await db(), scope, { accountId: line.account_id, ...none }, null);
  return errors.accountId ? refused(ACCOUNT_ARCHIVED) : null;
}

const directionOf = (cents: number) => (cents > 0 ? ("entrada" as const) : ("saida" as const));

async function acceptBaixa(scope: TenantScope, lineId: string, settlementId: string): Promise<LineOutcome> {
  return onPendingLine(scope, lineId, async (trx, line, now) => {
    const baixa = await trx
      .selectFrom("finance_settlements as st")
      .innerJoin("finance_entries as e", "e.id", "st.entry_id")
      .select([
        "st.id",
        "st.entry_id",
        "st.amount_cents",
        "st.interest_cents",
        "st.fine_cents",
        "st.discount_cents",
        "e.direction",
      ])
      .where("st.organization_id", "=", scope.organizationId)
      .where("st.id", "=", settlementId)
      .where("st.account_id", "=", line.account_id)
      .where("st.reversed_at", "is", null)
      .where("e.deleted_at", "is", null)
      .executeTakeFirst();
    const cash = baixa ? cashCents(settlementAmounts(baixa)) : 0;
    if (!baixa || baixa.direction !== directionOf(line.amount_cents) || cash !== Math.abs(line.amount_cents))
      throw new Refused(refused(BAIXA_MISMATCH));
    await link(trx, scope, line, baixa.id, now);
    return { status: "done", settlementId: baixa.id, entryId: baixa.entry_id };
  });
}

/**
 * Settles open entry `entryId` by `lineId`: its whole open amount, on the line's date; what the line moved beyond it (up to
 * MAX_DIFFERENCE_SHARE) is booked as juros, what it fell short as desconto, so the baixa's cash is the line's amount.
 */
async function acceptOpenEntry(scope: TenantScope, lineId: string, entryId: string): Promise<LineOutcome> {
  return onPendingLine(
    scope,
    lineId,
    async (trx, line, now) => {
      const entry = await trx
        .selectFrom("finance_entries")
        .select(["id", "direction", "amount_cents", "settled_cents"])
        .where("organization_id", "=", scope.organizationId)
        .where("id", "=", entryId)
        .where("account_id", "=", line.account_id)
        .where("kind", "in", ["receita", "despesa"])
        .where("direction", "=", directionOf(line.amount_cents))
        .where("deleted_at", "is", null)
        .where("cancelled_at", "is", null)
        .executeTakeFirst();
      const open = entry ? entry.amount_cents - entry.settled_cents : 0;
      const difference = Math.abs(line.amount_cents) - open;
      if (!entry || !payableWithDifference(Math.abs(line.amount_cents), open)) throw new Refused(refused(ENTRY_MISMATCH));
      const baixa = {
        settledOn: line.posted_on,
        amountCents: open,
        interestCents: Math.max(difference, 0),
        fineCents: 0,
        discountCents: Math.max(-difference, 0),
        accountId: line.account_id,
      };
      // Guarded by settled_cents: a baixa made meanwhile leaves less open, and this one is refused.
      const settlementId = await applySettlement(trx, scope, entry, baixa, now);
      if (!settlementId) throw new Refused(refused(ENTRY_MISMATCH));
      await link(trx, scope, line, settlementId, now);
      return { status: "done", settlementId, entryId: entry.id };
    },
    (line) => accountRefusal(scope, line),
  );
}

/** Accepts suggestion `input` (a baixa to link or an open entry to settle) for its line. */
export function acceptSuggestion(scope: TenantScope, input: AcceptInput): Promise<LineOutcome> {
  if (!isId(input.targetId)) return Promise.resolve(refused(input.kind === "baixa" ? BAIXA_MISMATCH : ENTRY_MISMATCH));
  return input.kind === "baixa"
    ? acceptBaixa(scope, input.lineId, input.targetId)
    : acceptOpenEntry(scope, input.lineId, input.targetId);
}

/**
 * Creates the entry line `input.lineId` is missing: a receita for a credit, a despesa for a debit, in the line's account, due and competent on the line's date, for its amount, settled on that date in full, and linked.
 * Refused (nothing written) when the line's date lies outside the ledger's window on `today` (entry-dates.ts).
 */
export async function createFromLine(
  scope: TenantScope,
  input: CreateFromLineInput,
  today = todayInSaoPaulo(),
): Promise<LineOutcome> {
  let contactName: string | null = null;
  return onPendingLine(
    scope,
    input.lineId,
    async (trx, line, now) => {
      const direction = directionOf(line.amount_cents);
      const amountCents = Math.abs(line.amount_cents);
      const [entryId] = await insertEntries(
        trx,
        scope,
        [
          {
            kind: direction === "entrada" ? "receita" : "despesa",
            direction,
            description: input.description,
            search_text: searchTextOf(input.description, contactName),
            amount_cents: amountCents,
            account_id: line.account_id,
            category_id: input.categoryId,
            contact_id: input.contactId,
            cost_center_id: null,
            competence_date: line.posted_on,
            due_date: line.posted_on,
            notes: null,
            series_id: null,
            series_index: null,
            transfer_id: null,
          },
        ],
        now,
      );
      const baixa = paidInFull(line.posted_on, amountCents, line.account_id);
      const settlementId = await applySettlement(trx, scope, { id: entryId!, direction }, baixa, now);
      if (!settlementId) throw new Error("A new entry refused its own baixa.");
      await link(trx, scope, line, settlementId, now);
      return { status: "done", settlementId, entryId: entryId! };
    },
    async (line) => {
      const outside = entryDateError(line.posted_on, "A data da linha do extrato", today);
      if (outside) return refused(outside);
      const kind = line.amount_cents > 0 ? "receita" : "despesa";
      const refs = { accountId: line.account_id, categoryId: input.categoryId, contactId: input.contactId, costCenterId: null };
      const checked = await checkReferences(await db(), scope, refs, kind);
      contactName = checked.contactName;
      const { accountId, ...fields } = checked.errors;
      if (accountId) return refused(ACCOUNT_ARCHIVED);
      return Object.keys(fields).length > 0 ? refuse(fields) : null;
    },
  );
}

async function moveLine(
  scope: TenantScope,
  lineId: string,
  from: StatementLineStatus,
  to: "pendente" | "ignorada",
  wrongState: string,
): Promise<LineOutcome> {
  const line = await lineOf(scope, lineId);
  if (!line) return refused(LINE_NOT_FOUND);
  const resolved =
    to === "pendente"
      ? { resolved_by: null, resolved_at: null }
      : { resolved_by: scope.userId, resolved_at: new Date().toISOString() };
  const done = await (
    await db()
  )
    .updateTable("bank_statement_lines")
    .set({ status: to, settlement_id: null, ...resolved })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", line.id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return refused(wrongState);
  return { status: "done", settlementId: line.settlement_id, entryId: null };
}

/** Sets pendente line `lineId` aside (ignorada): bank movements the ledger does not track. */
export const ignoreLine = (scope: TenantScope, lineId: string) =>
  moveLine(scope, lineId, "pendente", "ignorada", LINE_NOT_PENDING);

/** Brings ignorada line `lineId` back to pendente. */
export const restoreLine = (scope: TenantScope, lineId: string) =>
  moveLine(scope, lineId, "ignorada", "pendente", LINE_NOT_IGNORED);

/** Undoes conciliada line `lineId` (back to pendente, unlinked); the baixa stays, since money did move. Answers the baixa that was linked. */
export const unreconcileLine = (scope: TenantScope, lineId: string) =>
  moveLine(scope, lineId, "conciliada", "pendente", LINE_NOT_RECONCILED);
