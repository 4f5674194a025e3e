import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database, EntryAction } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import type { EntryEventRow } from "./types";

/** Writes one line of an entry's history; `detail` is stored as JSON. */
export async function recordEvent(
  trx: Transaction<Database>,
  scope: TenantScope,
  entryId: string,
  action: EntryAction,
  detail: Record<string, unknown> | null,
  now: string,
): Promise<void> {
  await trx
    .insertInto("finance_entry_events")
    .values({
      id: randomUUID(),
      organization_id: scope.organizationId,
      entry_id: entryId,
      action,
      actor_id: scope.userId,
      detail: detail ? JSON.stringify(detail) : null,
      created_at: now,
    })
    .execute();
}

/** Writes one history line per entry in one statement (a batch of new entries' "created" lines). */
export async function recordEvents(
  trx: Transaction<Database>,
  scope: TenantScope,
  events: ReadonlyArray<{ entryId: string; action: EntryAction; detail: Record<string, unknown> | null }>,
  now: string,
): Promise<void> {
  if (events.length === 0) return;
  await trx
    .insertInto("finance_entry_events")
    .values(
      events.map((event) => ({
        id: randomUUID(),
        organization_id: scope.organizationId,
        entry_id: event.entryId,
        action: event.action,
        actor_id: scope.userId,
        detail: event.detail ? JSON.stringify(event.detail) : null,
        created_at: now,
      })),
    )
    .execute();
}

/** Lines written by one change share their time: order them as the change writes them (a transfer's edit reverses, updates, settles again). */
const ACTION_ORDER = sql`case ev.action when 'created' then 0 when 'reversed' then 1 when 'updated' then 2
  when 'settled' then 3 when 'cancelled' then 4 when 'attached' then 5 when 'detached' then 6 else 7 end`;

/** Who the periodic work writes history as: the régua de cobrança's reminders (docs/decisions/0038). */
export const SYSTEM_ACTOR_ID = "00000000-0000-0000-0000-000000000000";

/** An entry's history, oldest first, with each actor's name ("Usuário removido" when the account is gone, "Régua de cobrança" for the periodic work). */
export async function entryEvents(database: Kysely<Database>, scope: TenantScope, entryId: string): Promise<EntryEventRow[]> {
  const rows = await database
    .selectFrom("finance_entry_events as ev")
    .leftJoin("users as u", "u.id", "ev.actor_id")
    .select(["ev.id", "ev.action", "ev.actor_id", "ev.detail", "ev.created_at", "u.given_name", "u.family_name"])
    .where("ev.organization_id", "=", scope.organizationId)
    .where("ev.entry_id", "=", entryId)
    .orderBy("ev.created_at")
    .orderBy(ACTION_ORDER)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorName:
      row.actor_id === SYSTEM_ACTOR_ID
        ? "Régua de cobrança"
        : row.given_name === null
          ? "Usuário removido"
          : `${row.given_name} ${row.family_name ?? ""}`.trim(),
    detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null,
    createdAt: row.created_at,
  }));
}
