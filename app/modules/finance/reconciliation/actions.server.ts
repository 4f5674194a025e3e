import type { Transaction } from "kysely";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatMoney } from "~/config/format";
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
import { applySettlement, paidInFull, undoSettlement } from "../settlements.server";
import { differenceBearer, differenceChoices, differenceOf, type DifferenceKind } from "./difference";
import { linkSettlement, unlinkLine } from "./links.server";
import type { AcceptInput, CreateFromLineInput, SettleByLineInput } from "./schemas";
import { MAX_DIFFERENCE_SHARE, payableWithDifference } from "./scoring";

export const LINE_NOT_FOUND = "Esta linha do extrato não existe nesta organização. Recarregue a página.";
export const LINE_NOT_PENDING = "Esta linha do extrato não está mais pendente. Recarregue a página.";
const LINE_NOT_IGNORED = "Esta linha do extrato não está ignorada. Recarregue a página.";
const LINE_NOT_RECONCILED = "Esta linha do extrato não está conciliada. Recarregue a página.";
const BAIXA_MISMATCH = "Esta baixa não corresponde à linha: é de outra conta, de outro valor ou foi estornada.";
const BAIXA_TAKEN = "Esta baixa já está conciliada com outra linha do extrato.";
const ENTRY_MISMATCH = `Este lançamento não corresponde à linha: é de outra conta, de outro tipo ou o valor em aberto difere mais de ${MAX_DIFFERENCE_SHARE * 100} %.`;
const ENTRIES_MISMATCH =
  "Um dos lançamentos escolhidos não existe nesta organização, é de outra conta ou de outro tipo, ou não está mais em aberto. Recarregue a página.";
const ACCOUNT_ARCHIVED = "A conta desta linha está arquivada: reative-a para registrar baixas nela.";
const DIFFERENCE_TOO_LARGE = `A linha e os lançamentos escolhidos diferem em mais de ${MAX_DIFFERENCE_SHARE * 100} %: confira a escolha. Uma baixa parcial é de um lançamento só.`;
const DIFFERENCE_UNFIT = "Esta forma de lançar a diferença não serve para esta linha: escolha outra.";
const NO_FEE_CATEGORY =
  "Esta organização não tem categoria de despesa para tarifas bancárias: cadastre “Tarifas bancárias” para lançar a diferença como tarifa.";
const chooseDifference = (cents: number) =>
  `A linha difere da soma dos lançamentos escolhidos em ${formatMoney(cents)}: escolha como lançar a diferença.`;
const differenceChanged = (cents: number) =>
  `Os lançamentos mudaram desde que a página foi aberta: a diferença agora é de ${formatMoney(cents)}. Confira e confirme de novo.`;

/** An action's answer: done, with the baixas it linked and the entries it settled or created; or refused with nothing written. */
export type LineOutcome = { status: "done"; settlementIds: string[]; entryIds: string[] } | Refusal;

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

/** Runs `write` in one transaction; a Refused, a closed period or a baixa linked twice rolls it back into a refusal. */
async function inTransaction<T>(write: (trx: Transaction<Database>, now: string) => Promise<T>): Promise<T | Refusal> {
  try {
    return await (await db()).transaction().execute((trx) => write(trx, new Date().toISOString()));
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    const closed = closedRefusal(error);
    if (closed) return closed;
    if (isUniqueViolation(error)) return refused(BAIXA_TAKEN);
    throw error;
  }
}

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
  return inTransaction((trx, now) => write(trx, line, now));
}

/** Makes pendente line `line` conciliada unless it moved on meanwhile (then throws the refusal); its baixas are linked after. */
async function claim(trx: Transaction<Database>, scope: TenantScope, line: Line, now: string) {
  const done = await trx
    .updateTable("bank_statement_lines")
    .set({ status: "conciliada", resolved_by: scope.userId, resolved_at: now })
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
    await claim(trx, scope, line, now);
    await linkSettlement(trx, scope, line.id, baixa.id, false, now);
    return { status: "done", settlementIds: [baixa.id], entryIds: [baixa.entry_id] };
  });
}

/** The open receitas (a credit line) or despesas (a debit) of the line's account among `entryIds`, by vencimento; throws the refusal unless every one is. */
async function openEntriesOf(
  trx: Transaction<Database>,
  scope: TenantScope,
  line: Line,
  entryIds: readonly string[],
  mismatch: string,
) {
  const ids = [...new Set(entryIds)];
  const entries = await trx
    .selectFrom("finance_entries")
    .select(["id", "direction", "amount_cents", "settled_cents"])
    .where("organization_id", "=", scope.organizationId)
    .where("id", "in", ids)
    .where("account_id", "=", line.account_id)
    .where("kind", "in", ["receita", "despesa"])
    .where("direction", "=", directionOf(line.amount_cents))
    .where("deleted_at", "is", null)
    .where("cancelled_at", "is", null)
    .whereRef("settled_cents", "<", "amount_cents")
    .orderBy("due_date")
    .orderBy("id")
    .execute();
  if (entries.length !== ids.length || entries.length !== entryIds.length) throw new Refused(refused(mismatch));
  return entries;
}

type OpenEntry = Awaited<ReturnType<typeof openEntriesOf>>[number];

/**
 * Inserts a receita or despesa (by `line`'s sign) of `amountCents` in the line's account, due and competent on the
 * line's date, settles it there in full and links its baixa to the line as made by the match; returns the entry's id.
 */
async function insertSettledEntry(
  trx: Transaction<Database>,
  scope: TenantScope,
  line: Line,
  entry: {
    direction: "entrada" | "saida";
    description: string;
    categoryId: string;
    contactId: string | null;
    contactName: string | null;
  },
  amountCents: number,
  now: string,
): Promise<{ entryId: string; settlementId: string }> {
  const [entryId] = await insertEntries(
    trx,
    scope,
    [
      {
        kind: entry.direction === "entrada" ? "receita" : "despesa",
        direction: entry.direction,
        description: entry.description,
        search_text: searchTextOf(entry.description, entry.contactName),
        amount_cents: amountCents,
        account_id: line.account_id,
        category_id: entry.categoryId,
        contact_id: entry.contactId,
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
  const settlementId = await applySettlement(trx, scope, { id: entryId!, direction: entry.direction }, baixa, now);
  if (!settlementId) throw new Error("A new entry refused its own baixa.");
  await linkSettlement(trx, scope, line.id, settlementId, true, now);
  return { entryId: entryId!, settlementId };
}

/** The organization's live despesa categoria for tarifas bancárias; throws the refusal when there is none. */
async function feeCategoryOf(trx: Transaction<Database>, scope: TenantScope): Promise<string> {
  const category = await trx
    .selectFrom("finance_categories")
    .select("id")
    .where("organization_id", "=", scope.organizationId)
    .where("role", "=", "tarifas_bancarias")
    .where("kind", "=", "despesa")
    .where("archived_at", "is", null)
    .executeTakeFirst();
  if (!category) throw new Refused(refused(NO_FEE_CATEGORY));
  return category.id;
}

/**
 * Settles `entries` (open, of `line`'s account and direction) by `line`: each for its whole open amount on the line's
 * date, except a `parcial` one, settled by the line's amount; the difference (`kind`, already checked against
 * differenceChoices) goes as juros, multa or desconto on the largest one's baixa, or as a tarifa bancária despesa of
 * its own. Every baixa is linked to the line as made by the match.
 */
async function settleEntries(
  trx: Transaction<Database>,
  scope: TenantScope,
  line: Line,
  entries: readonly OpenEntry[],
  kind: DifferenceKind | null,
  now: string,
): Promise<LineOutcome> {
  const open = entries.map((entry) => entry.amount_cents - entry.settled_cents);
  const difference = differenceOf(line.amount_cents, open);
  const bearer = differenceBearer(open);
  await claim(trx, scope, line, now);
  const settlementIds: string[] = [];
  for (const [index, entry] of entries.entries()) {
    const baixa = paidInFull(line.posted_on, kind === "parcial" ? Math.abs(line.amount_cents) : open[index]!, line.account_id);
    if (index === bearer && kind === "juros") baixa.interestCents = difference;
    if (index === bearer && kind === "multa") baixa.fineCents = difference;
    if (index === bearer && kind === "desconto") baixa.discountCents = -difference;
    // Guarded by settled_cents: a baixa made meanwhile leaves less open, and this one is refused.
    const settlementId = await applySettlement(trx, scope, entry, baixa, now);
    if (!settlementId) throw new Refused(refused(entries.length === 1 ? ENTRY_MISMATCH : ENTRIES_MISMATCH));
    await linkSettlement(trx, scope, line.id, settlementId, true, now);
    settlementIds.push(settlementId);
  }
  const entryIds = entries.map((entry) => entry.id);
  if (kind === "tarifa") {
    const fee = { direction: "saida" as const, contactId: null, contactName: null };
    const description = `Tarifa bancária: ${line.description}`.slice(0, 200);
    const made = await insertSettledEntry(
      trx,
      scope,
      line,
      { ...fee, description, categoryId: await feeCategoryOf(trx, scope) },
      Math.abs(difference),
      now,
    );
    settlementIds.push(made.settlementId);
    entryIds.push(made.entryId);
  }
  return { status: "done", settlementIds, entryIds };
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
      const entries = await openEntriesOf(trx, scope, line, [entryId], ENTRY_MISMATCH);
      const open = entries[0]!.amount_cents - entries[0]!.settled_cents;
      if (!payableWithDifference(Math.abs(line.amount_cents), open)) throw new Refused(refused(ENTRY_MISMATCH));
      const difference = differenceOf(line.amount_cents, [open]);
      return settleEntries(trx, scope, line, entries, difference > 0 ? "juros" : difference < 0 ? "desconto" : null, now);
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
 * Settles the open entries `input.entryIds` (of the line's account; receitas for a credit, despesas for a debit) by
 * pendente line `input.lineId` in one transaction, each baixa linked to the line (see settleEntries). When the line and
 * the entries' open sum differ, `input.difference` must be one of differenceChoices and `input.differenceCents` the
 * difference the person saw (unsigned centavos), else refused: so a change meanwhile is never booked unseen.
 * Refusals (pt-BR, nothing written): another organization's line or entries, a line not pendente, an archived account,
 * no tarifas bancárias categoria for a tarifa, a line date outside the ledger's window on `today` for a tarifa.
 */
export async function settleByLine(
  scope: TenantScope,
  input: SettleByLineInput,
  today = todayInSaoPaulo(),
): Promise<LineOutcome> {
  return onPendingLine(
    scope,
    input.lineId,
    async (trx, line, now) => {
      const entries = await openEntriesOf(trx, scope, line, input.entryIds, ENTRIES_MISMATCH);
      const open = entries.map((entry) => entry.amount_cents - entry.settled_cents);
      const difference = Math.abs(differenceOf(line.amount_cents, open));
      const choices = differenceChoices(line.amount_cents, open);
      if (input.difference) {
        if (input.differenceCents !== difference) throw new Refused(refused(differenceChanged(difference)));
        if (!choices.includes(input.difference)) throw new Refused(refused(DIFFERENCE_UNFIT));
      } else if (difference !== 0)
        throw new Refused(refused(choices.length > 0 ? chooseDifference(difference) : DIFFERENCE_TOO_LARGE));
      if (input.difference === "tarifa") {
        const outside = entryDateError(line.posted_on, "A data da linha do extrato", today);
        if (outside) throw new Refused(refused(outside));
      }
      return settleEntries(trx, scope, line, entries, input.difference ?? null, now);
    },
    (line) => accountRefusal(scope, line),
  );
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
      await claim(trx, scope, line, now);
      const entry = { ...input, direction: directionOf(line.amount_cents), contactName };
      const made = await insertSettledEntry(trx, scope, line, entry, Math.abs(line.amount_cents), now);
      return { status: "done", settlementIds: [made.settlementId], entryIds: [made.entryId] };
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
  from: Exclude<StatementLineStatus, "conciliada">,
  to: Exclude<StatementLineStatus, "conciliada">,
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
    .set({ status: to, ...resolved })
    .where("organization_id", "=", scope.organizationId)
    .where("id", "=", line.id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return refused(wrongState);
  return { status: "done", settlementIds: [], entryIds: [] };
}

/** Sets pendente line `lineId` aside (ignorada): bank movements the ledger does not track. */
export const ignoreLine = (scope: TenantScope, lineId: string) =>
  moveLine(scope, lineId, "pendente", "ignorada", LINE_NOT_PENDING);

/** Brings ignorada line `lineId` back to pendente. */
export const restoreLine = (scope: TenantScope, lineId: string) =>
  moveLine(scope, lineId, "ignorada", "pendente", LINE_NOT_IGNORED);

/**
 * Undoes conciliada line `lineId` in one transaction: back to pendente, unlinked, and every baixa the match made
 * reversed on its own date (as if never made; the entries it created stay, open). A baixa that existed before stays,
 * since that money did move. `reversed`: how many baixas were reversed. Refused (nothing written) for another
 * organization's line, one not conciliada, or a baixa in a closed period.
 */
export async function unreconcileLine(
  scope: TenantScope,
  lineId: string,
): Promise<{ status: "done"; reversed: number } | Refusal> {
  const line = await lineOf(scope, lineId);
  if (!line) return refused(LINE_NOT_FOUND);
  return inTransaction(async (trx, now) => {
    const made = await trx
      .selectFrom("bank_statement_links")
      .select("settlement_id")
      .where("organization_id", "=", scope.organizationId)
      .where("line_id", "=", line.id)
      .where("made_by_match", "=", 1)
      .execute();
    if (!(await unlinkLine(trx, scope, line.id))) throw new Refused(refused(LINE_NOT_RECONCILED));
    for (const { settlement_id } of made) await undoSettlement(trx, scope, settlement_id, now);
    return { status: "done" as const, reversed: made.length };
  });
}
