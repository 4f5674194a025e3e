/**
 * The page of GET /api/members (docs/auth-api.md "Members and
 * invitations"): an organization's members and its pending invitations
 * (expired ones too) in one list, filtered, sorted and paged. The rows are
 * filtered and sorted in memory: an organization holds at most some
 * thousands of memberships, read with two indexed queries.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
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
  const matching = rows.filter((row) => matches(row, query)).sort(comparator(query));
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MEMBERS_PAGE_SIZE;
  return {
    Items: matching.slice((page - 1) * pageSize, page * pageSize),
    Total: matching.length,
    Page: page,
    PageSize: pageSize,
  };
}

function matches(row: MemberRow, { q, status, role }: MemberListQuery): boolean {
  if (status && row.Status !== status) return false;
  if (role && isAdministratorRole(row.Role) !== (role === "Administrator")) return false;
  if (!q) return true;
  const needle = fold(q);
  return [row.Name, row.Username, row.Email].some((text) => text !== null && fold(text).includes(needle));
}

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });

/** Sort key of a row; null sorts last in both orders. */
function key(row: MemberRow, sort: MemberListQuery["sort"]): string | number | null {
  switch (sort) {
    case "email":
      return row.Email;
    case "role":
      return row.Role;
    case "status":
      return MEMBER_STATUSES.indexOf(row.Status);
    case "lastLogin":
      return row.LastLogin ? Date.parse(row.LastLogin) : null;
    default:
      return row.Name ?? row.Email;
  }
}

function comparator(query: MemberListQuery) {
  const direction = query.order === "desc" ? -1 : 1;
  return (a: MemberRow, b: MemberRow) => {
    const left = key(a, query.sort);
    const right = key(b, query.sort);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = typeof left === "number" ? left - (right as number) : collator.compare(left, String(right));
      if (order !== 0) return order * direction;
    }
    return collator.compare(a.Name ?? a.Email, b.Name ?? b.Email) || a.Id.localeCompare(b.Id);
  };
}
