import type { Kysely } from "kysely";
import type { Database, MembershipStatus, UserTable } from "~/db/schema";

export interface MembershipClaim {
  id: string;
  name: string;
  role: string;
  isPrimary: boolean;
}

export interface Account extends UserTable {
  memberships: MembershipClaim[];
}

/** Finds a user by user name or e-mail (case-insensitive), with memberships. */
export async function findAccount(db: Kysely<Database>, identifier: string): Promise<Account | null> {
  const key = identifier.trim().toLowerCase();
  const column = key.includes("@") ? "email" : "username";
  const user = await db.selectFrom("users").selectAll().where(column, "=", key).executeTakeFirst();
  return user ? withMemberships(db, user) : null;
}

/** Finds a user by id, with memberships. */
export async function findAccountById(db: Kysely<Database>, id: string): Promise<Account | null> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return user ? withMemberships(db, user) : null;
}

async function withMemberships(db: Kysely<Database>, user: UserTable): Promise<Account> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("organizations", "organizations.id", "memberships.organization_id")
    .select(["organizations.id", "organizations.slug", "memberships.role", "memberships.is_primary"])
    .where("memberships.user_id", "=", user.id)
    .where("memberships.status", "=", "active")
    .orderBy("memberships.is_primary", "desc")
    .orderBy("organizations.slug")
    .execute();
  return {
    ...user,
    memberships: rows.map((row) => ({
      id: row.id,
      name: row.slug,
      role: row.role,
      isPrimary: Boolean(row.is_primary),
    })),
  };
}

/** Every membership's state of a user with the organization's display name, primary first then by slug (the order of the claims). */
export async function membershipStates(
  db: Kysely<Database>,
  userId: string,
): Promise<Array<{ organizationId: string; organizationName: string; status: MembershipStatus }>> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("organizations", "organizations.id", "memberships.organization_id")
    .select(["memberships.organization_id", "organizations.display_name", "memberships.status"])
    .where("memberships.user_id", "=", userId)
    .orderBy("memberships.is_primary", "desc")
    .orderBy("organizations.slug")
    .execute();
  return rows.map((row) => ({ organizationId: row.organization_id, organizationName: row.display_name, status: row.status }));
}

const seconds = (iso: string | null) => (iso ? Math.floor(Date.parse(iso) / 1000) : null);

export const fullName = (account: Pick<Account, "given_name" | "family_name">) =>
  `${account.given_name} ${account.family_name}`.trim();

/** Distinct roles over every membership. */
export const rolesOf = (account: Account) => [...new Set(account.memberships.map((m) => m.role))];

/** The userinfo claims of spec 7. */
export function userinfoClaims(account: Account) {
  return {
    sub: account.id,
    userName: account.username,
    email: account.email,
    given_name: account.given_name,
    family_name: account.family_name,
    name: fullName(account),
    phone_number: account.phone,
    picture: account.avatar_url,
    roles: rolesOf(account),
    organizations: account.memberships,
    is_active: Boolean(account.is_active),
    last_login: seconds(account.last_login),
    created_at: seconds(account.created_at),
    updatedAt: seconds(account.updated_at),
  };
}

export type UserinfoClaims = ReturnType<typeof userinfoClaims>;
