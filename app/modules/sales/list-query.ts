/**
 * The sales list's state in its address, so a filtered list can be shared and survives reload and Back;
 * a value that makes no sense is dropped with a pt-BR notice, never an error. Pure.
 */
import { z } from "~/config/zod";
import { monthOf, monthRange } from "~/config/calendar";
import { addressReader, LIST_NOTICES, sortParams, type ListSort, type ListState, type SortAddress } from "~/config/list-query";
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
export type SaleSort = ListSort<SaleSortKey>;

export interface SaleQuery extends ListState<SaleFilters, SaleSort> {
  /** A customer's name (or part of it) given as `cliente` instead of an id. */
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
  ...LIST_NOTICES,
  status: "Situação desconhecida: o filtro de situação foi retirado.",
  contact: "Cliente não encontrado: o filtro de cliente foi retirado.",
  seller: "Vendedor não encontrado: o filtro de vendedor foi retirado.",
  text: `A busca aceita até ${MAX_SALE_QUERY_TEXT} caracteres: a busca foi retirada.`,
  sort: "Ordem desconhecida: mostrando por data.",
  order: "Direção desconhecida: mostrando a mais recente primeiro.",
} as const;

const SORT_ADDRESS: SortAddress<SaleSortKey> = {
  names: SALE_SORT_PARAMS,
  fallback: DEFAULT_SALE_SORT,
  notices: NOTICES,
  orderOf: (by) => (by === "customer" ? "asc" : "desc"),
};

const schemas = {
  id: z.guid(),
  status: z.enum(SALE_STATUS_FILTERS as [string, ...string[]]),
  text: z.string().trim().max(MAX_SALE_QUERY_TEXT),
};

/** Reads the list's state from the address; `today` (YYYY-MM-DD) gives the default month. */
export function parseSaleQuery(params: URLSearchParams, today: string): SaleQuery {
  const address = addressReader(params);
  const { notices, value, read } = address;
  // `de`/`ate` when either is a real date (the other end then its month's), else `mes`.
  const dates = address.dates();
  let filters: SaleFilters;
  if (dates.from || dates.to) {
    const from = dates.from ?? monthRange(monthOf(dates.to!)).first;
    filters = { from, to: dates.to ?? monthRange(monthOf(from)).last };
  } else {
    const month = address.month(today);
    const { first, last } = monthRange(month);
    filters = { from: first, to: last, month };
  }
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
  const sort = address.sort(SORT_ADDRESS);
  const page = address.page();
  return { filters, sort, page, notices, ...(contactName ? { contactName } : {}) };
}

/** What a link changes in the list's state; a new period or order goes back to page 1. */
export interface SaleQueryChange {
  month?: string;
  sort?: SaleSort;
  page?: number;
}

/** The address fields of an order (`ordem`, `direcao`); none for the default one. */
export const saleSortParams = (sort: SaleSort): Record<string, string> => sortParams(sort, SORT_ADDRESS);

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
