/** Writing the feed: each write records its mentions as notifications and announces itself on FEED_TOPIC in the same transaction. */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { database, db } from "~/db/db.server";
import { orderedId } from "~/db/ordered-id.server";
import { take } from "~/db/rate-limit.server";
import type { Database } from "~/db/schema";
import { deleteStoredImage, storeImage, type NormalizedImage } from "~/media/images.server";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import { memberIdsByUsername } from "~/modules/administration/members.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { recordNotification } from "./notify.server";
import { visiblePosts } from "./posts-access.server";
import type { PostInput } from "~/config/post-rules";
import { FEED_TOPIC } from "./topics";

export const POST_RATE = { bucket: "social/posts", limit: 10, windowMs: 10 * 60 * 1000 } as const;
export const POST_LIMITED_MESSAGE = "Você publicou muitas vezes em pouco tempo. Tente de novo daqui a alguns minutos.";

export type PostImageInput = NormalizedImage & { alt: string };

/** Takes a place for one publication of `scope.userId`; false (nothing recorded) at the limit. */
export async function takePostPlace(scope: TenantScope, now = new Date()): Promise<boolean> {
  const result = await take(await database(), [{ rule: POST_RATE, key: `${scope.organizationId}/${scope.userId}` }], now);
  return result.ok;
}

/** Notifies each member among `usernames` (the text's mentions) once; non-members are skipped. */
export async function notifyMentions(
  trx: Transaction<Database>,
  scope: TenantScope,
  usernames: string[],
  ref: { postId: string; commentId?: string | null },
  skip: string[] = [],
): Promise<void> {
  const ids = await memberIdsByUsername(trx, scope, usernames);
  for (const userId of new Set(ids.values()))
    if (!skip.includes(userId)) await recordNotification(trx, scope, { userId, kind: "mencao", ...ref });
}

/** Publishes a post of `scope.userId` at `at` (the demo seed dates its posts); its id. The images are stored first and removed again if the write fails. */
export async function createPost(
  scope: TenantScope,
  input: PostInput & { mentions: string[] },
  images: PostImageInput[] = [],
  at = new Date(),
): Promise<string> {
  const id = orderedId();
  const now = at.toISOString();
  const keys: string[] = [];
  try {
    for (const image of images.slice(0, 4)) keys.push(await storeImage(`social/${scope.organizationId}`, image.webp));
    await (await db()).transaction().execute(async (trx) => {
      await trx
        .insertInto("social_posts")
        .values({
          id,
          organization_id: scope.organizationId,
          author_id: scope.userId,
          body: input.body,
          content_warning: input.contentWarning,
          visibility: input.visibility,
          reaction_count: 0,
          comment_count: 0,
          edited_at: null,
          hidden_at: null,
          hidden_by: null,
          created_at: now,
        })
        .execute();
      for (const [position, key] of keys.entries()) {
        const image = images[position] as PostImageInput;
        await trx
          .insertInto("social_post_images")
          .values({
            id: randomUUID(),
            organization_id: scope.organizationId,
            post_id: id,
            position,
            storage_key: key,
            alt: image.alt,
            width: image.width,
            height: image.height,
          })
          .execute();
      }
      if (input.visibility === "organizacao") {
        await notifyMentions(trx, scope, input.mentions, { postId: id });
        await publishEvent(trx, {
          organizationId: scope.organizationId,
          topic: FEED_TOPIC,
          payload: { kind: "post.created", postId: id, authorId: scope.userId },
        });
      }
    });
  } catch (error) {
    await Promise.all(keys.map(deleteStoredImage));
    throw error;
  }
  return id;
}

async function ownPost(trx: Transaction<Database>, scope: TenantScope, postId: string) {
  if (!isId(postId)) return undefined;
  return trx
    .selectFrom("social_posts")
    .select(["id", "visibility"])
    .where("organization_id", "=", scope.organizationId)
    .where("author_id", "=", scope.userId)
    .where("hidden_at", "is", null)
    .where("id", "=", postId)
    .executeTakeFirst();
}

/** Edits the text and aviso of one's own post (marked "editado"), notifying people newly mentioned; false: not theirs (404). */
export async function updatePost(
  scope: TenantScope,
  postId: string,
  input: Pick<PostInput, "body" | "contentWarning"> & { mentions: string[] },
): Promise<boolean> {
  return (await db()).transaction().execute(async (trx) => {
    const post = await ownPost(trx, scope, postId);
    if (!post) return false;
    await trx
      .updateTable("social_posts")
      .set({ body: input.body, content_warning: input.contentWarning, edited_at: new Date().toISOString() })
      .where("id", "=", postId)
      .execute();
    if (post.visibility === "organizacao") {
      const told = await trx
        .selectFrom("notifications")
        .select("user_id")
        .where("post_id", "=", postId)
        .where("kind", "=", "mencao")
        .where("comment_id", "is", null)
        .execute();
      await notifyMentions(
        trx,
        scope,
        input.mentions,
        { postId },
        told.map((row) => row.user_id),
      );
    }
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: FEED_TOPIC,
      payload: { kind: "post.changed", postId },
    });
    return true;
  });
}

/** Deletes one's own post with its images, reactions and comments; false: not theirs (404). */
export async function deletePost(scope: TenantScope, postId: string): Promise<boolean> {
  const keys = await (await db()).transaction().execute(async (trx) => {
    if (!(await ownPost(trx, scope, postId))) return null;
    const images = await trx.selectFrom("social_post_images").select("storage_key").where("post_id", "=", postId).execute();
    await trx.deleteFrom("social_posts").where("id", "=", postId).execute();
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: FEED_TOPIC,
      payload: { kind: "post.changed", postId },
    });
    return images.map((image) => image.storage_key);
  });
  if (!keys) return false;
  await Promise.all(keys.map(deleteStoredImage));
  return true;
}

/** The storage key of image `imageId` of a post `scope.userId` may see, or null (404). */
export async function visibleImageKey(scope: TenantScope, imageId: string): Promise<string | null> {
  if (!isId(imageId)) return null;
  const database = await db();
  const row = await visiblePosts(database, scope)
    .innerJoin("social_post_images as i", "i.post_id", "p.id")
    .select("i.storage_key")
    .where("i.id", "=", imageId)
    .where("i.organization_id", "=", scope.organizationId)
    .executeTakeFirst();
  return row?.storage_key ?? null;
}
