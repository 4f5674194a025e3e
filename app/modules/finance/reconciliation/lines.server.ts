import { sql } from "kysely";
import { addDaysTo } from "~/config/calendar";
import { pageOffset } from "~/config/pagination";
import { db } from "~/db/db.server";
import type { StatementLineStatus } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { OPEN } from "../status.server";
import {
  MAX_DAYS,
  MAX_DIFFERENCE_SHARE,
  rankSuggestions,
  txidsIn,
  type Candidate,
  type LineToMatch,
  type Suggestion,
} from "./scoring";

/** Lines per page of the reconciliation page. */
export const LINES_PAGE_SIZE = 20;

/** A baixa a conciliada line is linked to, with its entry. */
export interface LineLink {
  settlementId: string;
  entryId: string;
  entryDescription: string;
  settledOn: string;
}

/** One statement line; a conciliada one names its baixas and their entries (by date), others none. */
export interface StatementLineRow extends LineToMatch {
  status: StatementLineStatus;
  resolvedAt: string | null;
  links: LineLink[];
}

export interface StatementLinePage {
  rows: StatementLineRow[];
  page: number;
  totalPages: number;
  counts: Record<StatementLineStatus, number>;
}

/** Page `page` (1-based; past the last, the last) of account `accountId`'s lines in `status`: pendentes oldest first (the order to work through them), the others newest first. */
export async function statementLines(
  scope: TenantScope,
  accountId: string,
  status: StatementLineStatus,
  page: number,
): Promise<StatementLinePage> {
  const counts = { pendente: 0, conciliada: 0, ignorada: 0 };
  if (!isId(accountId)) return { rows: [], page: 1, totalPages: 1, counts };
  const database = await db();
  const order = status === "pendente" ? "asc" : "desc";
  const grouped = await database
    .selectFrom("bank_statement_lines")
    .select(["status", sql<number>`count(*)`.as("count")])
    .where("organization_id", "=", scope.organizationId)
    .where("account_id", "=", accountId)
    .groupBy("status")
    .execute();
  for (const row of grouped) counts[row.status] = Number(row.count);
  const totalPages = Math.max(1, Math.ceil(counts[status] / LINES_PAGE_SIZE));
  // A page emptied by the last action (or typed too far) shows the last one that has lines.
  const shown = Math.min(Math.max(1, page), totalPages);
  const rows = await database
    .selectFrom("bank_statement_lines")
    .select(["id", "posted_on", "amount_cents", "description", "status", "resolved_at"])
    .where("organization_id", "=", scope.organizationId)
    .where("account_id", "=", accountId)
    .where("status", "=", status)
    .orderBy("posted_on", order)
    .orderBy("id", order)
    .limit(LINES_PAGE_SIZE)
    .offset(pageOffset(shown, LINES_PAGE_SIZE))
    .execute();
  const links =
    status === "conciliada"
      ? await linksOf(
          scope,
          rows.map((row) => row.id),
        )
      : new Map<string, LineLink[]>();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      postedOn: row.posted_on,
      amountCents: Number(row.amount_cents),
      description: row.description,
      status: row.status,
      resolvedAt: row.resolved_at,
      links: links.get(row.id) ?? [],
    })),
    page: shown,
    totalPages,
    counts,
  };
}

/** The baixas linked to each of `lineIds` (the organization's), by date, keyed by line id. */
async function linksOf(scope: TenantScope, lineIds: string[]): Promise<Map<string, LineLink[]>> {
  const found = new Map<string, LineLink[]>();
  if (lineIds.length === 0) return found;
  const rows = await (
    await db()
  )
    .selectFrom("bank_statement_links as k")
    .innerJoin("finance_settlements as st", "st.id", "k.settlement_id")
    .innerJoin("finance_entries as e", "e.id", "st.entry_id")
    .select(["k.line_id", "st.id", "st.settled_on", "e.id as entry_id", "e.description"])
    .where("k.organization_id", "=", scope.organizationId)
    .where("st.organization_id", "=", scope.organizationId)
    .where("k.line_id", "in", lineIds)
    .orderBy("st.settled_on")
    .orderBy("e.description")
    .orderBy("st.id")
    .execute();
  for (const row of rows)
    found.set(row.line_id, [
      ...(found.get(row.line_id) ?? []),
      { settlementId: row.id, entryId: row.entry_id, entryDescription: row.description, settledOn: row.settled_on },
    ]);
  return found;
}

const sign = sql<number>`case when e.direction = 'entrada' then 1 else -1 end`;

/**
 * The days within MAX_DAYS of some line's date as the fewest ranges `[from, to]`, oldest first: a line left pending for
 * months beside this month's would otherwise make the page read every baixa in between.
 */
function dateWindows(lines: readonly LineToMatch[]): Array<[from: string, to: string]> {
  const windows: Array<[string, string]> = [];
  for (const date of [...new Set(lines.map((line) => line.postedOn))].sort()) {
    const [from, to] = [addDaysTo(date, -MAX_DAYS), addDaysTo(date, MAX_DAYS)];
    const last = windows.at(-1);
    if (last && from <= addDaysTo(last[1], 1)) last[1] = to;
    else windows.push([from, to]);
  }
  return windows;
}

/** For each distinct line amount, the signed open amounts that lie within MAX_DIFFERENCE_SHARE of it (scoring.ts decides exactly). */
const openRanges = (lines: readonly LineToMatch[]) =>
  [...new Set(lines.map((line) => line.amountCents))].map((cents) => {
    const ends = [cents / (1 + MAX_DIFFERENCE_SHARE), cents / (1 - MAX_DIFFERENCE_SHARE)];
    return [Math.floor(Math.min(...ends)), Math.ceil(Math.max(...ends))] as const;
  });

/** The ledger movements of account `accountId` that could be one of `lines`: (a) baixas not reversed, in the account, whose cash (amount + juros + multa − desconto, signed by the entry's direction) is one of the lines' amounts and that no line is linked to yet; (b) open receitas and despesas of the account whose open amount, signed, is within MAX_DIFFERENCE_SHARE of one of them. */
export async function candidatesFor(scope: TenantScope, accountId: string, lines: readonly LineToMatch[]): Promise<Candidate[]> {
  if (lines.length === 0 || !isId(accountId)) return [];
  const amounts = sql.join([...new Set(lines.map((line) => line.amountCents))]);
  const sizes = sql.join([...new Set(lines.map((line) => Math.abs(line.amountCents)))]);
  const database = await db();
  const cash = sql<number>`${sign} * (st.amount_cents + st.interest_cents + st.fine_cents - st.discount_cents)`;
  const open = sql<number>`${sign} * (e.amount_cents - e.settled_cents)`;
  const baixasIn = ([from, to]: [string, string]) =>
    database
      .selectFrom("finance_settlements as st")
      .innerJoin("finance_entries as e", "e.id", "st.entry_id")
      .leftJoin("contacts as c", "c.id", "e.contact_id")
      .select(["st.id", "st.entry_id", "st.settled_on as date", "e.description", "c.name as contact_name", cash.as("cents")])
      .where("st.organization_id", "=", scope.organizationId)
      .where("st.settled_on", ">=", from)
      .where("st.settled_on", "<=", to)
      .where("st.reversed_at", "is", null)
      .where("st.account_id", "=", accountId)
      .where("e.organization_id", "=", scope.organizationId)
      .where("e.deleted_at", "is", null)
      // The unsigned cash first: the account's cash index (0043) answers it, so only baixas of a line's size are read.
      .where(sql<boolean>`st.amount_cents + st.interest_cents + st.fine_cents - st.discount_cents in (${sizes})`)
      .where(sql<boolean>`${cash} in (${amounts})`)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("bank_statement_links as k").select("k.line_id").whereRef("k.settlement_id", "=", "st.id"))),
      );
  // The open entries with the txid of their live Pix charge, if any (a charge per entry at most).
  const openEntries = () =>
    database
      .selectFrom("finance_entries as e")
      .leftJoin("contacts as c", "c.id", "e.contact_id")
      .leftJoin("finance_charges as ch", (join) =>
        join
          .onRef("ch.entry_id", "=", "e.id")
          .onRef("ch.organization_id", "=", "e.organization_id")
          .on("ch.cancelled_at", "is", null),
      )
      .select(["e.id", "e.due_date as date", "e.description", "c.name as contact_name", open.as("cents"), "ch.txid"])
      .where("e.organization_id", "=", scope.organizationId)
      .where(OPEN)
      .where("e.account_id", "=", accountId);
  const entriesIn = ([from, to]: [string, string]) =>
    openEntries()
      .where("e.kind", "in", ["receita", "despesa"])
      .where("e.due_date", ">=", from)
      .where("e.due_date", "<=", to)
      .where(
        sql<boolean>`(${sql.join(
          openRanges(lines).map(([low, high]) => sql`${open} between ${low} and ${high}`),
          sql` or `,
        )})`,
      );
  // The receitas whose charge's txid a line carries, whatever their due date: scoring puts them first.
  const txids = [...new Set(lines.flatMap((line) => txidsIn(line.description)))];
  const charged = () =>
    txids.length === 0
      ? Promise.resolve([])
      : openEntries().where("e.kind", "=", "receita").where("ch.txid", "in", txids).execute();
  // One branch per window, each a range of the index: SQLite reads an OR of ranges as the whole account.
  const [first, ...rest] = dateWindows(lines);
  const [baixas, near, byTxid] = await Promise.all([
    rest.reduce((all, window) => all.unionAll(baixasIn(window)), baixasIn(first!)).execute(),
    rest.reduce((all, window) => all.unionAll(entriesIn(window)), entriesIn(first!)).execute(),
    charged(),
  ]);
  const entries = [...new Map([...near, ...byTxid].map((row) => [row.id, row])).values()];
  return [
    ...baixas.map((row) => ({
      kind: "baixa" as const,
      id: row.id,
      entryId: row.entry_id,
      date: row.date,
      amountCents: Number(row.cents),
      description: row.description,
      contactName: row.contact_name,
    })),
    ...entries.map((row) => ({
      kind: "lancamento" as const,
      id: row.id,
      entryId: row.id,
      date: row.date,
      amountCents: Number(row.cents),
      description: row.description,
      contactName: row.contact_name,
      txid: row.txid,
    })),
  ];
}

/** The best suggestions for each of `lines` (pending lines of `accountId`), keyed by line id. */
export async function suggestionsFor(
  scope: TenantScope,
  accountId: string,
  lines: readonly LineToMatch[],
): Promise<Record<string, Suggestion[]>> {
  const candidates = await candidatesFor(scope, accountId, lines);
  return Object.fromEntries(lines.map((line) => [line.id, rankSuggestions(line, candidates)]));
}
