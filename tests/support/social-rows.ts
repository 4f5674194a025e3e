/**
 * Social rows written straight to the test database (the integration
 * tests' copy, or the e2e server's with DATABASE_URL): profiles for test
 * users, posts as the feed would write them, and conversations with
 * unread messages, for tests of what reads them (notifications,
 * moderation, blocks) without the feed's or conversations' pages.
 */
import { randomUUID } from "node:crypto";
import { fold } from "~/config/text-rules";
import { db } from "~/db/db.server";
import type { PostVisibility } from "~/db/schema";
import type { TenantScope } from "~/modules/tenant-scope";
import { createUser } from "./factories";

/** A profile for `userId` (username from the id unless given; location and bio as typed, none by default); its id and username. */
export async function insertProfile(
  userId: string,
  displayName: string,
  fields: { username?: string; location?: string | null; bio?: string | null; id?: string } = {},
): Promise<{ id: string; username: string }> {
  const id = fields.id ?? randomUUID();
  const username = fields.username ?? `p.${userId.slice(0, 8)}`;
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("profiles")
    .values({
      id,
      user_id: userId,
      username,
      display_name: displayName,
      sort_name: fold(displayName),
      bio: fields.bio ?? null,
      location: fields.location ?? null,
      website: null,
      avatar_url: null,
      preferences: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, username };
}

/** A member of the organization (role Usuario) with a profile named `displayName`, as the user search finds them; their ids and username. */
export async function addSearchMember(
  organizationId: string,
  displayName: string,
  extra: { bio?: string; location?: string; username?: string; profileId?: string } = {},
) {
  const id = randomUUID();
  const username = extra.username ?? `m${id.slice(0, 8)}`;
  await createUser({
    id,
    username,
    email: `${username}@exemplo.com`,
    givenName: displayName,
    familyName: "",
    memberships: [{ organizationId, primary: true }],
  });
  const profile = await insertProfile(id, displayName, {
    username,
    bio: extra.bio,
    location: extra.location,
    id: extra.profileId,
  });
  return { userId: id, profileId: profile.id, username };
}

/** A post of `authorId` in the scope's organization; its id. */
export async function insertPost(
  scope: Pick<TenantScope, "organizationId">,
  authorId: string,
  body: string,
  options: { visibility?: PostVisibility; createdAt?: string } = {},
): Promise<string> {
  const id = randomUUID();
  await (
    await db()
  )
    .insertInto("social_posts")
    .values({
      id,
      organization_id: scope.organizationId,
      author_id: authorId,
      body,
      content_warning: null,
      visibility: options.visibility ?? "organizacao",
      reaction_count: 0,
      comment_count: 0,
      edited_at: null,
      hidden_at: null,
      hidden_by: null,
      created_at: options.createdAt ?? new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * A conversation among `members` (a direta for two, else a grupo titled
 * `title`) with one message from `members[0]` that the others have not
 * read; its id.
 */
export async function insertConversation(
  scope: Pick<TenantScope, "organizationId">,
  members: string[],
  body: string,
  options: { title?: string; muted?: string[] } = {},
): Promise<string> {
  const database = await db();
  const id = randomUUID();
  const now = new Date().toISOString();
  const direct = members.length === 2 && !options.title;
  await database
    .insertInto("conversations")
    .values({
      id,
      organization_id: scope.organizationId,
      kind: direct ? "direta" : "grupo",
      title: direct ? null : (options.title ?? "Grupo"),
      direct_key: direct ? [...members].sort().join(":") : null,
      created_by: members[0]!,
      created_at: now,
      last_message_at: now,
    })
    .execute();
  await database
    .insertInto("conversation_members")
    .values(
      members.map((userId, index) => ({
        conversation_id: id,
        user_id: userId,
        organization_id: scope.organizationId,
        joined_at: now,
        left_at: null,
        muted: options.muted?.includes(userId) ? 1 : 0,
        unread_count: index === 0 ? 0 : 1,
        last_read_at: index === 0 ? now : null,
        last_activity_at: now,
      })),
    )
    .execute();
  await database
    .insertInto("messages")
    .values({
      id: randomUUID(),
      organization_id: scope.organizationId,
      conversation_id: id,
      sender_id: members[0]!,
      kind: "texto",
      body,
      created_at: now,
    })
    .execute();
  return id;
}
