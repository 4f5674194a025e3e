/**
 * A paged list's state in its address (filters, order, page), read the
 * same way by every domain's list: each value checked with zod, one that
 * makes no sense dropped with a pt-BR notice, never an error. Pure.
 */
import { monthOf, parseDate, parseMonth } from "./calendar";
import { pageNumber } from "./pagination";
import { z } from "./zod";

export type SortOrder = "asc" | "desc";

/** An order of a list: its key and direction. */
export interface ListSort<Key extends string> {
  by: Key;
  order: SortOrder;
}

/** A list's state as its address gives it: filters, order, 1-based page and why values were dropped (pt-BR). */
export interface ListState<Filters, Sort> {
  filters: Filters;
  sort: Sort;
  page: number;
  notices: string[];
}

export const LIST_NOTICES = {
  month: "Mês inválido no endereço (use aaaa-mm): mostrando o mês atual.",
  from: "Data inicial inválida no endereço (use aaaa-mm-dd): a data foi retirada.",
  to: "Data final inválida no endereço (use aaaa-mm-dd): a data foi retirada.",
  swapped: "A data inicial era posterior à final: as datas foram trocadas.",
  page: "Página inválida: mostrando a página mais próxima.",
} as const;

const ORDER = z.enum(["asc", "desc"]);

/** The address names of `ordem` for each sort key, and the notices of an unknown `ordem` or `direcao`. */
export interface SortAddress<Key extends string> {
  names: Record<Key, string>;
  fallback: ListSort<Key>;
  notices: { sort: string; order: string };
  /** The direction when `direcao` is absent; the fallback's by default. */
  orderOf?: (by: Key) => SortOrder;
}

/** The reader of one address; `notices` gathers why a value was dropped, in the order read. */
export function addressReader(params: URLSearchParams) {
  const notices: string[] = [];

  /** The text of `name`, or undefined when absent or blank (not trimmed). */
  const value = (name: string) => {
    const text = params.get(name);
    return text === null || text.trim() === "" ? undefined : text;
  };

  /** The parsed value of `name`; undefined when absent, or (with `notice`, if given) when it does not parse. */
  function read<T>(name: string, schema: z.ZodType<T>, notice?: string): T | undefined {
    const raw = value(name);
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    if (notice !== undefined) notices.push(notice);
    return undefined;
  }

  /** `mes` (aaaa-mm), else the month of `today` (YYYY-MM-DD). */
  function month(today: string): string {
    const raw = value("mes")?.trim();
    const month = parseMonth(raw) ?? monthOf(today);
    if (raw !== undefined && month !== raw) notices.push(LIST_NOTICES.month);
    return month;
  }

  /** `de` and `ate` (aaaa-mm-dd), each left out when not a date; swapped when the first is later. */
  function dates(): { from?: string; to?: string } {
    const rawFrom = value("de")?.trim();
    const rawTo = value("ate")?.trim();
    let from = parseDate(rawFrom) ?? undefined;
    let to = parseDate(rawTo) ?? undefined;
    if (rawFrom !== undefined && !from) notices.push(LIST_NOTICES.from);
    if (rawTo !== undefined && !to) notices.push(LIST_NOTICES.to);
    if (from && to && from > to) {
      [from, to] = [to, from];
      notices.push(LIST_NOTICES.swapped);
    }
    return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }

  /** `ordem` and `direcao` as a sort of `address`'s keys. */
  function sort<Key extends string>(address: SortAddress<Key>): ListSort<Key> {
    // The schema only when there is an order to read: most requests have none.
    const param =
      value("ordem") === undefined
        ? undefined
        : read("ordem", z.enum(Object.values(address.names) as [string, ...string[]]), address.notices.sort);
    const order = read("direcao", ORDER, address.notices.order);
    const by = (param ? sortKeyOf(address.names, param) : undefined) ?? address.fallback.by;
    return { by, order: order ?? address.orderOf?.(by) ?? address.fallback.order };
  }

  /** `pagina`: 1-based; one out of range becomes the nearest page. */
  function page(): number {
    const raw = value("pagina");
    const page = pageNumber(raw);
    if (raw !== undefined && Number(raw.trim()) !== page) notices.push(LIST_NOTICES.page);
    return page;
  }

  return { notices, value, read, month, dates, sort, page };
}

const sortKeyOf = <Key extends string>(names: Record<Key, string>, param: string) =>
  (Object.entries(names) as Array<[Key, string]>).find(([, name]) => name === param)?.[0];

/** The address fields of an order (`ordem`, `direcao`); none for the fallback one. */
export function sortParams<Key extends string>(
  sort: ListSort<Key>,
  address: Pick<SortAddress<Key>, "names" | "fallback">,
): Record<string, string> {
  const { names, fallback } = address;
  return sort.by === fallback.by && sort.order === fallback.order ? {} : { ordem: names[sort.by], direcao: sort.order };
}
