import type { Kysely, Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { MEMBERSHIP_REQUESTS } from "~/db/schema/tenancy";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

/** A member: user id and full name. */
export interface Member {
  id: string;
  name: string;
}

/** The organization's members by name (then id); `activeOnly` leaves out people whose account is disabled or whose membership is blocked or disabled, for choices of who may take new work. */
export async function listMembers(
  scope: Pick<TenantScope, "organizationId">,
  options: { activeOnly?: boolean } = {},
  database?: Kysely<Database>,
): Promise<Member[]> {
  let query = (database ?? (await db()))
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.given_name", "u.family_name"])
    .where("m.organization_id", "=", scope.organizationId)
    .where("m.status", "not in", MEMBERSHIP_REQUESTS);
  if (options.activeOnly) query = query.where("u.is_active", "=", 1).where("m.status", "=", "active");
  const rows = await query.orderBy("u.given_name").orderBy("u.family_name").orderBy("u.id").execute();
  return rows.map((row) => ({ id: row.id, name: `${row.given_name} ${row.family_name}`.trim() }));
}

/** Whether `userId` is a member of the organization (an id that is not a UUID is not). */
export async function isMember(
  database: Kysely<Database> | Transaction<Database>,
  scope: Pick<TenantScope, "organizationId">,
  userId: string,
): Promise<boolean> {
  return areMembers(database, scope, [userId]);
}

/** Whether every one of `userIds` is a member of the organization: a request to join (pending, refused) is not. */
export async function areMembers(
  database: Kysely<Database> | Transaction<Database>,
  scope: Pick<TenantScope, "organizationId">,
  userIds: string[],
): Promise<boolean> {
  if (!userIds.every(isId)) return false;
  const row = await database
    .selectFrom("memberships")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("organization_id", "=", scope.organizationId)
    .where("user_id", "in", userIds)
    .where("status", "not in", MEMBERSHIP_REQUESTS)
    .executeTakeFirstOrThrow();
  return Number(row.total) === new Set(userIds).size;
}

/** Whether `userId` may take new work: "active", "inactive" (membership blocked/disabled or account shut), null when not a member. */
export async function assignableState(
  database: Kysely<Database> | Transaction<Database>,
  scope: Pick<TenantScope, "organizationId">,
  userId: string,
): Promise<"active" | "inactive" | null> {
  if (!isId(userId)) return null;
  const row = await database
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.status", "u.is_active", "u.blocked_at"])
    .where("m.organization_id", "=", scope.organizationId)
    .where("m.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.status === "blocked" || row.status === "disabled") return "inactive";
  // A request to join that waits for approval, or was refused, is no membership yet.
  if (row.status !== "active") return null;
  return Boolean(row.is_active) && row.blocked_at === null ? "active" : "inactive";
}

/** A member with what their social profile says of them (profiles read only); profile fields null without a profile. */
export interface MemberProfile extends Member {
  username: string | null;
  location: string | null;
}

/** The organization's active members (account and membership) with their profile's name, username and location, by name. */
export async function listMemberProfiles(scope: Pick<TenantScope, "organizationId">): Promise<MemberProfile[]> {
  const rows = await (
    await db()
  )
    .selectFrom("memberships as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .leftJoin("profiles as p", "p.user_id", "m.user_id")
    .select(["u.id", "u.given_name", "u.family_name", "p.display_name", "p.username", "p.location"])
    .where("m.organization_id", "=", scope.organizationId)
    .where("u.is_active", "=", 1)
    .where("m.status", "=", "active")
    .orderBy("u.given_name")
    .orderBy("u.family_name")
    .orderBy("u.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.display_name ?? `${row.given_name} ${row.family_name}`.trim(),
    username: row.username ?? null,
    location: row.location ?? null,
  }));
}

/** The organization's members named by `usernames` (a profile's user name, else the account's for someone without a profile; `@` and case ignored): user id by the name as asked. */
export async function memberIdsByUsername(
  database: Kysely<Database> | Transaction<Database>,
  scope: Pick<TenantScope, "organizationId">,
  usernames: readonly string[],
): Promise<Map<string, string>> {
  const asked = new Map<string, string>();
  for (const username of usernames) {
    const name = username.trim().replace(/^@/, "").toLowerCase();
    if (/^[a-z0-9._-]{1,60}$/.test(name) && asked.size < 50) asked.set(name, username);
  }
  if (asked.size === 0) return new Map();
  const names = [...asked.keys()];
  const rows = await database
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select(["u.id", "p.username as profile_username", "u.username as account_username"])
    .where("m.organization_id", "=", scope.organizationId)
    .where("m.status", "=", "active")
    .where((eb) => eb.or([eb("p.username", "in", names), eb.and([eb("p.username", "is", null), eb("u.username", "in", names)])]))
    .execute();
  const found = new Map<string, string>();
  for (const row of rows) {
    const name = row.profile_username ?? row.account_username;
    const username = asked.get(name);
    if (username !== undefined) found.set(username, row.id);
  }
  return found;
}
