/**
 * The sales list's state in its address, so a filtered list can be shared and survives reload and Back;
 * a value that makes no sense is dropped with a pt-BR notice, never an error. Pure.
 */
import { z } from "~/config/zod";
import { monthOf, monthRange, parseDate, parseMonth } from "~/config/calendar";
import { pageNumber } from "~/config/pagination";
import type { SaleStatus } from "~/db/schema/sales";
import { SALE_STATUSES } from "./status";

/** A status, or every proposta (rascunho and enviada). */
export type SaleStatusFilter = SaleStatus | "propostas";

export interface SaleFilters {
  from: string;
  to: string;
  month?: string;
  status?: SaleStatusFilter;
  contactId?: string;
  sellerId?: string;
  q?: string;
}

export type SaleSortKey = "date" | "customer" | "total" | "number";
export interface SaleSort {
  by: SaleSortKey;
  order: "asc" | "desc";
}

export interface SaleQuery {
  filters: SaleFilters;
  sort: SaleSort;
  page: number;
  notices: string[];
  contactName?: string;
}

/** The longest text filter; a longer one is ignored. */
export const MAX_SALE_QUERY_TEXT = 100;

export const DEFAULT_SALE_SORT: SaleSort = { by: "date", order: "desc" };

/** Address names of the sort keys (`?ordem=`). */
export const SALE_SORT_PARAMS: Record<SaleSortKey, string> = {
  date: "data",
  customer: "cliente",
  total: "total",
  number: "numero",
};

export const SALE_STATUS_FILTERS: readonly SaleStatusFilter[] = ["propostas", ...SALE_STATUSES];

export const NOTICES = {
  month: "Mês inválido no endereço (use aaaa-mm): mostrando o mês atual.",
  from: "Data inicial inválida no endereço (use aaaa-mm-dd): a data foi retirada.",
  to: "Data final inválida no endereço (use aaaa-mm-dd): a data foi retirada.",
  swapped: "A data inicial era posterior à final: as datas foram trocadas.",
  status: "Situação desconhecida: o filtro de situação foi retirado.",
  contact: "Cliente não encontrado: o filtro de cliente foi retirado.",
  seller: "Vendedor não encontrado: o filtro de vendedor foi retirado.",
  text: `A busca aceita até ${MAX_SALE_QUERY_TEXT} caracteres: a busca foi retirada.`,
  sort: "Ordem desconhecida: mostrando por data.",
  order: "Direção desconhecida: mostrando a mais recente primeiro.",
  page: "Página inválida: mostrando a página mais próxima.",
} as const;

const schemas = {
  id: z.guid(),
  status: z.enum(SALE_STATUS_FILTERS as [string, ...string[]]),
  sort: z.enum(Object.values(SALE_SORT_PARAMS) as [string, ...string[]]),
  order: z.enum(["asc", "desc"]),
  text: z.string().trim().max(MAX_SALE_QUERY_TEXT),
};

const sortKeyOf = (param: string) =>
  (Object.entries(SALE_SORT_PARAMS) as Array<[SaleSortKey, string]>).find(([, name]) => name === param)?.[0];

function readPeriod(value: (name: string) => string | undefined, today: string, notices: string[]) {
  const rawFrom = value("de")?.trim();
  const rawTo = value("ate")?.trim();
  let from = parseDate(rawFrom);
  let to = parseDate(rawTo);
  if (rawFrom !== undefined && !from) notices.push(NOTICES.from);
  if (rawTo !== undefined && !to) notices.push(NOTICES.to);
  if (from || to) {
    from ??= monthRange(monthOf(to!)).first;
    to ??= monthRange(monthOf(from)).last;
    if (from > to) {
      [from, to] = [to, from];
      notices.push(NOTICES.swapped);
    }
    return { from, to };
  }
  const rawMonth = value("mes")?.trim();
  const month = parseMonth(rawMonth) ?? monthOf(today);
  if (rawMonth !== undefined && month !== rawMonth) notices.push(NOTICES.month);
  const { first, last } = monthRange(month);
  return { from: first, to: last, month };
}

/** Reads the list's state from the address; `today` (YYYY-MM-DD) gives the default month. */
export function parseSaleQuery(params: URLSearchParams, today: string): SaleQuery {
  const notices: string[] = [];
  const value = (name: string) => {
    const text = params.get(name);
    return text === null || text.trim() === "" ? undefined : text;
  };
  function read<T>(name: string, schema: z.ZodType<T>, notice: string): T | undefined {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    notices.push(notice);
    return undefined;
  }

  const filters: SaleFilters = readPeriod(value, today, notices);
  const status = read("status", schemas.status, NOTICES.status);
  if (status) filters.status = status as SaleStatusFilter;
  let contactName: string | undefined;
  const rawContact = value("cliente");
  if (rawContact !== undefined) {
    const id = schemas.id.safeParse(rawContact.trim());
    const name = id.success ? undefined : schemas.text.safeParse(rawContact);
    if (id.success) filters.contactId = id.data.toLowerCase();
    else if (name?.success) contactName = name.data;
    else notices.push(NOTICES.contact);
  }
  const seller = read("vendedor", schemas.id, NOTICES.seller);
  if (seller) filters.sellerId = seller.toLowerCase();
  const q = read("q", schemas.text, NOTICES.text);
  if (q) filters.q = q;

  const sortParam = read("ordem", schemas.sort, NOTICES.sort);
  const order = read("direcao", schemas.order, NOTICES.order);
  const by = (sortParam ? sortKeyOf(sortParam) : undefined) ?? DEFAULT_SALE_SORT.by;
  const sort: SaleSort = { by, order: order ?? (by === "customer" ? "asc" : DEFAULT_SALE_SORT.order) };

  const rawPage = value("pagina");
  const page = pageNumber(rawPage);
  if (rawPage !== undefined && Number(rawPage.trim()) !== page) notices.push(NOTICES.page);

  return { filters, sort, page, notices, ...(contactName ? { contactName } : {}) };
}

/** What a link changes in the list's state; a new period or order goes back to page 1. */
export interface SaleQueryChange {
  month?: string;
  sort?: SaleSort;
  page?: number;
}

/** The address fields of an order (`ordem`, `direcao`); none for the default one. */
export function saleSortParams(sort: SaleSort): Record<string, string> {
  return sort.by === DEFAULT_SALE_SORT.by && sort.order === DEFAULT_SALE_SORT.order
    ? {}
    : { ordem: SALE_SORT_PARAMS[sort.by], direcao: sort.order };
}

/** The period's address fields: `mes`, or `de` and `ate`. */
export const periodParams = (filters: Pick<SaleFilters, "from" | "to" | "month">): Record<string, string> =>
  filters.month ? { mes: filters.month } : { de: filters.from, ate: filters.to };

/** The address search (`?mes=…`, without defaults) of the state after `change`. */
export function saleSearch(
  query: Pick<SaleQuery, "filters" | "sort" | "page" | "contactName">,
  change: SaleQueryChange = {},
): string {
  const range = change.month ? monthRange(change.month) : undefined;
  const period = range ? { from: range.first, to: range.last, month: change.month } : query.filters;
  const sort = change.sort ?? query.sort;
  const page = change.page ?? (change.month || change.sort ? 1 : query.page);
  const { filters } = query;
  const params = new URLSearchParams(periodParams(period));
  if (filters.status) params.set("status", filters.status);
  if (filters.contactId) params.set("cliente", filters.contactId);
  else if (query.contactName) params.set("cliente", query.contactName);
  if (filters.sellerId) params.set("vendedor", filters.sellerId);
  if (filters.q) params.set("q", filters.q);
  for (const [name, value] of Object.entries(saleSortParams(sort))) params.set(name, value);
  if (page > 1) params.set("pagina", String(page));
  return `?${params}`;
}

/** True when any filter besides the period is in use. */
export const isSaleFiltered = (filters: SaleFilters) =>
  Boolean(filters.status || filters.contactId || filters.sellerId || filters.q);
