/**
 * The people of Conversas as the pages show them: name, username and
 * avatar, from the product's profiles table when the person has a profile
 * and from their account otherwise (docs/decisions/0025: profiles read only).
 */
import { sql, type Kysely, type Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";

type Executor = Kysely<Database> | Transaction<Database>;

/** A person of a conversation. */
export interface Person {
  id: string;
  name: string;
  username: string;
  avatarUrl: string | null;
}

/** The people with these ids (any order; unknown ids are left out). */
export async function peopleByIds(database: Executor, ids: readonly string[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  const rows = await database
    .selectFrom("users as u")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select([
      "u.id",
      sql<string>`coalesce(p.display_name, u.given_name || ' ' || u.family_name)`.as("name"),
      sql<string>`coalesce(p.username, u.username)`.as("username"),
      sql<string | null>`coalesce(p.avatar_url, u.avatar_url)`.as("avatarUrl"),
    ])
    .where("u.id", "in", [...new Set(ids)])
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name.trim(), username: row.username, avatarUrl: row.avatarUrl }));
}

/** The member of the organization with this username (profile's, else account's), or null. */
export async function memberByUsername(database: Executor, scope: TenantScope, username: string): Promise<Person | null> {
  const name = username.trim().replace(/^@/, "").toLowerCase();
  if (!/^[a-z0-9._-]{1,60}$/.test(name)) return null;
  const row = await database
    .selectFrom("users as u")
    .innerJoin("memberships as m", "m.user_id", "u.id")
    .leftJoin("profiles as p", "p.user_id", "u.id")
    .select("u.id")
    .where("m.organization_id", "=", scope.organizationId)
    .where((eb) => eb.or([eb("p.username", "=", name), eb.and([eb("p.username", "is", null), eb("u.username", "=", name)])]))
    .executeTakeFirst();
  if (!row) return null;
  return (await peopleByIds(database, [row.id]))[0] ?? null;
}

/**
 * The members named by `usernames`, in that order: repeats, unknown names
 * and `scope.userId` left out, at most `limit` of them.
 */
export async function membersByUsernames(scope: TenantScope, usernames: readonly string[], limit: number): Promise<Person[]> {
  const database = await db();
  const people: Person[] = [];
  for (const username of [...new Set(usernames)].slice(0, limit + 1)) {
    const person = await memberByUsername(database, scope, username);
    if (person && person.id !== scope.userId && !people.some((known) => known.id === person.id)) people.push(person);
  }
  return people.slice(0, limit);
}
