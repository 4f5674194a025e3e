/** Comments on posts, one level deep, oldest first; a comment's notifications and `comment_count` are written in its transaction. */
import { sql } from "kysely";
import { database, db } from "~/db/db.server";
import { orderedId } from "~/db/ordered-id.server";
import { take } from "~/db/rate-limit.server";
import { noBlockBetweenSql } from "~/db/user-blocks";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { recordNotification } from "./notify.server";
import { notifyMentions } from "./posts.server";
import { visiblePost } from "./posts-access.server";
import { FEED_TOPIC } from "./topics";

export const COMMENT_RATE = { bucket: "social/comments", limit: 30, windowMs: 10 * 60 * 1000 } as const;
export const COMMENT_LIMITED_MESSAGE = "Você comentou muitas vezes em pouco tempo. Tente de novo daqui a alguns minutos.";

export interface CommentView {
  id: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  author: { id: string; username: string | null; name: string; avatarUrl: string | null };
  own: boolean;
}

/** Takes a place for one comment of `scope.userId`; false (nothing recorded) at the limit. */
export async function takeCommentPlace(scope: TenantScope, now = new Date()): Promise<boolean> {
  const result = await take(await database(), [{ rule: COMMENT_RATE, key: `${scope.organizationId}/${scope.userId}` }], now);
  return result.ok;
}

/** Adds a comment of `scope.userId` to a post they may see, notifying the members `mentions` names; its id, or null (404). */
export async function addComment(
  scope: TenantScope,
  postId: string,
  body: string,
  mentions: string[] = [],
): Promise<string | null> {
  return (await db()).transaction().execute(async (trx) => {
    const post = await visiblePost(trx, scope, postId);
    if (!post) return null;
    const id = orderedId();
    await trx
      .insertInto("social_comments")
      .values({
        id,
        organization_id: scope.organizationId,
        post_id: post.id,
        author_id: scope.userId,
        body,
        edited_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await trx
      .updateTable("social_posts")
      .set((eb) => ({ comment_count: eb("comment_count", "+", 1) }))
      .where("id", "=", post.id)
      .execute();
    await recordNotification(trx, scope, { userId: post.authorId, kind: "comentario", postId: post.id, commentId: id });
    await notifyMentions(trx, scope, mentions, { postId: post.id, commentId: id }, [post.authorId]);
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: FEED_TOPIC,
      payload: { kind: "post.changed", postId: post.id },
    });
    return id;
  });
}

/** Edits one's own comment on a post still visible (marked "editado"); false otherwise (404). */
export async function updateComment(scope: TenantScope, postId: string, commentId: string, body: string): Promise<boolean> {
  if (!isId(commentId)) return false;
  return (await db()).transaction().execute(async (trx) => {
    if (!(await visiblePost(trx, scope, postId))) return false;
    const result = await trx
      .updateTable("social_comments")
      .set({ body, edited_at: new Date().toISOString() })
      .where("organization_id", "=", scope.organizationId)
      .where("post_id", "=", postId)
      .where("author_id", "=", scope.userId)
      .where("id", "=", commentId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

/** Deletes one's own comment, keeping the post's count; false when it is not theirs (404). */
export async function deleteComment(scope: TenantScope, postId: string, commentId: string): Promise<boolean> {
  if (!isId(commentId) || !isId(postId)) return false;
  return (await db()).transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("social_comments")
      .where("organization_id", "=", scope.organizationId)
      .where("post_id", "=", postId)
      .where("author_id", "=", scope.userId)
      .where("id", "=", commentId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await trx
      .updateTable("social_posts")
      .set((eb) => ({ comment_count: eb("comment_count", "-", 1) }))
      .where("id", "=", postId)
      .execute();
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: FEED_TOPIC,
      payload: { kind: "post.changed", postId },
    });
    return true;
  });
}

/** The comments of a post the reader may see, oldest first (at most 500), without people blocked either way; null (404) when the post is not theirs to see. */
export async function listComments(scope: TenantScope, postId: string): Promise<CommentView[] | null> {
  const database = await db();
  if (!(await visiblePost(database, scope, postId))) return null;
  const rows = await database
    .selectFrom("social_comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .leftJoin("profiles as p", "p.user_id", "c.author_id")
    .select([
      "c.id",
      "c.body",
      "c.created_at",
      "c.edited_at",
      "c.author_id",
      "p.username",
      "p.display_name",
      "p.avatar_url",
      "u.given_name",
      "u.family_name",
    ])
    .where("c.organization_id", "=", scope.organizationId)
    .where("c.post_id", "=", postId)
    .where(noBlockBetweenSql(scope.organizationId, scope.userId, sql.ref("c.author_id")))
    .orderBy("c.created_at")
    .orderBy("c.id")
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.created_at,
    editedAt: row.edited_at,
    author: {
      id: row.author_id,
      username: row.username ?? null,
      name: row.display_name ?? `${row.given_name} ${row.family_name}`.trim(),
      avatarUrl: row.avatar_url ?? null,
    },
    own: row.author_id === scope.userId,
  }));
}
