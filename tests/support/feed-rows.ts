/** People with profiles for the feed's integration tests, and a blank post form. */
import { mentionedUsernames } from "~/components/social/rich-text";
import type { PostInput } from "~/config/post-rules";
import type { TenantScope } from "~/modules/tenant-scope";
import { newScope } from "./ledger-rows";
import { insertUser } from "./members";
import { insertProfile } from "./social-rows";

/** A member of `scope`'s organization with a profile; their scope and user name. */
export async function feedMember(scope: TenantScope, givenName: string): Promise<{ scope: TenantScope; username: string }> {
  const userId = await insertUser(scope, { givenName, role: "usuario" });
  const { username } = await insertProfile(userId, `${givenName} Teste`, {
    username: `${givenName.toLowerCase()}${userId.slice(0, 6)}`,
  });
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
