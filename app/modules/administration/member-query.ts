/**
 * The address of the members list (/profile): `q` (name, user name or
 * e-mail, at most 100 characters), `situacao`, `papel`, `ordem`, `direcao`
 * and `pagina`. Unknown values fall back to the defaults, so no address a
 * person types reaches the auth service as a bad request. Pure.
 */
import {
  MAX_MEMBER_QUERY_LENGTH,
  MEMBER_ROLES,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  type MemberRole,
  type MemberSort,
  type MemberStatus,
} from "~/contracts/members";
import { addressReader } from "~/config/list-query";
import { z } from "~/config/zod";

/** The list's query as the page reads it: every field set. */
export interface MembersView {
  q: string;
  status: MemberStatus | null;
  role: MemberRole | null;
  sort: MemberSort;
  order: "asc" | "desc";
  page: number;
}

export const DEFAULT_VIEW: MembersView = { q: "", status: null, role: null, sort: "name", order: "asc", page: 1 };

/** The view of an address's search parameters. */
export function readMembersView(params: URLSearchParams): MembersView {
  const { read, page } = addressReader(params);
  const oneOf = <T extends string>(name: string, values: readonly T[]) => read(name, z.enum(values as [T, ...T[]])) ?? null;
  return {
    q: (params.get("q") ?? "").trim().slice(0, MAX_MEMBER_QUERY_LENGTH),
    status: oneOf("situacao", MEMBER_STATUSES),
    role: oneOf("papel", MEMBER_ROLES),
    sort: oneOf("ordem", MEMBER_SORTS) ?? DEFAULT_VIEW.sort,
    order: oneOf("direcao", ["asc", "desc"] as const) ?? DEFAULT_VIEW.order,
    page: page(),
  };
}

/** The address's search (with its "?") of `view`: only what differs from the defaults; "?" for none. */
export function membersSearch(view: MembersView): string {
  const params = new URLSearchParams();
  if (view.q) params.set("q", view.q);
  if (view.status) params.set("situacao", view.status);
  if (view.role) params.set("papel", view.role);
  if (view.sort !== DEFAULT_VIEW.sort || view.order !== DEFAULT_VIEW.order) {
    params.set("ordem", view.sort);
    params.set("direcao", view.order);
  }
  if (view.page > 1) params.set("pagina", String(view.page));
  return `?${params}`;
}
