/**
 * The audit log's state in its address (`pessoa`, `acao`, `de`/`ate` inclusive, cursor `apos`/`antes` as `<occurred_at>_<id>`), so a filtered log survives reload and Back.
 * An invalid value is dropped with a pt-BR notice, never an error. Pure.
 */
import { z } from "~/config/zod";
import { addressReader, LIST_NOTICES } from "~/config/list-query";
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from "./actions";

export interface AuditFilters {
  actorId?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** A position in the log: the event's instant (ISO 8601, UTC) and id, which break ties. */
export interface AuditCursor {
  occurredAt: string;
  id: string;
}

export interface AuditQuery {
  filters: AuditFilters;
  /** `older`: the page after `cursor`; `newer`: the page before it; none: the newest page. */
  cursor?: { direction: "older" | "newer"; at: AuditCursor };
  notices: string[];
}

export const AUDIT_NOTICES = {
  person: "Pessoa não encontrada no registro: o filtro de pessoa foi retirado.",
  action: "Ação desconhecida: o filtro de ação foi retirado.",
  from: LIST_NOTICES.from,
  to: LIST_NOTICES.to,
  swapped: LIST_NOTICES.swapped,
  cursor: "Página inválida no endereço: mostrando os eventos mais recentes.",
} as const;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const cursorSchema = z
  .string()
  .max(80)
  .transform((text, context) => {
    const [occurredAt = "", id = "", ...rest] = text.split("_");
    const valid =
      rest.length === 0 &&
      ISO_INSTANT.test(occurredAt) &&
      !Number.isNaN(Date.parse(occurredAt)) &&
      new Date(occurredAt).toISOString() === occurredAt &&
      z.guid().safeParse(id).success;
    if (!valid) {
      context.addIssue({ code: "custom", message: AUDIT_NOTICES.cursor });
      return z.NEVER;
    }
    return { occurredAt, id: id.toLowerCase() };
  });

export const cursorParam = (at: AuditCursor) => `${at.occurredAt}_${at.id}`;

export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const address = addressReader(params);
  const { notices } = address;
  const value = (name: string) => address.value(name)?.trim();
  const filters: AuditFilters = {};
  const person = value("pessoa");
  if (person !== undefined) {
    if (z.guid().safeParse(person).success) filters.actorId = person.toLowerCase();
    else notices.push(AUDIT_NOTICES.person);
  }
  const action = value("acao");
  if (action !== undefined) {
    if (isAuditAction(action)) filters.action = action;
    else notices.push(AUDIT_NOTICES.action);
  }
  Object.assign(filters, address.dates());

  const query: AuditQuery = { filters, notices };
  for (const [name, direction] of [
    ["apos", "older"],
    ["antes", "newer"],
  ] as const) {
    const raw = value(name);
    if (raw === undefined || query.cursor) continue;
    const parsed = cursorSchema.safeParse(raw);
    if (parsed.success) query.cursor = { direction, at: parsed.data };
    else notices.push(AUDIT_NOTICES.cursor);
  }
  return query;
}

/** The address fields of `filters` (only those in use). */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actorId) params.set("pessoa", filters.actorId);
  if (filters.action) params.set("acao", filters.action);
  if (filters.from) params.set("de", filters.from);
  if (filters.to) params.set("ate", filters.to);
  return params;
}

/** The address search (`?pessoa=…`, or "" without filters) of `filters` at `cursor`. */
export function auditSearch(filters: AuditFilters, cursor?: AuditQuery["cursor"]): string {
  const params = auditFilterParams(filters);
  if (cursor) params.set(cursor.direction === "older" ? "apos" : "antes", cursorParam(cursor.at));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const isAuditFiltered = (filters: AuditFilters) =>
  Boolean(filters.actorId || filters.action || filters.from || filters.to);

/** The actions a person can filter by, with their pt-BR labels, in the order of actions.ts. */
export const AUDIT_ACTION_CHOICES = (Object.entries(AUDIT_ACTIONS) as Array<[AuditAction, string]>).map(([value, label]) => ({
  value,
  label,
}));
