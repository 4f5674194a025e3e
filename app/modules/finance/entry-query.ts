/**
 * The state of the lançamentos list in its address, so a filtered list can
 * be shared and survives reload and the back button: `mes` (aaaa-mm), or
 * `de` and `ate` (aaaa-mm-dd), read by vencimento or by `base=competencia`
 * (entry-period.ts), `conta`, `categoria`, `tipo`, `status`, `contato`, `centro`, `q`,
 * `ordem`, `direcao` and `pagina`. `contato` holds an id, or a name typed
 * in the contact field (without JavaScript) for the list to resolve. A
 * value that makes no sense is dropped with a pt-BR notice, never an
 * error: the month falls back to the current one, the page to the first.
 * Pure; the list and its CSV export share it.
 */
import { z } from "~/config/zod";
import { addressReader, sortParams as listSortParams, type ListState, type SortAddress } from "~/config/list-query";
import { readBasis, readRange } from "./entry-period";
import { ENTRY_STATUSES } from "./status";
import type { EntryFilters, EntryKind, EntrySort, EntrySortKey } from "./types";

export interface EntryQuery extends ListState<EntryFilters, EntrySort> {
  /** A contact's name (or part of it) given as `contato` instead of an id. */
  contactName?: string;
}

/** The longest text filter; a longer one is ignored. */
export const MAX_QUERY_TEXT = 100;

export const DEFAULT_SORT: EntrySort = { by: "due_date", order: "asc" };

/** Address names of the sort keys (`?ordem=`). */
export const SORT_PARAMS: Record<EntrySortKey, string> = {
  due_date: "vencimento",
  description: "descricao",
  amount: "valor",
  status: "status",
  category: "categoria",
  contact: "contato",
};

const SORT_ADDRESS: SortAddress<EntrySortKey> = {
  names: SORT_PARAMS,
  fallback: DEFAULT_SORT,
  notices: {
    sort: "Ordem desconhecida: mostrando por vencimento.",
    order: "Direção desconhecida: mostrando em ordem crescente.",
  },
};

type IdFilter = "accountId" | "categoryId" | "contactId" | "costCenterId";

/** The id filters: address name, filter key and the notice when the id is unknown. */
export const ID_FILTERS: ReadonlyArray<{ param: string; key: IdFilter; notice: string }> = [
  { param: "conta", key: "accountId", notice: "Conta não encontrada: o filtro de conta foi retirado." },
  { param: "categoria", key: "categoryId", notice: "Categoria não encontrada: o filtro de categoria foi retirado." },
  { param: "contato", key: "contactId", notice: "Contato não encontrado: o filtro de contato foi retirado." },
  { param: "centro", key: "costCenterId", notice: "Centro de custo não encontrado: o filtro de centro de custo foi retirado." },
];

const KINDS = ["receita", "despesa", "transferencia"] as const satisfies readonly EntryKind[];

const schemas = {
  id: z.guid(),
  kind: z.enum(KINDS),
  status: z.enum(ENTRY_STATUSES as [string, ...string[]]),
  text: z.string().trim().max(MAX_QUERY_TEXT),
};

/** Reads the list's state from the address; `today` (YYYY-MM-DD) gives the default month. */
export function parseEntryQuery(params: URLSearchParams, today: string): EntryQuery {
  const address = addressReader(params);
  const { notices, value, read } = address;
  const filters: EntryFilters = { month: address.month(today) };
  const basis = readBasis(value("base"), notices);
  if (basis) filters.basis = basis;
  const range = readRange(value("de"), value("ate"), notices);
  if (range) Object.assign(filters, { range, month: range.from.slice(0, 7) });
  let contactName: string | undefined;
  for (const { param, key, notice } of ID_FILTERS) {
    const raw = value(param);
    if (raw === undefined) continue;
    const id = schemas.id.safeParse(raw);
    const name = key === "contactId" && !id.success ? schemas.text.safeParse(raw) : undefined;
    if (id.success) filters[key] = id.data.toLowerCase();
    else if (name?.success) contactName = name.data;
    else notices.push(notice);
  }
  const kind = read("tipo", schemas.kind, "Tipo desconhecido: o filtro de tipo foi retirado.");
  if (kind) filters.kind = kind;
  const status = read("status", schemas.status, "Situação desconhecida: o filtro de situação foi retirado.");
  if (status) filters.status = status as EntryFilters["status"];
  const q = read("q", schemas.text, `A busca aceita até ${MAX_QUERY_TEXT} caracteres: a busca foi retirada.`);
  if (q) filters.q = q;

  const sort = address.sort(SORT_ADDRESS);
  const page = address.page();
  return { filters, sort, page, notices, ...(contactName ? { contactName } : {}) };
}

/** Which ids exist for the filters (the organization's active accounts, categories, contacts, cost centres). */
export interface KnownIds {
  accounts: ReadonlyArray<{ id: string }>;
  categories: ReadonlyArray<{ id: string }>;
  contacts: ReadonlyArray<{ id: string }>;
  costCenters: ReadonlyArray<{ id: string }>;
}

const CHOICES_OF: Record<IdFilter, keyof KnownIds> = {
  accountId: "accounts",
  categoryId: "categories",
  contactId: "contacts",
  costCenterId: "costCenters",
};

/** The query without the id filters that name nothing of `known`, each with its notice. */
export function dropUnknownIds(query: EntryQuery, known: KnownIds): EntryQuery {
  const filters = { ...query.filters };
  const notices = [...query.notices];
  for (const { key, notice } of ID_FILTERS) {
    const id = filters[key];
    if (id && !known[CHOICES_OF[key]].some((choice) => choice.id === id)) {
      delete filters[key];
      notices.push(notice);
    }
  }
  return { ...query, filters, notices };
}

/** What a link changes in the list's state; a new month (which ends a range), filter or order goes back to page 1. */
export interface QueryChange {
  month?: string;
  sort?: EntrySort;
  page?: number;
}

/** The address search (`?mes=…`, without defaults) of the state after `change`. */
export function entrySearch(
  query: Pick<EntryQuery, "filters" | "sort" | "page" | "contactName">,
  change: QueryChange = {},
): string {
  const { range, ...filters } = { ...query.filters, month: change.month ?? query.filters.month };
  const sort = change.sort ?? query.sort;
  const page = change.page ?? (change.month || change.sort ? 1 : query.page);
  const params = new URLSearchParams(range && !change.month ? { de: range.from, ate: range.to } : { mes: filters.month });
  if (filters.basis) params.set("base", filters.basis);
  for (const { param, key } of ID_FILTERS) if (filters[key]) params.set(param, filters[key]);
  if (query.contactName && !filters.contactId) params.set("contato", query.contactName);
  if (filters.kind) params.set("tipo", filters.kind);
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  for (const [name, value] of Object.entries(sortParams(sort))) params.set(name, value);
  if (page > 1) params.set("pagina", String(page));
  return `?${params}`;
}

/** The address fields of an order (`ordem`, `direcao`); none for the default one. */
export const sortParams = (sort: EntrySort): Record<string, string> => listSortParams(sort, SORT_ADDRESS);

const PERIOD: ReadonlyArray<keyof EntryFilters> = ["month", "range", "basis"];

/** True when any filter besides the period (month or range, and its basis) is in use. */
export const isFiltered = (filters: EntryFilters) =>
  Object.keys(filters).some((key) => !PERIOD.includes(key as keyof EntryFilters));
