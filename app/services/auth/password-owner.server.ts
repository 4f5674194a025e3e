import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

export type OrganizationsOf = { id: string } | { slug: string } | { userId: string };

/** Display names and slugs of the organizations `of` names, for `PasswordOwner.organizations`. */
export async function organizationWords(db: Kysely<Database>, of: OrganizationsOf): Promise<string[]> {
  const query = db.selectFrom("organizations").select(["display_name", "slug"]);
  const rows = await (
    "id" in of
      ? query.where("id", "=", of.id)
      : "slug" in of
        ? query.where("slug", "=", of.slug)
        : query.where("id", "in", db.selectFrom("memberships").select("organization_id").where("user_id", "=", of.userId))
  ).execute();
  return rows.flatMap((row) => [row.display_name, row.slug]);
}
