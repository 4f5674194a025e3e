/**
 * The fechamento (period lock): an organization's books closed through a date. Nothing dated on or before it is created,
 * edited, settled, reversed, imported, cancelled or deleted; every write of the ledger checks it inside its own
 * transaction (entry-writes, settlements, update, entries), so a lock set meanwhile still holds. Only an Administrador
 * moves it, with a reason, audited.
 */
import type { Kysely, Transaction } from "kysely";
import { formatDate } from "~/config/format";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { recordAudit } from "~/modules/audit/record.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { closedPeriodMessage } from "./period-lock";
import { refuse, type Refusal } from "./references.server";

/** A write reached a date on or before `closedThrough` (`YYYY-MM-DD`); the public functions answer it as a refusal. */
export class ClosedPeriodError extends Error {
  constructor(readonly closedThrough: string) {
    super(`finance books closed through ${closedThrough}`);
  }
}

/** The organization's fechamento, as the page shows it; null when the books were never closed. */
export interface PeriodLock {
  closedThrough: string;
  reason: string;
  setByName: string;
  setAt: string;
}

/** The date the organization's books are closed through, or null. */
export async function closedThrough(
  database: Kysely<Database> | Transaction<Database>,
  scope: TenantScope,
): Promise<string | null> {
  const row = await database
    .selectFrom("finance_period_locks")
    .select("closed_through")
    .where("organization_id", "=", scope.organizationId)
    .executeTakeFirst();
  return row?.closed_through ?? null;
}

/** Throws ClosedPeriodError when any of `dates` (`YYYY-MM-DD`; nulls skipped) is on or before the organization's fechamento. */
export async function assertOpenPeriod(
  trx: Transaction<Database>,
  scope: TenantScope,
  dates: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const known = dates.filter((date): date is string => Boolean(date));
  if (known.length === 0) return;
  const lock = await closedThrough(trx, scope);
  if (lock && known.some((date) => date <= lock)) throw new ClosedPeriodError(lock);
}

/**
 * The entries among `ids` a change would reach into the closed books with, and the fechamento in force: their competência or vencimento, or the date of
 * any of their baixas or estornos, on or before the fechamento. Empty when the books are open.
 */
export async function closedEntries(
  trx: Transaction<Database>,
  scope: TenantScope,
  ids: readonly string[],
): Promise<{ ids: string[]; closedThrough: string | null }> {
  const lock = ids.length ? await closedThrough(trx, scope) : null;
  if (!lock) return { ids: [], closedThrough: lock };
  const rows = await trx
    .selectFrom("finance_entries as e")
    .select("e.id")
    .where("e.organization_id", "=", scope.organizationId)
    .where("e.id", "in", ids)
    .where((eb) =>
      eb.or([
        eb("e.competence_date", "<=", lock),
        eb("e.due_date", "<=", lock),
        eb.exists(
          eb
            .selectFrom("finance_settlements as s")
            .select("s.id")
            .whereRef("s.entry_id", "=", "e.id")
            // The ids again: for many of them PostgreSQL hashes this subquery once, and would read every closed baixa.
            .where("s.entry_id", "in", ids)
            .where((inner) => inner.or([inner("s.settled_on", "<=", lock), inner("s.reversed_on", "<=", lock)])),
        ),
      ]),
    )
    .execute();
  return { ids: rows.map((row) => row.id), closedThrough: lock };
}

/** Throws ClosedPeriodError when a change to the entries `ids` would move a figure of the closed books (closedEntries). */
export async function assertEntriesOpen(trx: Transaction<Database>, scope: TenantScope, ids: readonly string[]): Promise<void> {
  const closed = await closedEntries(trx, scope, ids);
  if (closed.ids.length > 0) throw new ClosedPeriodError(closed.closedThrough!);
}

/** The refusal of `error` when it is a ClosedPeriodError (closedPeriodMessage), else null. */
export const closedRefusal = (error: unknown): Refusal | null =>
  error instanceof ClosedPeriodError ? refuse({}, [closedPeriodMessage(error.closedThrough)]) : null;

/** Runs `work`, answering a ClosedPeriodError it throws (its transaction rolled back) as a refusal with closedPeriodMessage. */
export async function refusingClosed<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    const refusal = closedRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** The organization's fechamento with who set it; null when the books were never closed (or were reopened whole). */
export async function periodLock(scope: TenantScope): Promise<PeriodLock | null> {
  const row = await (
    await db()
  )
    .selectFrom("finance_period_locks as l")
    .leftJoin("users as u", "u.id", "l.set_by")
    .select(["l.closed_through", "l.reason", "l.set_at", "u.given_name", "u.family_name"])
    .where("l.organization_id", "=", scope.organizationId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    closedThrough: row.closed_through,
    reason: row.reason,
    setByName: [row.given_name, row.family_name].filter(Boolean).join(" "),
    setAt: row.set_at,
  };
}

/**
 * Closes the books through `closedThrough` (`YYYY-MM-DD`, not after `today`), or reopens them: an earlier date, or null to
 * open them whole. `reason` is kept with the lock and in the audit log. Answers the lock now in force.
 */
export async function setPeriodLock(
  scope: TenantScope,
  change: { closedThrough: string | null; reason: string },
  today: string,
): Promise<{ status: "saved"; closedThrough: string | null } | Refusal> {
  if (change.closedThrough && change.closedThrough >= today)
    return refuse({ closedThrough: [`Feche no máximo até ontem: hoje (${formatDate(today)}) ainda está em aberto.`] });
  const now = new Date();
  return (await db()).transaction().execute(async (trx) => {
    const previous = await closedThrough(trx, scope);
    if (previous === change.closedThrough) return { status: "saved" as const, closedThrough: previous };
    if (change.closedThrough === null)
      await trx.deleteFrom("finance_period_locks").where("organization_id", "=", scope.organizationId).execute();
    else
      await trx
        .insertInto("finance_period_locks")
        .values({
          organization_id: scope.organizationId,
          closed_through: change.closedThrough,
          reason: change.reason,
          set_by: scope.userId,
          set_at: now.toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column("organization_id").doUpdateSet({
            closed_through: change.closedThrough!,
            reason: change.reason,
            set_by: scope.userId,
            set_at: now.toISOString(),
          }),
        )
        .execute();
    const reopened = previous !== null && (change.closedThrough === null || change.closedThrough < previous);
    await recordAudit(
      trx,
      scope,
      {
        action: reopened ? "finance.books_reopened" : "finance.books_closed",
        targetType: "finance_books",
        targetId: scope.organizationId,
        targetLabel: "Livros do financeiro",
        detail: {
          closedThrough: change.closedThrough ? formatDate(change.closedThrough) : "nenhuma data",
          ...(previous ? { previous: formatDate(previous) } : {}),
          reason: change.reason,
        },
      },
      now,
    );
    return { status: "saved" as const, closedThrough: change.closedThrough };
  });
}
