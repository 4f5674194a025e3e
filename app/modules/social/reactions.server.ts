/** Reactions to posts: `reaction_count` kept in the same transaction, the author notified of a new reaction. */
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { noBlockBetweenSql } from "~/db/user-blocks";
import type { TenantScope } from "~/modules/tenant-scope";
import { publishEvent } from "~/modules/events/publish.server";
import { recordNotification } from "./notify.server";
import { visiblePost } from "./posts-access.server";
import { isReactionKind, parseReactionChoice, reactionChange, type ReactionKind } from "~/config/reaction-rules";
import { FEED_TOPIC } from "./topics";

/**
 * `scope.userId` posts a reaction button's value (`parseReactionChoice`): a kind adds it or replaces their other
 * reaction, `retirar:<kind>` removes it if it is still theirs; a value sent again changes nothing. Their reaction
 * afterwards; undefined (404) for a post they cannot see or an unknown value.
 */
export async function react(scope: TenantScope, postId: string, value: string): Promise<ReactionKind | null | undefined> {
  const choice = parseReactionChoice(value);
  if (!choice) return undefined;
  return (await db()).transaction().execute(async (trx) => {
    const post = await visiblePost(trx, scope, postId);
    if (!post) return undefined;
    const row = await trx
      .selectFrom("social_reactions")
      .select("kind")
      .where("post_id", "=", post.id)
      .where("user_id", "=", scope.userId)
      .executeTakeFirst();
    const current = row && isReactionKind(row.kind) ? row.kind : null;
    const change = reactionChange(current, choice);
    if (change.next === current) return current;
    const now = new Date().toISOString();
    if (change.next === null)
      await trx.deleteFrom("social_reactions").where("post_id", "=", post.id).where("user_id", "=", scope.userId).execute();
    else if (current === null)
      await trx
        .insertInto("social_reactions")
        .values({
          organization_id: scope.organizationId,
          post_id: post.id,
          user_id: scope.userId,
          kind: change.next,
          created_at: now,
        })
        .execute();
    else
      await trx
        .updateTable("social_reactions")
        .set({ kind: change.next, created_at: now })
        .where("post_id", "=", post.id)
        .where("user_id", "=", scope.userId)
        .execute();
    if (change.delta !== 0)
      await trx
        .updateTable("social_posts")
        .set((eb) => ({ reaction_count: eb("reaction_count", "+", change.delta) }))
        .where("id", "=", post.id)
        .execute();
    if (change.added) await recordNotification(trx, scope, { userId: post.authorId, kind: "reacao", postId: post.id });
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: FEED_TOPIC,
      payload: { kind: "post.changed", postId: post.id },
    });
    return change.next;
  });
}

/** Who reacted to a post the reader may see, newest first (no one blocked either way): name, user name and kind; null (404) otherwise. */
export async function listReactors(
  scope: TenantScope,
  postId: string,
): Promise<{ userId: string; name: string; username: string | null; kind: ReactionKind }[] | null> {
  const database = await db();
  if (!(await visiblePost(database, scope, postId))) return null;
  const rows = await database
    .selectFrom("social_reactions as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .leftJoin("profiles as p", "p.user_id", "r.user_id")
    .select(["r.user_id", "r.kind", "p.username", "p.display_name", "u.given_name", "u.family_name"])
    .where("r.organization_id", "=", scope.organizationId)
    .where("r.post_id", "=", postId)
    .where(noBlockBetweenSql(scope.organizationId, scope.userId, sql.ref("r.user_id")))
    .orderBy("r.created_at", "desc")
    .limit(200)
    .execute();
  return rows.flatMap((row) =>
    isReactionKind(row.kind)
      ? [
          {
            userId: row.user_id,
            name: row.display_name ?? `${row.given_name} ${row.family_name}`.trim(),
            username: row.username ?? null,
            kind: row.kind,
          },
        ]
      : [],
  );
}
