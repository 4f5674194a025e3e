/**
 * SLA arithmetic (docs/decisions/0023), every minute or business hours (Mon-Fri 08:00-18:00 America/Sao_Paulo);
 * the zone comes from Intl data, so a future daylight-saving rule is honoured without code. Pure.
 */
import { APP_TIME_ZONE } from "~/config/time-zone";

const OPEN_HOUR = 8;
const CLOSE_HOUR = 18;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What a policy gives one priority; minutes are positive or null (no target). */
export interface SlaTarget {
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
}

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

function nextOpen(wall: number): number {
  let t = wall;
  for (;;) {
    const day = Math.floor(t / DAY) * DAY;
    const weekday = new Date(day).getUTCDay();
    const open = day + OPEN_HOUR * HOUR;
    const close = day + CLOSE_HOUR * HOUR;
    if (weekday !== 0 && weekday !== 6 && t < close) return Math.max(t, open);
    t = day + DAY;
  }
}

/** When `minutes` after `start` falls due: plain wall time, or with `businessHours` only minutes inside Mon-Fri 08:00-18:00 São Paulo count (a start at night or on a weekend begins counting at the next opening). */
export function dueAt(start: Date | string, minutes: number, businessHours: boolean): Date {
  const startMs = typeof start === "string" ? Date.parse(start) : start.getTime();
  if (!businessHours) return new Date(startMs + minutes * MINUTE);
  let wall = nextOpen(toWall(startMs));
  let left = minutes * MINUTE;
  for (;;) {
    const close = Math.floor(wall / DAY) * DAY + CLOSE_HOUR * HOUR;
    if (left <= close - wall) return new Date(fromWall(wall + left));
    left -= close - wall;
    wall = nextOpen(close);
  }
}

/** The due instants of a new (or re-prioritized) atendimento opened at `openedAt`; ISO strings or null. */
export function ticketDues(openedAt: string, target: SlaTarget) {
  const due = (minutes: number | null) =>
    minutes === null ? null : dueAt(openedAt, minutes, target.businessHours).toISOString();
  return { firstResponseDueAt: due(target.firstResponseMinutes), resolutionDueAt: due(target.resolutionMinutes) };
}

/** The nearest target still pending: the first response's until one is sent, then the resolution's; none once resolved. */
export function nearestDue(ticket: {
  firstResponseDueAt: string | null;
  resolutionDueAt: string | null;
  firstRespondedAt: string | null;
  resolvedAt: string | null;
}): string | null {
  if (ticket.resolvedAt) return null;
  const pending = [ticket.firstRespondedAt ? null : ticket.firstResponseDueAt, ticket.resolutionDueAt].filter(
    (due): due is string => due !== null,
  );
  if (pending.length === 0) return null;
  return pending.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
}

/** none: no target; late: past due; soon: due within the next hour; ok: later. */
export type SlaTone = "none" | "late" | "soon" | "ok";

/** The wording of an SLA reading, in one place. */
export const SLA_TEXT = {
  none: "Sem prazo",
  late: "Atrasado",
  minutes: (n: number) => `Vence em ${n} min`,
  hours: (n: number) => `Vence em ${n} h`,
  days: (n: number) => `Vence em ${n} ${n === 1 ? "dia" : "dias"}`,
} as const;

/** How `slaDueAt` reads at `now`: "Sem prazo", "Atrasado", "Vence em 15 min" (under an hour, rounded up), "Vence em 2 h" (under two days, rounded down), "Vence em 3 dias". */
export function slaReading(slaDueAt: string | null, now: Date): { text: string; tone: SlaTone } {
  if (!slaDueAt) return { text: SLA_TEXT.none, tone: "none" };
  const left = Date.parse(slaDueAt) - now.getTime();
  if (left <= 0) return { text: SLA_TEXT.late, tone: "late" };
  if (left < HOUR) return { text: SLA_TEXT.minutes(Math.max(1, Math.ceil(left / MINUTE))), tone: "soon" };
  if (left < 2 * DAY) return { text: SLA_TEXT.hours(Math.floor(left / HOUR)), tone: "ok" };
  return { text: SLA_TEXT.days(Math.floor(left / DAY)), tone: "ok" };
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
