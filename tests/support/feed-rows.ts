/** People with profiles for the feed's integration tests, and a blank post form. */
import { randomUUID } from "node:crypto";
import { mentionedUsernames } from "~/components/social/rich-text";
import { db } from "~/db/db.server";
import type { PostInput } from "~/modules/social/post-schemas";
import type { TenantScope } from "~/modules/tenant-scope";
import { newScope } from "./ledger-rows";
import { insertUser } from "./members";

/** A member of `scope`'s organization with a profile; their scope and user name. */
export async function feedMember(scope: TenantScope, givenName: string): Promise<{ scope: TenantScope; username: string }> {
  const userId = await insertUser(scope, { givenName, role: "usuario" });
  const username = `${givenName.toLowerCase()}${userId.slice(0, 6)}`;
  const now = new Date().toISOString();
  await (
    await db()
  )
    .insertInto("profiles")
    .values({
      id: randomUUID(),
      user_id: userId,
      username,
      display_name: `${givenName} Teste`,
      sort_name: givenName.toLowerCase(),
      bio: null,
      location: null,
      website: null,
      avatar_url: null,
      preferences: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { scope: { organizationId: scope.organizationId, userId }, username };
}

/** A new organization with `names.length` members; their scopes and user names in order. */
export async function feedOrganization<const N extends string[]>(
  ...names: N
): Promise<{ [K in keyof N]: { scope: TenantScope; username: string } }> {
  const base = await newScope();
  const people = [];
  for (const name of names) people.push(await feedMember(base, name));
  return people as { [K in keyof N]: { scope: TenantScope; username: string } };
}

/** A post form as the route hands it to the module (mentions parsed from the text). */
export const post = (body: string, extra: Partial<PostInput> = {}): PostInput & { mentions: string[] } => ({
  body,
  mentions: mentionedUsernames(body),
  contentWarning: null,
  visibility: "organizacao",
  alts: [],
  ...extra,
});
