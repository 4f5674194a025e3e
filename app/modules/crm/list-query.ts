import { z } from "~/config/zod";
import { addressReader, LIST_NOTICES, type ListState } from "~/config/list-query";
import { fold } from "~/config/text-rules";
import type { TicketChannel, TicketPriority, TicketStatus } from "~/db/schema/crm";
import { TICKET_CHANNELS, TICKET_PRIORITIES, TICKET_STATUSES } from "./status";

/** The views, each a fixed condition the filters narrow: minhas: assigned to me, aberto or pendente; nao-atribuidas: nobody's, aberto or pendente; todas: every atendimento; pendentes, adiadas, resolvidas: that status, whoever has it. */
export type TicketView = "minhas" | "nao-atribuidas" | "todas" | "pendentes" | "adiadas" | "resolvidas";

export const TICKET_VIEWS: readonly TicketView[] = ["minhas", "nao-atribuidas", "todas", "pendentes", "adiadas", "resolvidas"];

export const TICKET_VIEW_LABELS: Record<TicketView, string> = {
  minhas: "Minhas",
  "nao-atribuidas": "Não atribuídas",
  todas: "Todas",
  pendentes: "Pendentes",
  adiadas: "Adiadas",
  resolvidas: "Resolvidas",
};

export const DEFAULT_TICKET_VIEW: TicketView = "minhas";

/** The value of `responsavel` that asks for atendimentos nobody has. */
export const NOBODY = "ninguem";

export interface TicketFilters {
  status?: TicketStatus;
  priority?: TicketPriority;
  channel?: TicketChannel;
  label?: string;
  assignee?: string;
  unread?: boolean;
  q?: string;
}

/** atividade: the latest activity first; sla: the nearest due first, those with none last. */
export type TicketSort = "atividade" | "sla";

export interface TicketQuery extends ListState<TicketFilters, TicketSort> {
  view: TicketView;
}

/** The longest text filter and etiqueta; a longer one is ignored. */
export const MAX_TICKET_QUERY_TEXT = 100;
export const MAX_LABEL_LENGTH = 40;

export const TICKET_NOTICES = {
  view: "Visão desconhecida: mostrando Minhas.",
  status: "Situação desconhecida: o filtro de situação foi retirado.",
  priority: "Prioridade desconhecida: o filtro de prioridade foi retirado.",
  channel: "Canal desconhecido: o filtro de canal foi retirado.",
  label: `Etiqueta inválida (até ${MAX_LABEL_LENGTH} caracteres): o filtro de etiqueta foi retirado.`,
  assignee: "Responsável não encontrado: o filtro de responsável foi retirado.",
  text: `A busca aceita até ${MAX_TICKET_QUERY_TEXT} caracteres: a busca foi retirada.`,
  sort: "Ordem desconhecida: mostrando pela última atividade.",
  page: LIST_NOTICES.page,
} as const;

// Control characters never reach a filter: such a value is dropped like any other nonsense.
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value));

const schemas = {
  view: z.enum(TICKET_VIEWS as [TicketView, ...TicketView[]]),
  status: z.enum(TICKET_STATUSES as [TicketStatus, ...TicketStatus[]]),
  priority: z.enum(TICKET_PRIORITIES as [TicketPriority, ...TicketPriority[]]),
  channel: z.enum(TICKET_CHANNELS as [TicketChannel, ...TicketChannel[]]),
  assignee: z.union([z.literal(NOBODY), z.guid().transform((id) => id.toLowerCase())]),
  label: text(MAX_LABEL_LENGTH).transform(fold),
  text: text(MAX_TICKET_QUERY_TEXT),
  sort: z.enum(["atividade", "sla"]),
};

/** Reads the list's state from the address. */
export function parseTicketQuery(params: URLSearchParams): TicketQuery {
  const address = addressReader(params);
  const { notices, read } = address;
  const view = read("visao", schemas.view, TICKET_NOTICES.view) ?? DEFAULT_TICKET_VIEW;
  const filters: TicketFilters = {};
  const status = read("status", schemas.status, TICKET_NOTICES.status);
  if (status) filters.status = status;
  const priority = read("prioridade", schemas.priority, TICKET_NOTICES.priority);
  if (priority) filters.priority = priority;
  const channel = read("canal", schemas.channel, TICKET_NOTICES.channel);
  if (channel) filters.channel = channel;
  const label = read("etiqueta", schemas.label, TICKET_NOTICES.label);
  if (label) filters.label = label;
  const assignee = read("responsavel", schemas.assignee, TICKET_NOTICES.assignee);
  if (assignee) filters.assignee = assignee;
  if (params.get("nao-lidos") === "1") filters.unread = true;
  const q = read("q", schemas.text, TICKET_NOTICES.text);
  if (q) filters.q = q;
  const sort = read("ordem", schemas.sort, TICKET_NOTICES.sort) ?? "atividade";
  const page = address.page();
  return { view, filters, sort, page, notices };
}

/** What a link changes in the list's state; a new view, filter or order goes back to page 1. */
export interface TicketQueryChange {
  view?: TicketView;
  filters?: TicketFilters;
  sort?: TicketSort;
  page?: number;
}

/** The address fields of the filters (without the view, order and page). */
export function ticketFilterParams(filters: TicketFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.status) params.status = filters.status;
  if (filters.priority) params.prioridade = filters.priority;
  if (filters.channel) params.canal = filters.channel;
  if (filters.label) params.etiqueta = filters.label;
  if (filters.assignee) params.responsavel = filters.assignee;
  if (filters.unread) params["nao-lidos"] = "1";
  if (filters.q) params.q = filters.q;
  return params;
}

/** The address search (`?visao=…`, without defaults) of the state after `change`. */
export function ticketSearch(
  query: Pick<TicketQuery, "view" | "filters" | "sort" | "page">,
  change: TicketQueryChange = {},
): string {
  const view = change.view ?? query.view;
  const filters = change.filters ?? query.filters;
  const sort = change.sort ?? query.sort;
  const reset = change.view !== undefined || change.filters !== undefined || change.sort !== undefined;
  const page = change.page ?? (reset ? 1 : query.page);
  const params = new URLSearchParams();
  if (view !== DEFAULT_TICKET_VIEW) params.set("visao", view);
  for (const [name, value] of Object.entries(ticketFilterParams(filters))) params.set(name, value);
  if (sort !== "atividade") params.set("ordem", sort);
  if (page > 1) params.set("pagina", String(page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** True when any filter narrows the view. */
export const isTicketFiltered = (filters: TicketFilters) => Object.keys(ticketFilterParams(filters)).length > 0;
