/**
 * Collision warning on an atendimento (docs/decisions/0023): which colleagues have it open and who is typing.
 * The page sends a heartbeat (`markPresence`) while open, another while the agent types, and "saiu" when it closes;
 * an event on the "crm-presenca" topic tells the other pages to ask again only when what they show changes
 * (someone arrives, starts typing or leaves), not on every heartbeat.
 */
import { db } from "~/db/db.server";
import { publishEvent } from "~/modules/events/publish.server";
import type { TenantScope } from "~/modules/tenant-scope";

/** How long a heartbeat vouches for an open page (ms); the page beats every PRESENCE_BEAT_MS. */
export const PRESENCE_TTL_MS = 45_000;
/** How long a keystroke vouches for "digitando" (ms); the page repeats it at most every few seconds while typing. */
export const TYPING_TTL_MS = 6_000;

export type PresenceState = "vendo" | "digitando" | "saiu";

/** A colleague on the atendimento; `typingMs` is how much longer they count as typing (0: not typing). */
export interface Presence {
  userId: string;
  name: string;
  typingMs: number;
}

/**
 * Records the acting agent's `state` on atendimento `ticketId` (an id already resolved for the organization) and
 * answers who else is there. Publishes a "crm-presenca" event `{ ticketId }` when the others' view of the agent
 * changes. Rows of other organizations are never read or written: every query is scoped to `scope.organizationId`.
 */
export async function markPresence(
  scope: TenantScope,
  ticketId: string,
  state: PresenceState,
  now: Date = new Date(),
): Promise<Presence[]> {
  const at = now.toISOString();
  const database = await db();
  const key = { organization_id: scope.organizationId, ticket_id: ticketId, user_id: scope.userId };
  await database.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("crm_ticket_presence")
      .select(["seen_until", "typing_until"])
      .where("organization_id", "=", key.organization_id)
      .where("ticket_id", "=", ticketId)
      .where("user_id", "=", key.user_id)
      .executeTakeFirst();
    const wasHere = before !== undefined && before.seen_until > at;
    const wasTyping = wasHere && before.typing_until !== null && before.typing_until > at;
    if (state === "saiu") {
      await trx
        .deleteFrom("crm_ticket_presence")
        .where("organization_id", "=", key.organization_id)
        .where("ticket_id", "=", ticketId)
        .where("user_id", "=", key.user_id)
        .execute();
    } else {
      const seen = new Date(now.getTime() + PRESENCE_TTL_MS).toISOString();
      const typing = state === "digitando" ? new Date(now.getTime() + TYPING_TTL_MS).toISOString() : null;
      await trx
        .insertInto("crm_ticket_presence")
        .values({ ...key, seen_until: seen, typing_until: typing })
        .onConflict((conflict) =>
          conflict.columns(["ticket_id", "user_id"]).doUpdateSet({ seen_until: seen, typing_until: typing }),
        )
        .execute();
    }
    await trx
      .deleteFrom("crm_ticket_presence")
      .where("organization_id", "=", key.organization_id)
      .where("ticket_id", "=", ticketId)
      .where("seen_until", "<=", at)
      .execute();
    const changed = state === "saiu" ? wasHere : !wasHere || wasTyping !== (state === "digitando");
    if (changed) await publishEvent(trx, { organizationId: scope.organizationId, topic: "crm-presenca", payload: { ticketId } });
  });
  return othersOn(scope, ticketId, now);
}

/** The colleagues (not the acting agent) with atendimento `ticketId` open at `now`, by name. */
export async function othersOn(scope: TenantScope, ticketId: string, now: Date = new Date()): Promise<Presence[]> {
  const at = now.toISOString();
  const rows = await (
    await db()
  )
    .selectFrom("crm_ticket_presence as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select(["p.user_id", "p.typing_until", "u.given_name", "u.family_name"])
    .where("p.organization_id", "=", scope.organizationId)
    .where("p.ticket_id", "=", ticketId)
    .where("p.user_id", "!=", scope.userId)
    .where("p.seen_until", ">", at)
    .orderBy("u.given_name")
    .orderBy("u.family_name")
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    name: `${row.given_name} ${row.family_name}`.trim(),
    typingMs: row.typing_until ? Math.max(0, Date.parse(row.typing_until) - now.getTime()) : 0,
  }));
}
