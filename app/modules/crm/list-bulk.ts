import { z } from "~/config/zod";
import type { TicketStatus } from "~/db/schema/crm";
import { fold } from "~/config/text-rules";
import { MAX_LABEL_LENGTH, NOBODY } from "./list-query";
import { TICKET_STATUSES } from "./status";

/** The most atendimentos one bulk action takes: a page of the list. */
export const MAX_BULK = 50;

export type BulkIntent = "atribuir" | "status" | "etiqueta" | "adiar";

export const BULK_INTENTS: readonly BulkIntent[] = ["atribuir", "status", "etiqueta", "adiar"];

/** What changeTickets is asked to do; `until` is ISO 8601 UTC, or null for the contact's next message. */
export type BulkChange =
  | { kind: "assign"; assigneeId: string | null }
  | { kind: "status"; status: TicketStatus }
  | { kind: "label"; label: string; add: boolean }
  | { kind: "snooze"; until: string | null };

export interface BulkRequest {
  intent: BulkIntent;
  ids: string[];
  change: BulkChange;
  confirmed: boolean;
  value: string;
}

export const BULK_MESSAGES = {
  intent: "Escolha o que fazer com os atendimentos marcados.",
  none: "Marque pelo menos um atendimento.",
  many: `Marque no máximo ${MAX_BULK} atendimentos de cada vez.`,
  id: "Um dos atendimentos marcados não existe.",
  assignee: "Escolha um responsável.",
  status: "Escolha uma situação.",
  label: `Escreva uma etiqueta de 1 a ${MAX_LABEL_LENGTH} caracteres.`,
  until: "Escolha a data e a hora até quando adiar (ou até a resposta do contato).",
  past: "Escolha uma data futura para adiar.",
} as const;

/** Until the contact's next message: what `ate` holds for an adiar without a date. */
export const UNTIL_REPLY = "resposta";

/** São Paulo keeps UTC-3 all year (no daylight saving time since 2019). */
const SAO_PAULO_OFFSET = "-03:00";

/** A `datetime-local` value (aaaa-mm-ddThh:mm) read as São Paulo time; ISO UTC, or null when it is not one. */
export function saoPauloDateTime(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}:00${SAO_PAULO_OFFSET}`);
  if (Number.isNaN(time)) return null;
  const iso = new Date(time).toISOString();
  // Date.parse rolls 31/02 over to March: only a real calendar date is taken.
  const back = new Date(time - 3 * 3_600_000).toISOString().slice(0, 16);
  return back === value ? iso : null;
}

const ids = z
  .array(z.guid({ error: BULK_MESSAGES.id }))
  .min(1, BULK_MESSAGES.none)
  .max(MAX_BULK, BULK_MESSAGES.many);

/** A form value as text (a file or a missing field is empty). */
const field = z.string().catch("");

/**
 * The selection form and its confirmation (`intent`, the marked `id`s, the
 * field named after the intent, `adiar-resposta`, `confirmado`) read at
 * `now`. Errors in pt-BR: `intent` when it is none of ours, else `id` and
 * the intent's own field. Safe for the browser.
 */
export const bulkSchema = (now: Date = new Date()) =>
  z
    .object({
      intent: field,
      id: z.array(field).catch([]),
      atribuir: field,
      status: field,
      etiqueta: field,
      adiar: field,
      "adiar-resposta": field,
      confirmado: field,
    })
    .transform((form, ctx): BulkRequest => {
      const refuse = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      const intent = BULK_INTENTS.find((option) => option === form.intent);
      if (!intent) {
        refuse("intent", BULK_MESSAGES.intent);
        return z.NEVER;
      }
      const checked = ids.safeParse([...new Set(form.id)]);
      if (!checked.success) refuse("id", checked.error.issues[0]!.message);
      const raw = intent === "adiar" && form["adiar-resposta"] === "1" ? UNTIL_REPLY : form[intent].trim();
      const change = changeOf(intent, raw, now);
      if ("message" in change) refuse(intent, change.message);
      if (!checked.success || "message" in change) return z.NEVER;
      return {
        intent,
        ids: checked.data.map((id) => id.toLowerCase()),
        change,
        confirmed: form.confirmado === "sim",
        value: raw,
      };
    });

/** Reads a post of the selection form at `now`; the first problem is the message. */
export function readBulk(
  form: FormData,
  now: Date = new Date(),
): { ok: true; value: BulkRequest } | { ok: false; message: string } {
  const parsed = bulkSchema(now).safeParse({ ...Object.fromEntries(form), id: form.getAll("id") });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: parsed.error.issues[0]!.message };
}

function changeOf(intent: BulkIntent, raw: string, now: Date): BulkChange | { message: string } {
  switch (intent) {
    case "atribuir": {
      if (raw === NOBODY) return { kind: "assign", assigneeId: null };
      const id = z.guid().safeParse(raw);
      return id.success ? { kind: "assign", assigneeId: id.data.toLowerCase() } : { message: BULK_MESSAGES.assignee };
    }
    case "status": {
      const status = z.enum(TICKET_STATUSES as [TicketStatus, ...TicketStatus[]]).safeParse(raw);
      // Adiar asks for its date: that is the adiar action, not a status.
      return status.success && status.data !== "adiado"
        ? { kind: "status", status: status.data }
        : { message: BULK_MESSAGES.status };
    }
    case "etiqueta": {
      const label = fold(raw);
      // eslint-disable-next-line no-control-regex
      const bad = label.length === 0 || label.length > MAX_LABEL_LENGTH || /[\u0000-\u001f\u007f]/.test(label);
      return bad ? { message: BULK_MESSAGES.label } : { kind: "label", label, add: true };
    }
    case "adiar": {
      if (raw === UNTIL_REPLY) return { kind: "snooze", until: null };
      const until = saoPauloDateTime(raw);
      if (!until) return { message: BULK_MESSAGES.until };
      return Date.parse(until) <= now.getTime() ? { message: BULK_MESSAGES.past } : { kind: "snooze", until };
    }
  }
}

/** What the desk's selection form draws beside its schema: the etiqueta's length cap (characters). */
export const BULK_FORM = { schema: bulkSchema, maxLength: { label: MAX_LABEL_LENGTH } };

const many = (count: number) => (count === 1 ? "1 atendimento" : `${count} atendimentos`);

/** The confirmation's question; `assigneeName` names the chosen responsável, `untilLabel` the adiar date as São Paulo reads it. */
export function bulkQuestion(
  request: BulkRequest,
  names: { assigneeName?: string; statusLabel?: string; untilLabel?: string },
): string {
  const count = many(request.ids.length);
  const { change } = request;
  switch (change.kind) {
    case "assign":
      return change.assigneeId === null ? `Tirar o responsável de ${count}?` : `Atribuir ${count} a ${names.assigneeName}?`;
    case "status":
      return `Mudar a situação de ${count} para ${names.statusLabel}?`;
    case "label":
      return `Adicionar a etiqueta “${change.label}” a ${count}?`;
    case "snooze":
      return change.until === null ? `Adiar ${count} até a resposta do contato?` : `Adiar ${count} até ${names.untilLabel}?`;
  }
}

/** The search parameters that tell the list what was just done. */
export const doneParams = (intent: BulkIntent, count: number) => ({ feito: intent, quantos: String(count) });

const DONE: Record<BulkIntent, [string, string]> = {
  atribuir: ["Responsável trocado em 1 atendimento.", "Responsável trocado em # atendimentos."],
  status: ["Situação mudada em 1 atendimento.", "Situação mudada em # atendimentos."],
  etiqueta: ["Etiqueta adicionada a 1 atendimento.", "Etiqueta adicionada a # atendimentos."],
  adiar: ["1 atendimento adiado.", "# atendimentos adiados."],
};

/** The message of `?feito=&quantos=`, or null when there is none (or it is not one of ours). */
export function bulkDoneMessage(params: URLSearchParams): string | null {
  const done = z
    .object({
      feito: z.enum(BULK_INTENTS as [BulkIntent, ...BulkIntent[]]),
      quantos: z.coerce.number().int().min(0).max(MAX_BULK),
    })
    .safeParse({ feito: params.get("feito"), quantos: params.get("quantos") });
  if (!done.success) return null;
  const { feito, quantos } = done.data;
  if (quantos === 0) return "Nenhum dos atendimentos marcados mudou.";
  const [one, many] = DONE[feito];
  return quantos === 1 ? one : many.replace("#", String(quantos));
}
