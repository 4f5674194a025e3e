/** One instance runs the wake-up at a time (runAlone); each update is conditional on the ticket still being adiado and due, so an agent's change made meanwhile wins. */
import { db } from "~/db/db.server";
import { runAlone } from "~/db/run-alone.server";
import { nearestDue } from "./sla";
import { addTimeline, announce, changeTime } from "./ticket-writes.server";

/** How often the server runs it (ms): a snooze wakes at most this late. */
export const WAKE_EVERY_MS = 60_000;
const BATCH = 500;

/** Wakes the tickets due at `now` in every organization; how many woke, or null when another instance is at it. */
export function wakeSnoozedTickets(now: Date = new Date(), signal?: AbortSignal): Promise<number | null> {
  return runAlone("crm:wake-snoozed", async () => {
    const database = await db();
    const cutoff = now.toISOString();
    const due = await database
      .selectFrom("crm_tickets")
      .selectAll()
      .where("status", "=", "adiado")
      .where("snoozed_until", "is not", null)
      .where("snoozed_until", "<=", cutoff)
      .orderBy("snoozed_until")
      .limit(BATCH)
      .execute();
    let woken = 0;
    for (const ticket of due) {
      if (signal?.aborted) break;
      const at = changeTime(ticket, now);
      const done = await database.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("crm_tickets")
          .set((eb) => ({
            status: "aberto",
            snoozed_until: null,
            sla_due_at: nearestDue({
              firstResponseDueAt: ticket.first_response_due_at,
              resolutionDueAt: ticket.resolution_due_at,
              firstRespondedAt: ticket.first_responded_at,
              resolvedAt: null,
              pausedAt: ticket.sla_paused_at,
            }),
            last_activity_at: at,
            updated_at: at,
            version: eb("version", "+", 1),
          }))
          .where("id", "=", ticket.id)
          .where("status", "=", "adiado")
          .where("snoozed_until", "<=", cutoff)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const organizationId = ticket.organization_id;
        await addTimeline(trx, {
          organizationId,
          ticketId: ticket.id,
          kind: "evento",
          authorId: null,
          detail: { field: "status", from: "adiado", to: "aberto" },
          at,
        });
        await announce(trx, organizationId, "ticket.updated", ticket.id);
        return true;
      });
      if (done) woken += 1;
    }
    return woken;
  });
}
