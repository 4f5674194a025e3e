/**
 * An account's extrato: its baixas by their date, the estornos by theirs,
 * transfer legs in and out, with the saldo after each line. The saldos come
 * from the account's daily nets (finance_account_days), as accountBalances
 * reads them, so "Saldo anterior" is the balance on the day before the
 * period and "Saldo final" the balance on its last day. A baixa undone on its
 * own day (a transfer's leg as the transfer moved) never left the account
 * and is not listed, as in banking.server.ts.
 */
import { sql, type Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { settlementAmounts, signedCashCents } from "../balance";
import { pageWindow, withBalances, type Extrato, type ExtratoAccount, type ExtratoMovement } from "./movements";
import { EXTRATO_PAGE_SIZE, type ExtratoAddress, type ExtratoPeriod } from "./period";

/** One page of an extrato: its lines, and where the page sits among `total` lines. */
export interface ExtratoPage extends Extrato {
  /** The page shown (1-based): the one asked for, or the last when it asked past the end. */
  page: number;
  totalPages: number;
  total: number;
}

type Side = "baixa" | "estorno";

/** The settlements of `accountId` that move it on a day of `range`: baixas by `settled_on`, estornos by `reversed_on`. */
function side(database: Kysely<Database>, scope: TenantScope, accountId: string, which: Side, range: ExtratoPeriod) {
  const day = which === "baixa" ? "s.settled_on" : "s.reversed_on";
  return database
    .selectFrom("finance_settlements as s")
    .where("s.organization_id", "=", scope.organizationId)
    .where("s.account_id", "=", accountId)
    .where(day, ">=", range.from)
    .where(day, "<=", range.to)
    .where((eb) =>
      which === "baixa"
        ? eb.or([eb("s.reversed_on", "is", null), eb("s.reversed_on", "<>", eb.ref("s.settled_on"))])
        : eb("s.reversed_on", "<>", eb.ref("s.settled_on")),
    );
}

/**
 * How many lines each day of `range` has, by day: baixas by their date plus estornos by theirs, less both sides of the
 * baixas undone on their own day. Each count is grouped in its index's order (the account's settlements by day), so
 * only the few per-day sums are grouped again.
 */
async function dayCounts(database: Kysely<Database>, scope: TenantScope, accountId: string, range: ExtratoPeriod) {
  const on = (column: "settled_on" | "reversed_on", weight: number) =>
    database
      .selectFrom("finance_settlements as s")
      .select([`s.${column} as day`, sql<number>`${sql.lit(weight)} * count(*)`.as("weight")])
      .where("s.organization_id", "=", scope.organizationId)
      .where("s.account_id", "=", accountId)
      .where(`s.${column}`, ">=", range.from)
      .where(`s.${column}`, "<=", range.to)
      .groupBy(`s.${column}`);
  const sameDay = on("reversed_on", -2).whereRef("s.reversed_on", "=", "s.settled_on");
  const rows = await database
    .selectFrom(on("settled_on", 1).unionAll(on("reversed_on", 1)).unionAll(sameDay).as("m"))
    .select(["m.day", sql<number>`sum(m.weight)`.as("lines")])
    .groupBy("m.day")
    .orderBy("m.day")
    .execute();
  return rows.map((row) => ({ day: row.day!, lines: Number(row.lines) })).filter((row) => row.lines > 0);
}

/** The lines of `range` in the extrato's order (day, then when each was recorded), the first `limit` when given. */
async function movementRows(
  database: Kysely<Database>,
  scope: TenantScope,
  accountId: string,
  range: ExtratoPeriod,
  limit?: number,
): Promise<Array<Omit<ExtratoMovement, "balanceCents">>> {
  // Ordered and cut before the join, so a busy day reads only the lançamentos it shows.
  const lines = (which: Side) =>
    side(database, scope, accountId, which, range).select([
      "s.id as settlement_id",
      "s.entry_id",
      which === "baixa" ? "s.settled_on as day" : "s.reversed_on as day",
      which === "baixa" ? "s.created_at as at" : "s.reversed_at as at",
      sql<number>`${sql.lit(which === "baixa" ? 0 : 1)}`.as("reversal"),
      "s.amount_cents",
      "s.interest_cents",
      "s.fine_cents",
      "s.discount_cents",
    ]);
  const ordered = lines("baixa")
    .unionAll(lines("estorno"))
    .orderBy("day")
    .orderBy("at")
    .orderBy("settlement_id")
    .orderBy("reversal")
    .$if(limit !== undefined, (query) => query.limit(limit!));
  const rows = await database
    .selectFrom(ordered.as("m"))
    .innerJoin("finance_entries as e", "e.id", "m.entry_id")
    .where("e.organization_id", "=", scope.organizationId)
    .selectAll("m")
    .select(["e.kind", "e.direction", "e.description", "e.deleted_at"])
    .orderBy("m.day")
    .orderBy("m.at")
    .orderBy("m.settlement_id")
    .orderBy("m.reversal")
    .execute();
  return rows.map((row) => {
    const reversal = Number(row.reversal) === 1;
    const cents = signedCashCents(row.direction, settlementAmounts(row));
    return {
      key: reversal ? `${row.settlement_id}:estorno` : row.settlement_id,
      entryId: row.entry_id,
      entryLive: row.deleted_at === null,
      day: row.day!,
      kind: row.kind,
      direction: row.direction,
      reversal,
      description: row.description,
      cents: reversal ? -cents : cents,
    };
  });
}

/** The account (null when not the organization's), its saldo before `period` and its daily nets within it. */
async function accountAndNets(database: Kysely<Database>, scope: TenantScope, accountId: string, period: ExtratoPeriod) {
  if (!isId(accountId)) return null;
  const days = database
    .selectFrom("finance_account_days")
    .where("organization_id", "=", scope.organizationId)
    .where("account_id", "=", accountId);
  const [account, before, nets] = await Promise.all([
    database
      .selectFrom("finance_accounts")
      .select(["id", "name", "kind", "bank_name", "archived_at", "opening_balance_cents"])
      .where("organization_id", "=", scope.organizationId)
      .where("id", "=", accountId)
      .executeTakeFirst(),
    days
      .select(sql<number>`coalesce(sum(net_cents), 0)`.as("net"))
      .where("day", "<", period.from)
      .executeTakeFirstOrThrow(),
    days.select(["day", "net_cents"]).where("day", ">=", period.from).where("day", "<=", period.to).orderBy("day").execute(),
  ]);
  if (!account) return null;
  const openingCents = account.opening_balance_cents + Number(before.net);
  const summary: ExtratoAccount = {
    id: account.id,
    name: account.name,
    bankName: account.bank_name,
    archived: account.archived_at !== null,
    card: account.kind === "cartao_credito",
  };
  const closingCents = nets.reduce((sum, net) => sum + Number(net.net_cents), openingCents);
  /** The saldo at the end of the day before `day` (a day of the period). */
  const balanceBefore = (day: string) =>
    nets.reduce((sum, net) => (net.day < day ? sum + Number(net.net_cents) : sum), openingCents);
  return { account: summary, openingCents, closingCents, balanceBefore };
}

/**
 * Page `address.page` (EXTRATO_PAGE_SIZE lines) of the extrato of `accountId` over `address`'s period, the saldo after
 * each line carried from the lines before the page; null when the account is not the organization's.
 */
export async function accountExtrato(
  scope: TenantScope,
  accountId: string,
  address: ExtratoAddress,
): Promise<ExtratoPage | null> {
  const database = await db();
  const period = { from: address.from, to: address.to };
  const [books, counts] = await Promise.all([
    accountAndNets(database, scope, accountId, period),
    isId(accountId) ? dayCounts(database, scope, accountId, period) : [],
  ]);
  if (!books) return null;
  const total = counts.reduce((sum, day) => sum + day.lines, 0);
  const totalPages = Math.max(1, Math.ceil(total / EXTRATO_PAGE_SIZE));
  const page = Math.min(Math.max(1, address.page), totalPages);
  const { account, openingCents, closingCents, balanceBefore } = books;
  const window = pageWindow(counts, (page - 1) * EXTRATO_PAGE_SIZE, EXTRATO_PAGE_SIZE);
  if (!window) return { account, period, openingCents, closingCents, movements: [], page, totalPages, total };
  // The page's first day starts at the saldo of the day before; its lines before the page are summed in.
  const rows = await movementRows(database, scope, accountId, window, window.skip + EXTRATO_PAGE_SIZE);
  const carried = rows.slice(0, window.skip).reduce((sum, row) => sum + row.cents, balanceBefore(window.from));
  const movements = withBalances(rows.slice(window.skip), carried);
  return { account, period, openingCents, closingCents, movements, page, totalPages, total };
}

/** The whole extrato of `accountId` over `period` (at most a year: see period.ts), for its files; null when not the organization's. */
export async function extratoOfPeriod(scope: TenantScope, accountId: string, period: ExtratoPeriod): Promise<Extrato | null> {
  const database = await db();
  const books = await accountAndNets(database, scope, accountId, period);
  if (!books) return null;
  const rows = await movementRows(database, scope, accountId, period);
  const { account, openingCents, closingCents } = books;
  return { account, period, openingCents, closingCents, movements: withBalances(rows, openingCents) };
}
