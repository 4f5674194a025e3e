/**
 * SLA arithmetic (docs/decisions/0023, 0037): a clock counts every minute, or only the organization's horário de
 * atendimento (weekdays and opening/closing time in America/Sao_Paulo), and stands still while paused (Pendente).
 * The zone comes from Intl data, so a future daylight-saving rule is honoured without code. Pure.
 */
import { APP_TIME_ZONE } from "~/config/time-zone";
import type { TicketStatus } from "~/db/schema/crm";
import { formatDuration } from "./durations";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a policy gives one priority; minutes are positive or null (no target); `businessHours`: only the horário de atendimento counts. */
export interface SlaTarget {
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
}

/** An organization's horário de atendimento in São Paulo time: weekdays (0 domingo … 6 sábado, at least one) and the minutes of the day it opens and closes (0 ≤ opensAt < closesAt ≤ 1440; 1440 closes at midnight). */
export interface BusinessHours {
  days: readonly number[];
  opensAt: number;
  closesAt: number;
}

/** Monday to Friday, 08:00 to 18:00: the hours before an organization chooses its own. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = { days: [1, 2, 3, 4, 5], opensAt: 8 * 60, closesAt: 18 * 60 };

/** How one atendimento's clocks run: its priority's targets, the organization's hours (counted when `businessHours`) and whether Pendente pauses them. */
export interface SlaClock extends SlaTarget {
  hours: BusinessHours;
  pauseWhilePending: boolean;
}

/** The hours a clock counts: the organization's, or null for every minute. */
const countedHours = (clock: Pick<SlaClock, "businessHours" | "hours">) => (clock.businessHours ? clock.hours : null);

const offsets = new Intl.DateTimeFormat("en-US", {
  timeZone: APP_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** Milliseconds to add to a UTC instant to read the wall clock in the zone (-3 h in Brazil today). */
function zoneOffset(utcMs: number): number {
  const parts = Object.fromEntries(offsets.formatToParts(new Date(utcMs)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - (utcMs - (utcMs % 1000));
}

const toWall = (utcMs: number) => utcMs + zoneOffset(utcMs);
const fromWall = (wallMs: number) => wallMs - zoneOffset(wallMs - zoneOffset(wallMs));

/** The first open wall instant at or after `wall`, and when that stretch closes. */
function openStretch(wall: number, hours: BusinessHours): { from: number; until: number } {
  let t = wall;
  // Eight days reach every weekday; `days` is never empty (the settings' rule), so the loop ends.
  for (let step = 0; step < 8; step += 1) {
    const day = Math.floor(t / DAY) * DAY;
    const open = day + hours.opensAt * MINUTE;
    const close = day + hours.closesAt * MINUTE;
    if (hours.days.includes(new Date(day).getUTCDay()) && t < close) return { from: Math.max(t, open), until: close };
    t = day + DAY;
  }
  throw new RangeError("business hours without a working day");
}

/** The instant `ms` of counted time after `startMs`: plain time, or only time inside `hours` (a start outside them begins at the next opening); zero leaves the start as it is. */
function addCounted(startMs: number, ms: number, hours: BusinessHours | null): number {
  if (hours === null || ms <= 0) return startMs + Math.max(0, ms);
  let left = ms;
  let wall = toWall(startMs);
  for (;;) {
    const { from, until } = openStretch(wall, hours);
    if (left <= until - from) return fromWall(from + left);
    left -= until - from;
    wall = until;
  }
}

/** The counted milliseconds between two instants: all of them, or those inside `hours`; zero when `toMs` is not later. */
export function countedBetween(fromMs: number, toMs: number, hours: BusinessHours | null): number {
  if (toMs <= fromMs) return 0;
  if (hours === null) return toMs - fromMs;
  const end = toWall(toMs);
  let wall = toWall(fromMs);
  let total = 0;
  for (;;) {
    const { from, until } = openStretch(wall, hours);
    if (from >= end) return total;
    total += Math.min(until, end) - from;
    wall = until;
  }
}

/** What an atendimento's clock stores: its dues (ISO or null), its first response and resolution, and the start of its pause (null while running). */
export interface SlaState {
  firstResponseDueAt: string | null;
  resolutionDueAt: string | null;
  firstRespondedAt: string | null;
  resolvedAt: string | null;
  pausedAt: string | null;
}

/** Counted time already spent paused, in whole seconds: by the plain clock and by the horário de atendimento. */
export interface PausedTime {
  seconds: number;
  businessSeconds: number;
}

/**
 * The due instants of an atendimento opened at `openedAt` under `clock` (ISO strings or null): on opening, and again
 * from the opening when its priority changes, the time it has already spent paused added (`paused`).
 */
export function ticketDues(openedAt: string, clock: SlaClock, paused: PausedTime = { seconds: 0, businessSeconds: 0 }) {
  const extra = (clock.businessHours ? paused.businessSeconds : paused.seconds) * 1000;
  const due = (minutes: number | null) =>
    minutes === null
      ? null
      : new Date(addCounted(Date.parse(openedAt), minutes * MINUTE + extra, countedHours(clock))).toISOString();
  return { firstResponseDueAt: due(clock.firstResponseMinutes), resolutionDueAt: due(clock.resolutionMinutes) };
}

/**
 * A pause ending at `at`: the dues moved later by the counted time paused (whole seconds, so a due past before the
 * pause stays as late as it was), and that time to add to the atendimento's paused totals.
 */
export function resumeDues(
  state: Pick<SlaState, "firstResponseDueAt" | "resolutionDueAt"> & { pausedAt: string },
  at: string,
  clock: Pick<SlaClock, "businessHours" | "hours">,
) {
  const from = Date.parse(state.pausedAt);
  const to = Date.parse(at);
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const paused: PausedTime = {
    seconds: seconds(countedBetween(from, to, null)),
    businessSeconds: seconds(countedBetween(from, to, clock.hours)),
  };
  const shift = (clock.businessHours ? paused.businessSeconds : paused.seconds) * 1000;
  const moved = (due: string | null) =>
    due === null ? null : new Date(addCounted(Date.parse(due), shift, countedHours(clock))).toISOString();
  return {
    firstResponseDueAt: moved(state.firstResponseDueAt),
    resolutionDueAt: moved(state.resolutionDueAt),
    paused,
  };
}

/** An atendimento's whole clock: its dues, pause and paused totals. */
export interface TicketClock extends SlaState, PausedTime {}

/**
 * The clock after the atendimento moves to `status` at `at` (its resolvedAt already set for that move): entering
 * Pendente pauses it when the organization's clock pauses; leaving a pause resumes it with the dues moved later by the
 * time paused (resumeDues). A pause begun keeps running even if the setting is turned off meanwhile.
 */
export function clockAfterMove(state: TicketClock, status: TicketStatus, at: string, clock: SlaClock): TicketClock {
  if (state.pausedAt !== null && status !== "pendente") {
    const resumed = resumeDues({ ...state, pausedAt: state.pausedAt }, at, clock);
    return {
      ...state,
      firstResponseDueAt: resumed.firstResponseDueAt,
      resolutionDueAt: resumed.resolutionDueAt,
      pausedAt: null,
      seconds: state.seconds + resumed.paused.seconds,
      businessSeconds: state.businessSeconds + resumed.paused.businessSeconds,
    };
  }
  if (state.pausedAt === null && status === "pendente" && clock.pauseWhilePending) return { ...state, pausedAt: at };
  return state;
}

/** Which target an atendimento is working against. */
export type SlaTargetName = "primeiraResposta" | "solucao";

/** The nearest target still pending and which it is: the first response's until one is sent, then the resolution's; none once resolved. */
export function pendingTarget(state: Omit<SlaState, "pausedAt">): { name: SlaTargetName; dueAt: string } | null {
  if (state.resolvedAt) return null;
  const first =
    state.firstRespondedAt || !state.firstResponseDueAt
      ? null
      : { name: "primeiraResposta" as const, dueAt: state.firstResponseDueAt };
  const resolution = state.resolutionDueAt ? { name: "solucao" as const, dueAt: state.resolutionDueAt } : null;
  if (!first || !resolution) return first ?? resolution;
  return Date.parse(first.dueAt) <= Date.parse(resolution.dueAt) ? first : resolution;
}

/** The `sla_due_at` the list sorts by: the nearest pending due, or null while paused (a paused atendimento waits on nobody here). */
export function nearestDue(state: SlaState): string | null {
  return state.pausedAt ? null : (pendingTarget(state)?.dueAt ?? null);
}

/** none: no target; paused: Pendente holds it; late: past due; soon: due within the next hour; ok: later. */
export type SlaTone = "none" | "paused" | "late" | "soon" | "ok";

/** The targets' names as a reading starts with them. */
export const SLA_TARGET_LABELS: Record<SlaTargetName, string> = {
  primeiraResposta: "Primeira resposta",
  solucao: "Solução",
};

/** The wording of an SLA reading, in one place. */
export const SLA_TEXT = {
  none: "Sem prazo de SLA",
  paused: "SLA pausado (Pendente)",
  late: (target: SlaTargetName, duration: string) => `${SLA_TARGET_LABELS[target]} atrasada há ${duration}`,
  due: (target: SlaTargetName, duration: string) => `${SLA_TARGET_LABELS[target]} vence em ${duration}`,
} as const;

/**
 * How an atendimento's clock reads at `now`, naming the target: "Primeira resposta atrasada há 2 h 15 min",
 * "Solução vence em 40 min" (under an hour, rounded up: tone soon), "Solução vence em 1 d 3 h", "SLA pausado
 * (Pendente)" or "Sem prazo de SLA". Durations are wall time to or from the due instant, worded by formatDuration.
 */
export function slaReading(state: SlaState, now: Date): { text: string; tone: SlaTone } {
  const target = pendingTarget(state);
  if (!target) return { text: SLA_TEXT.none, tone: "none" };
  if (state.pausedAt) return { text: SLA_TEXT.paused, tone: "paused" };
  const left = Date.parse(target.dueAt) - now.getTime();
  if (left <= 0)
    return { text: SLA_TEXT.late(target.name, formatDuration(Math.max(1, Math.floor(-left / MINUTE)))), tone: "late" };
  if (left < HOUR) return { text: SLA_TEXT.due(target.name, formatDuration(Math.ceil(left / MINUTE))), tone: "soon" };
  return { text: SLA_TEXT.due(target.name, formatDuration(Math.floor(left / MINUTE))), tone: "ok" };
}

/** A `datetime-local` value ("2026-11-24T14:30") read as São Paulo wall time; the ISO instant, or null when malformed. */
export function saoPauloLocalToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(fromWall(wall)).toISOString();
}

/** An instant as São Paulo wall time for a `datetime-local` input ("2026-11-24T14:30"). */
export function isoToSaoPauloLocal(iso: string): string {
  return new Date(toWall(Date.parse(iso))).toISOString().slice(0, 16);
}
