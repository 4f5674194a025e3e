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
