/** People of Conversas: from the profile when there is one, else from the account (docs/decisions/0025: profiles are read only). */
import { sql, type Kysely, type Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { Database } from "~/db/schema";
import { memberIdsByUsername } from "~/modules/administration/members.server";
import type { TenantScope } from "~/modules/tenant-scope";

type Executor = Kysely<Database> | Transaction<Database>;

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

/** The members named by `usernames`, in that order: repeats, unknown names and `scope.userId` left out, at most `limit` of them. */
export async function membersByUsernames(scope: TenantScope, usernames: readonly string[], limit: number): Promise<Person[]> {
  const database = await db();
  const ids = await memberIdsByUsername(database, scope, usernames.slice(0, limit + 1));
  const chosen = [...new Set(usernames.flatMap((username) => ids.get(username) ?? []))].filter((id) => id !== scope.userId);
  const people = new Map((await peopleByIds(database, chosen)).map((person) => [person.id, person]));
  return chosen.flatMap((id) => people.get(id) ?? []).slice(0, limit);
}
