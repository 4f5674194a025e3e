/** Which posts a member may see: their organization's, not hidden, shared or their own, with no block either way. Every read of the feed starts here. */
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { noBlockBetweenSql } from "~/db/user-blocks";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

type Executor = Kysely<Database> | Transaction<Database>;

/** `social_posts as p` narrowed to what `scope.userId` may see. */
export function visiblePosts(database: Executor, scope: TenantScope) {
  return database
    .selectFrom("social_posts as p")
    .where("p.organization_id", "=", scope.organizationId)
    .where("p.hidden_at", "is", null)
    .where((eb) => eb.or([eb("p.visibility", "=", "organizacao"), eb("p.author_id", "=", scope.userId)]))
    .where(noBlockBetweenSql(scope.organizationId, scope.userId, sql.ref("p.author_id")));
}

/** The post `postId` if `scope.userId` may see it: its id and author; null otherwise (404). */
export async function visiblePost(
  database: Executor,
  scope: TenantScope,
  postId: string,
): Promise<{ id: string; authorId: string } | null> {
  if (!isId(postId)) return null;
  const row = await visiblePosts(database, scope)
    .select(["p.id", "p.author_id as authorId"])
    .where("p.id", "=", postId)
    .executeTakeFirst();
  return row ?? null;
}
