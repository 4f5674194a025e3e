import { randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { ProfileFields, Preferences } from "~/config/profile-rules";
import { fold } from "~/config/text-rules";
import type { Database, ProfileTable } from "~/db/schema";
import { MEMBERSHIP_REQUESTS } from "~/db/schema/tenancy";
import { hasBlockedSql, noBlockBetweenSql } from "~/db/user-blocks";

export function profileBody(row: ProfileTable) {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    bio: row.bio,
    location: row.location,
    website: row.website,
    avatarUrl: row.avatar_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function simpleBody(row: Pick<ProfileTable, "id" | "username" | "display_name" | "avatar_url">) {
  return { id: row.id, username: row.username, displayName: row.display_name, avatarUrl: row.avatar_url };
}

export const preferencesOf = (row: ProfileTable): Preferences => (row.preferences ? JSON.parse(row.preferences) : {});

export async function profileOfUser(db: Kysely<Database>, userId: string): Promise<ProfileTable | undefined> {
  return db.selectFrom("profiles").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** A profile by id or user name, only when its user is a member of the tenant (a request to join is not) and, with `viewerId`, did not block the viewer. */
export async function profileInTenant(
  db: Kysely<Database>,
  tenantId: string,
  by: { id: string } | { username: string },
  viewerId?: string,
): Promise<ProfileTable | undefined> {
  let query = db
    .selectFrom("profiles")
    .innerJoin("memberships", "memberships.user_id", "profiles.user_id")
    .selectAll("profiles")
    .where("memberships.organization_id", "=", tenantId)
    .where("memberships.status", "not in", MEMBERSHIP_REQUESTS)
    .where((eb) => ("id" in by ? eb("profiles.id", "=", by.id) : eb("profiles.username", "=", by.username.toLowerCase())));
  if (viewerId) query = query.where(sql<boolean>`not ${hasBlockedSql(tenantId, sql.ref("profiles.user_id"), viewerId)}`);
  return query.executeTakeFirst();
}

/** True when another profile has this user name. */
export async function usernameTaken(db: Kysely<Database>, username: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("profiles").select("id").where("username", "=", username);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return !!(await query.executeTakeFirst());
}

export async function insertProfile(
  db: Kysely<Database>,
  userId: string,
  fields: ProfileFields,
  avatarUrl: string | null,
  now = new Date(),
): Promise<ProfileTable> {
  const row: ProfileTable = {
    id: randomUUID(),
    user_id: userId,
    username: fields.username,
    display_name: fields.displayName,
    sort_name: fold(fields.displayName),
    bio: fields.bio,
    location: fields.location,
    website: fields.website,
    avatar_url: avatarUrl,
    preferences: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await db.insertInto("profiles").values(row).execute();
  return row;
}

export type ProfileChanges = Partial<
  Pick<ProfileTable, "username" | "display_name" | "sort_name" | "bio" | "location" | "website" | "avatar_url" | "preferences">
>;

export async function updateProfile(db: Kysely<Database>, id: string, changes: ProfileChanges, now = new Date()) {
  return db
    .updateTable("profiles")
    .set({ ...changes, updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const fieldChanges = (fields: ProfileFields): ProfileChanges => ({
  username: fields.username,
  display_name: fields.displayName,
  sort_name: fold(fields.displayName),
  bio: fields.bio,
  location: fields.location,
  website: fields.website,
});

/** A page of the tenant's members that have a profile, by display name (case and accents folded, `sort_name`), without the people who blocked `viewerId` or whom they blocked (docs/decisions/0025). */
export async function membersPage(db: Kysely<Database>, tenantId: string, viewerId: string, page: number, perPage: number) {
  const base = db
    .selectFrom("profiles")
    .innerJoin("memberships", "memberships.user_id", "profiles.user_id")
    .where("memberships.organization_id", "=", tenantId)
    .where("memberships.status", "not in", MEMBERSHIP_REQUESTS)
    .where(noBlockBetweenSql(tenantId, viewerId, sql.ref("profiles.user_id")));
  const [rows, count] = await Promise.all([
    base
      .select([
        "profiles.id",
        "profiles.username",
        "profiles.display_name",
        "profiles.avatar_url",
        "profiles.bio",
        "profiles.location",
      ])
      .orderBy("profiles.sort_name")
      .orderBy("profiles.username")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirst(),
  ]);
  const total = Number(count?.total ?? 0);
  return {
    data: rows.map((row) => ({ ...simpleBody(row), bio: row.bio, location: row.location })),
    pagination: { page, perPage, total, totalPages: Math.max(1, Math.ceil(total / perPage)) },
  };
}
