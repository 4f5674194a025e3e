/**
 * Which posts a member may see: of their organization, not hidden by an
 * administrator, shared with the organization or their own, and by no one
 * who blocked them or whom they blocked. Every read of the feed starts here.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { blockersOf } from "./blocks.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** `social_posts as p` narrowed to what `scope.userId` may see. */
export function visiblePosts(database: Executor, scope: TenantScope) {
  return database
    .selectFrom("social_posts as p")
    .where("p.organization_id", "=", scope.organizationId)
    .where("p.hidden_at", "is", null)
    .where((eb) => eb.or([eb("p.visibility", "=", "organizacao"), eb("p.author_id", "=", scope.userId)]))
    .where("p.author_id", "not in", blockersOf(database, scope))
    .where("p.author_id", "not in", (eb) =>
      eb
        .selectFrom("user_blocks")
        .select("blocked_id")
        .where("organization_id", "=", scope.organizationId)
        .where("blocker_id", "=", scope.userId),
    );
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
