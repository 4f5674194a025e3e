import type { Kysely } from "kysely";
import { z } from "~/config/zod";
import { fold } from "~/config/text-rules";
import { isAdministratorRole } from "~/config/roles";
import {
  MAX_MEMBER_QUERY_LENGTH,
  MAX_MEMBERS_PAGE_SIZE,
  MEMBER_ROLES,
  MEMBER_SORTS,
  MEMBER_STATUSES,
  MEMBERS_PAGE_SIZE,
  type MemberPage,
  type MemberRow,
} from "~/contracts/members";
import type { Database } from "~/db/schema";
import { nameMatches } from "../search/ranking";
import { searchTerms } from "../search/terms";
import { MEMBER_STATES } from "./member-rules";

const positive = (message: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

/** The query string of GET /api/members; empty values count as absent. */
export const memberQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(MAX_MEMBER_QUERY_LENGTH, `A busca deve ter no máximo ${MAX_MEMBER_QUERY_LENGTH} caracteres.`)
    .optional(),
  status: z.enum(MEMBER_STATUSES, { error: "Situação inválida: use active, blocked, disabled ou invited." }).optional(),
  role: z.enum(MEMBER_ROLES, { error: "Papel deve ser Usuario ou Administrator." }).optional(),
  sort: z.enum(MEMBER_SORTS, { error: "Ordenação inválida: use name, email, role, status ou lastLogin." }).optional(),
  order: z.enum(["asc", "desc"], { error: "Ordem inválida: use asc ou desc." }).optional(),
  page: positive("Página inválida.", 100_000).optional(),
  pageSize: positive(`Tamanho de página inválido: de 1 a ${MAX_MEMBERS_PAGE_SIZE}.`, MAX_MEMBERS_PAGE_SIZE).optional(),
});
export type MemberListQuery = z.output<typeof memberQuerySchema>;

/** Reads the rows of the organization and answers the asked page (`Page` beyond the last gives no items). */
export async function listMemberPage(db: Kysely<Database>, organizationId: string, query: MemberListQuery): Promise<MemberPage> {
  const [members, invitations] = await Promise.all([
    db
      .selectFrom("memberships as m")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["u.id", "u.given_name", "u.family_name", "u.username", "u.email", "u.last_login", "m.role", "m.status"])
      .where("m.organization_id", "=", organizationId)
      .where("m.status", "in", MEMBER_STATES)
      .$narrowType<{ status: (typeof MEMBER_STATES)[number] }>()
      .execute(),
    db
      .selectFrom("invitations")
      .select(["id", "email", "role", "expires_at"])
      .where("organization_id", "=", organizationId)
      .where("accepted_at", "is", null)
      .where("revoked_at", "is", null)
      .execute(),
  ]);
  const rows: MemberRow[] = [
    ...members.map((row) => ({
      Kind: "member" as const,
      Id: row.id,
      Name: `${row.given_name} ${row.family_name}`.trim(),
      Username: row.username,
      Email: row.email,
      Role: row.role,
      Status: row.status,
      LastLogin: row.last_login,
      ExpiresAt: null,
    })),
    ...invitations.map((row) => ({
      Kind: "invitation" as const,
      Id: row.id,
      Name: null,
      Username: null,
      Email: row.email,
      Role: row.role,
      Status: "invited" as const,
      LastLogin: null,
      ExpiresAt: row.expires_at,
    })),
  ];
  const found = rows.filter(matcher(query));
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MEMBERS_PAGE_SIZE;
  const matching = sortRows(found, query);
  if (query.q && found.length < pageSize) matching.push(...forgivingTypos(rows, found, query));
  return {
    Items: matching.slice((page - 1) * pageSize, page * pageSize),
    Total: matching.length,
    Page: page,
    PageSize: pageSize,
  };
}

function matcher({ q, status, role }: MemberListQuery): (row: MemberRow) => boolean {
  const needle = q ? fold(q) : "";
  return (row) => {
    if (status && row.Status !== status) return false;
    if (role && isAdministratorRole(row.Role) !== (role === "Administrator")) return false;
    return !needle || [row.Name, row.Username, row.Email].some((text) => text !== null && fold(text).includes(needle));
  };
}

/**
 * Members the search would find for `q` though it is not in their name,
 * user name or e-mail as typed: a typo, or words in another order (the
 * user search's rules, decision 0006); after the exact ones, as the search
 * ranks them.
 */
function forgivingTypos(rows: MemberRow[], found: MemberRow[], query: MemberListQuery): MemberRow[] {
  const filters = matcher({ ...query, q: undefined });
  const others = rows.filter((row) => row.Name !== null && !found.includes(row) && filters(row));
  const candidates = others.map((row) => ({ row, id: row.Id, sort_name: fold(row.Name!), username: row.Username ?? "" }));
  return nameMatches(candidates, searchTerms(query.q!)).map(({ row }) => row);
}

function key(row: MemberRow, sort: MemberListQuery["sort"]): string | number | null {
  switch (sort) {
    case "email":
      return fold(row.Email);
    case "role":
      return row.Role;
    case "status":
      return MEMBER_STATUSES.indexOf(row.Status);
    case "lastLogin":
      return row.LastLogin ? Date.parse(row.LastLogin) : null;
    default:
      return fold(row.Name ?? row.Email);
  }
}

const compare = (left: string | number, right: string | number) => (left < right ? -1 : left > right ? 1 : 0);

function sortRows(rows: MemberRow[], query: MemberListQuery): MemberRow[] {
  const direction = query.order === "desc" ? -1 : 1;
  return rows
    .map((row) => ({ row, key: key(row, query.sort), name: fold(row.Name ?? row.Email) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
      } else {
        const order = compare(a.key, b.key);
        if (order !== 0) return order * direction;
      }
      return compare(a.name, b.name) || compare(a.row.Id, b.row.Id);
    })
    .map(({ row }) => row);
}
