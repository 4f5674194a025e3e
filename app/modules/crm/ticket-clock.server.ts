/** An atendimento's SLA clock between its row and the pure rules of sla.ts. */
import type { Kysely, Selectable } from "kysely";
import type { CrmTicketTable, Database, TicketPriority } from "~/db/schema";
import { nearestDue, type SlaClock, type TicketClock } from "./sla";
import { slaClockSettings, slaPolicies } from "./sla.server";

type TicketRow = Pick<
  Selectable<CrmTicketTable>,
  | "first_response_due_at"
  | "resolution_due_at"
  | "first_responded_at"
  | "resolved_at"
  | "sla_paused_at"
  | "sla_paused_seconds"
  | "sla_paused_business_seconds"
>;

/** The clock a ticket row stores. */
export const clockOf = (ticket: TicketRow): TicketClock => ({
  firstResponseDueAt: ticket.first_response_due_at,
  resolutionDueAt: ticket.resolution_due_at,
  firstRespondedAt: ticket.first_responded_at,
  resolvedAt: ticket.resolved_at,
  pausedAt: ticket.sla_paused_at,
  seconds: ticket.sla_paused_seconds,
  businessSeconds: ticket.sla_paused_business_seconds,
});

/** The columns that store `clock`, sla_due_at (the list's order) included. */
export const clockColumns = (clock: TicketClock) => ({
  first_response_due_at: clock.firstResponseDueAt,
  resolution_due_at: clock.resolutionDueAt,
  sla_due_at: nearestDue(clock),
  sla_paused_at: clock.pausedAt,
  sla_paused_seconds: clock.seconds,
  sla_paused_business_seconds: clock.businessSeconds,
});

/** The organization's clock per priority, read once however many atendimentos ask (a bulk change). */
export function organizationClocks(
  executor: Kysely<Database>,
  organizationId: string,
): (priority: TicketPriority) => Promise<SlaClock> {
  let read: Promise<[Awaited<ReturnType<typeof slaPolicies>>, Awaited<ReturnType<typeof slaClockSettings>>]> | undefined;
  return async (priority) => {
    read ??= Promise.all([slaPolicies({ organizationId }, executor), slaClockSettings({ organizationId }, executor)]);
    const [policies, settings] = await read;
    return { ...policies[priority], ...settings };
  };
}
