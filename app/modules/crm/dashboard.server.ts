import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { compareText } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { TicketPriority } from "~/db/schema/crm";
import type { TenantScope } from "~/modules/tenant-scope";
import { OPEN_STATUSES, UNASSIGNED, type DashboardPeriod, type OpenStatus } from "./dashboard-periods";
import { TICKET_PRIORITIES } from "./status";
import { ratingsSince, satisfactionByAgent, type CrmSatisfaction } from "./survey-figures.server";

/** One agent's line; `id` null is the line of the atendimentos no one is assigned. */
export interface AgentFigures {
  id: string | null;
  name: string;
  open: number;
  late: number;
  resolved: number;
  medianFirstResponseMinutes: number | null;
}

export interface CrmDashboard {
  days: DashboardPeriod;
  from: string;
  to: string;
  open: Record<OpenStatus, Record<TicketPriority, number>>;
  openTotal: number;
  lateNow: number;
  missedInPeriod: number;
  createdInPeriod: number;
  medianFirstResponseMinutes: number | null;
  medianResolutionMinutes: number | null;
  perDay: Array<{ day: string; created: number; resolved: number }>;
  agents: AgentFigures[];
  /** The satisfaction survey's ratings answered in the period. */
  satisfaction: CrmSatisfaction;
}

/** The middle value (the mean of the two middle ones for an even count), rounded to the minute; null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value);
}

const minutesBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

const dayOf = (iso: string) => todayInSaoPaulo(new Date(iso));

/** The instant São Paulo's day `day` begins (Brazil keeps UTC-3 all year). */
const startOfDay = (day: string) => new Date(`${day}T03:00:00.000Z`).toISOString();

const emptyOpen = () =>
  Object.fromEntries(
    OPEN_STATUSES.map((status) => [status, Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, 0]))]),
  ) as CrmDashboard["open"];

/** The dashboard of the last `days` days ending at `now`. */
export async function crmDashboard(scope: TenantScope, days: DashboardPeriod, now = new Date()): Promise<CrmDashboard> {
  const database = await db();
  const nowIso = now.toISOString();
  const to = todayInSaoPaulo(now);
  const from = addDaysTo(to, 1 - days);
  const since = startOfDay(from);
  const tickets = () => database.selectFrom("crm_tickets").where("organization_id", "=", scope.organizationId);

  const [openRows, periodRows, members, ratings] = await Promise.all([
    tickets().select(["status", "priority", "assignee_id", "sla_due_at"]).where("status", "<>", "resolvido").execute(),
    tickets()
      .select([
        "status",
        "assignee_id",
        "created_at",
        "first_response_due_at",
        "first_responded_at",
        "resolution_due_at",
        "resolved_at",
        "sla_paused_at",
      ])
      .where((eb) =>
        eb.or([
          eb("created_at", ">=", since),
          eb("first_responded_at", ">=", since),
          eb.and([eb("status", "=", "resolvido"), eb("resolved_at", ">=", since)]),
        ]),
      )
      .execute(),
    database
      .selectFrom("memberships")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select([
        "users.id",
        "users.given_name",
        "users.family_name",
        "users.username",
        "users.is_active",
        "users.blocked_at",
        "memberships.status",
      ])
      .where("memberships.organization_id", "=", scope.organizationId)
      .execute(),
    ratingsSince(database, scope.organizationId, since),
  ]);

  const open = emptyOpen();
  const agents = new Map<string | null, AgentFigures & { firstResponses: number[] }>();
  const agent = (id: string | null) => {
    let line = agents.get(id);
    if (!line) {
      line = { id, name: "", open: 0, late: 0, resolved: 0, medianFirstResponseMinutes: null, firstResponses: [] };
      agents.set(id, line);
    }
    return line;
  };
  let lateNow = 0;
  for (const row of openRows) {
    open[row.status as OpenStatus][row.priority] += 1;
    const late = row.sla_due_at !== null && row.sla_due_at < nowIso;
    if (late) lateNow += 1;
    const line = agent(row.assignee_id);
    line.open += 1;
    if (late) line.late += 1;
  }

  const perDay = new Map<string, { day: string; created: number; resolved: number }>();
  for (let day = from; day <= to; day = addDaysTo(day, 1)) perDay.set(day, { day, created: 0, resolved: 0 });
  const firstResponses: number[] = [];
  const resolutions: number[] = [];
  let createdInPeriod = 0;
  let missedInPeriod = 0;
  const lateBy = (due: string | null, done: string | null) => due !== null && (done ?? nowIso) > due;
  for (const row of periodRows) {
    if (row.created_at >= since) {
      createdInPeriod += 1;
      perDay.get(dayOf(row.created_at))!.created += 1;
      // A paused clock stands where Pendente stopped it.
      const stoppedAt = (row.status === "resolvido" ? row.resolved_at : null) ?? row.sla_paused_at;
      if (
        lateBy(row.first_response_due_at, row.first_responded_at ?? row.sla_paused_at) ||
        lateBy(row.resolution_due_at, stoppedAt)
      )
        missedInPeriod += 1;
    }
    if (row.first_responded_at !== null && row.first_responded_at >= since) {
      const minutes = minutesBetween(row.created_at, row.first_responded_at);
      firstResponses.push(minutes);
      if (row.assignee_id) agent(row.assignee_id).firstResponses.push(minutes);
    }
    if (row.status === "resolvido" && row.resolved_at !== null && row.resolved_at >= since) {
      resolutions.push(minutesBetween(row.created_at, row.resolved_at));
      perDay.get(dayOf(row.resolved_at))!.resolved += 1;
      agent(row.assignee_id).resolved += 1;
    }
  }

  const names = new Map(
    members.map((member) => [member.id, `${member.given_name ?? ""} ${member.family_name ?? ""}`.trim() || member.username]),
  );
  // Every active member gets a line, even with nothing yet; a blocked or disabled one only for what they hold.
  for (const member of members)
    if (member.is_active && member.blocked_at === null && member.status === "active") agent(member.id);
  const memberName = (id: string | null) => (id === null ? undefined : names.get(id)) ?? "Ex-membro";
  const lines = [...agents.values()]
    .map(({ firstResponses: values, ...line }) => ({
      ...line,
      name: line.id === null ? UNASSIGNED : memberName(line.id),
      medianFirstResponseMinutes: median(values),
    }))
    .filter((line) => line.id !== null || line.open > 0 || line.resolved > 0);
  lines.sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : compareText(a.name, b.name)));

  return {
    days,
    from,
    to,
    open,
    openTotal: openRows.length,
    lateNow,
    missedInPeriod,
    createdInPeriod,
    medianFirstResponseMinutes: median(firstResponses),
    medianResolutionMinutes: median(resolutions),
    perDay: [...perDay.values()],
    agents: lines,
    satisfaction: satisfactionByAgent(ratings, memberName),
  };
}
