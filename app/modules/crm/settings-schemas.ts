import { z } from "~/config/zod";
import type { TicketPriority } from "~/db/schema/crm";
import { TICKET_PRIORITIES, TICKET_PRIORITY_LABELS } from "./status";

/** Characters of an API key's name. */
export const API_KEY_NAME_MAX_LENGTH = 80;

/** The longest target, in hours: a year. */
export const SLA_HOURS_MAX = 8760;

/** One priority's targets as stored: minutes, null for no target. */
export interface SlaPolicyInput {
  firstResponseMinutes: number | null;
  resolutionMinutes: number | null;
  businessHours: boolean;
}

/** Every priority's targets. */
export type SlaPolicies = Record<TicketPriority, SlaPolicyInput>;

const hours = (label: string) =>
  z
    .string()
    .trim()
    .max(12, `${label}: informe as horas, como 4 ou 0,5.`)
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      const number = /^\d+([.,]\d{1,2})?$/.test(value) ? Number(value.replace(",", ".")) : NaN;
      const minutes = Math.round(number * 60);
      if (!Number.isFinite(number) || minutes < 1 || number > SLA_HOURS_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `${label}: informe de 0,02 a ${SLA_HOURS_MAX} horas, ou deixe em branco para sem prazo.`,
        });
        return z.NEVER;
      }
      return minutes;
    });

const policy = (priority: TicketPriority) =>
  z.object({
    firstResponse: hours(`${TICKET_PRIORITY_LABELS[priority]}, primeira resposta`),
    resolution: hours(`${TICKET_PRIORITY_LABELS[priority]}, resolução`),
    businessHours: z
      .string()
      .optional()
      .transform((value) => value === "on"),
  });

/** The SLA form: `<priority>.firstResponse`, `.resolution` (hours) and `.businessHours` (a checkbox). */
export const slaSchema = z
  .object({
    urgente: policy("urgente").optional(),
    alta: policy("alta").optional(),
    media: policy("media").optional(),
    baixa: policy("baixa").optional(),
  })
  .transform((form) => {
    const stored = (row: (typeof form)[TicketPriority]): SlaPolicyInput => ({
      firstResponseMinutes: row?.firstResponse ?? null,
      resolutionMinutes: row?.resolution ?? null,
      businessHours: row?.businessHours ?? false,
    });
    return Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, stored(form[p])])) as Record<TicketPriority, SlaPolicyInput>;
  });

/** The weekdays as the horário form lists them, Monday first (0 domingo … 6 sábado). */
export const WEEKDAYS: ReadonlyArray<{ day: number; label: string }> = [
  { day: 1, label: "Segunda" },
  { day: 2, label: "Terça" },
  { day: 3, label: "Quarta" },
  { day: 4, label: "Quinta" },
  { day: 5, label: "Sexta" },
  { day: 6, label: "Sábado" },
  { day: 0, label: "Domingo" },
];

export const SLA_CLOCK_MESSAGES = {
  days: "Escolha ao menos um dia de atendimento.",
  opens: "Informe a abertura como 08:00.",
  closes: "Informe o fechamento como 18:00 (00:00 fecha à meia-noite).",
  order: "O fechamento deve ser depois da abertura, no mesmo dia.",
} as const;

/** "08:00" as minutes of the day; null when malformed. */
function minutesOfDay(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "HH:MM" of minutes of the day, 1440 as "00:00" (midnight, the end of the day). */
export const timeOfDay = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

const timeField = (message: string) => z.string({ error: message }).trim().max(5, message);

/** The SLA clock form: `pausar` (a checkbox: Pendente pauses), `dias` (weekday digits, repeated), `abre` and `fecha` ("08:00"; a closing of 00:00 is midnight). */
export const slaClockSchema = z
  .object({
    pausar: z
      .string()
      .max(2)
      .optional()
      .transform((value) => value === "on"),
    dias: z
      .union([z.string().max(1), z.array(z.string().max(1)).max(7)], { error: SLA_CLOCK_MESSAGES.days })
      .transform((value) => (Array.isArray(value) ? value : [value])),
    abre: timeField(SLA_CLOCK_MESSAGES.opens),
    fecha: timeField(SLA_CLOCK_MESSAGES.closes),
  })
  .transform((form, ctx) => {
    const days = [...new Set(form.dias.filter((day) => /^[0-6]$/.test(day)).map(Number))].sort();
    const opensAt = minutesOfDay(form.abre);
    const closing = minutesOfDay(form.fecha);
    const closesAt = closing === 0 ? 1440 : closing;
    if (days.length === 0) ctx.addIssue({ code: "custom", path: ["dias"], message: SLA_CLOCK_MESSAGES.days });
    if (opensAt === null) ctx.addIssue({ code: "custom", path: ["abre"], message: SLA_CLOCK_MESSAGES.opens });
    if (closesAt === null) ctx.addIssue({ code: "custom", path: ["fecha"], message: SLA_CLOCK_MESSAGES.closes });
    else if (opensAt !== null && closesAt <= opensAt)
      ctx.addIssue({ code: "custom", path: ["fecha"], message: SLA_CLOCK_MESSAGES.order });
    if (days.length === 0 || opensAt === null || closesAt === null || closesAt <= opensAt) return z.NEVER;
    return { pauseWhilePending: form.pausar, hours: { days, opensAt, closesAt } };
  });

/** A new API key: its name, to tell keys apart. */
export const apiKeySchema = z.object({
  name: z
    .string({ error: "Dê um nome à chave, como o sistema que vai usá-la." })
    .trim()
    .min(1, "Dê um nome à chave, como o sistema que vai usá-la.")
    .max(API_KEY_NAME_MAX_LENGTH, `O nome deve ter no máximo ${API_KEY_NAME_MAX_LENGTH} caracteres.`),
});

/** Minutes as the form shows them in hours: "4", "0,5"; blank for none. */
export const hoursText = (minutes: number | null) =>
  minutes === null ? "" : String(Math.round((minutes / 60) * 100) / 100).replace(".", ",");
