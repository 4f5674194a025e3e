/** "Buscar lançamento" from a bank line: the open and settled entries of its account that could be it (docs/decisions/0019). */
import { sql } from "kysely";
import { daysBetween } from "~/config/calendar";
import { parseMoney } from "~/config/money";
import { containsPattern, fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { cashCents, settlementAmounts } from "../balance";
import type { LineToMatch } from "./scoring";

/** The most entries one search shows: the nearest the line's date. */
export const SEARCH_RESULTS = 10;

/** An entry found for a line. Money in centavos, unsigned. */
export interface EntryFound {
  entryId: string;
  description: string;
  contactName: string | null;
  dueDate: string;
  /** What is left to settle; 0 once paid. */
  openCents: number;
  /** The latest baixa's date (not reversed); null when none. */
  paidOn: string | null;
  /** A baixa of the entry the line can be linked to: in the line's account, not reversed, moving the line's amount, linked to no line. */
  linkableSettlementId: string | null;
}

export interface EntrySearch {
  results: EntryFound[];
  /** Whether more entries matched than SEARCH_RESULTS. */
  more: boolean;
}

/**
 * The receitas (for a credit `line`) or despesas (a debit) of account `accountId`, open or settled, live and not
 * cancelled, whose description or contato holds `query` (case and accents aside) or whose amount or open amount is
 * `query` read as money ("150", "1.234,56"); every one when `query` is blank. The SEARCH_RESULTS nearest the line's
 * date by vencimento, nearest first. `line` must be a line of the organization in that account (the page's).
 */
export async function searchEntries(
  scope: TenantScope,
  accountId: string,
  line: LineToMatch,
  query: string,
): Promise<EntrySearch> {
  if (!isId(accountId)) return { results: [], more: false };
  const database = await db();
  const text = fold(query.trim());
  const cents = parseMoney(query);
  const base = database
    .selectFrom("finance_entries as e")
    .leftJoin("contacts as c", "c.id", "e.contact_id")
    .select(["e.id", "e.description", "e.due_date", "e.amount_cents", "e.settled_cents", "c.name as contact_name"])
    .where("e.organization_id", "=", scope.organizationId)
    .where("e.account_id", "=", accountId)
    .where("e.deleted_at", "is", null)
    .where("e.cancelled_at", "is", null)
    .where("e.kind", "=", line.amountCents > 0 ? "receita" : "despesa")
    .$if(text !== "", (q) =>
      q.where((eb) =>
        eb.or([
          sql<boolean>`e.search_text like ${containsPattern(text)} escape '\\'`,
          ...(cents === null
            ? []
            : [eb("e.amount_cents", "=", cents), sql<boolean>`e.amount_cents - e.settled_cents = ${cents}`]),
        ]),
      ),
    );
  // Both sides of the line's date, each in the account index's order, then merged by distance.
  const [before, after] = await Promise.all([
    base
      .where("e.due_date", "<=", line.postedOn)
      .orderBy("e.due_date", "desc")
      .orderBy("e.id", "desc")
      .limit(SEARCH_RESULTS + 1)
      .execute(),
    base
      .where("e.due_date", ">", line.postedOn)
      .orderBy("e.due_date")
      .orderBy("e.id")
      .limit(SEARCH_RESULTS + 1)
      .execute(),
  ]);
  const distance = (due: string) => Math.abs(daysBetween(line.postedOn, due));
  const nearest = [...before, ...after].sort((a, b) => distance(a.due_date) - distance(b.due_date) || (a.id < b.id ? -1 : 1));
  const shown = nearest.slice(0, SEARCH_RESULTS);
  const settled = shown.filter((entry) => Number(entry.settled_cents) > 0).map((entry) => entry.id);
  const baixas =
    settled.length === 0
      ? []
      : await database
          .selectFrom("finance_settlements as st")
          .select(["st.id", "st.entry_id", "st.account_id", "st.settled_on"])
          .select(["st.amount_cents", "st.interest_cents", "st.fine_cents", "st.discount_cents"])
          .select(({ exists, selectFrom }) =>
            exists(selectFrom("bank_statement_links as k").select("k.line_id").whereRef("k.settlement_id", "=", "st.id")).as(
              "linked",
            ),
          )
          .where("st.organization_id", "=", scope.organizationId)
          .where("st.entry_id", "in", settled)
          .where("st.reversed_at", "is", null)
          // By entry first, as the entry index holds them: by date alone, SQLite read the organization's every baixa.
          .orderBy("st.entry_id")
          .orderBy("st.settled_on")
          .orderBy("st.id")
          .execute();
  return {
    results: shown.map((entry) => {
      const own = baixas.filter((baixa) => baixa.entry_id === entry.id);
      const linkable = own.find(
        (baixa) =>
          baixa.account_id === accountId &&
          !Number(baixa.linked) &&
          cashCents(settlementAmounts(baixa)) === Math.abs(line.amountCents),
      );
      return {
        entryId: entry.id,
        description: entry.description,
        contactName: entry.contact_name,
        dueDate: entry.due_date,
        openCents: Number(entry.amount_cents) - Number(entry.settled_cents),
        paidOn: own.at(-1)?.settled_on ?? null,
        linkableSettlementId: linkable?.id ?? null,
      };
    }),
    more: nearest.length > SEARCH_RESULTS,
  };
}
