/** Reading the feed: each page is one indexed range over `social_posts` by (created_at, id), then its images and the reader's reactions. */
import type { Kysely } from "kysely";
import { db } from "~/db/db.server";
import type { Database, PostVisibility } from "~/db/schema";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { encodeFeedCursor, type FeedCursor } from "./feed-cursor";
import { visiblePosts } from "./posts-access.server";
import { isReactionKind, type ReactionKind } from "~/config/reaction-rules";

export const FEED_PAGE_SIZE = 20;

export interface PostImageView {
  id: string;
  alt: string;
  width: number;
  height: number;
}

/** A post as a card shows it. */
export interface PostView {
  id: string;
  body: string;
  contentWarning: string | null;
  visibility: PostVisibility;
  reactionCount: number;
  commentCount: number;
  editedAt: string | null;
  createdAt: string;
  author: { id: string; username: string | null; name: string; avatarUrl: string | null };
  images: PostImageView[];
  myReaction: ReactionKind | null;
  own: boolean;
}

export interface FeedPage {
  posts: PostView[];
  next: string | null;
}

function postColumns(database: Kysely<Database>, scope: TenantScope) {
  return visiblePosts(database, scope)
    .innerJoin("users as u", "u.id", "p.author_id")
    .leftJoin("profiles as pr", "pr.user_id", "p.author_id")
    .select([
      "p.id",
      "p.body",
      "p.content_warning",
      "p.visibility",
      "p.reaction_count",
      "p.comment_count",
      "p.edited_at",
      "p.created_at",
      "p.author_id",
      "pr.username",
      "pr.display_name",
      "pr.avatar_url",
      "u.given_name",
      "u.family_name",
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postColumns>["execute"]>>[number];

async function views(database: Kysely<Database>, scope: TenantScope, rows: PostRow[]): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [images, reactions] = await Promise.all([
    database
      .selectFrom("social_post_images")
      .select(["id", "post_id", "alt", "width", "height"])
      .where("organization_id", "=", scope.organizationId)
      .where("post_id", "in", ids)
      .orderBy("post_id")
      .orderBy("position")
      .execute(),
    database
      .selectFrom("social_reactions")
      .select(["post_id", "kind"])
      .where("user_id", "=", scope.userId)
      .where("post_id", "in", ids)
      .execute(),
  ]);
  const mine = new Map(reactions.map((row) => [row.post_id, row.kind]));
  return rows.map((row) => {
    const kind = mine.get(row.id);
    return {
      id: row.id,
      body: row.body,
      contentWarning: row.content_warning,
      visibility: row.visibility,
      reactionCount: Number(row.reaction_count),
      commentCount: Number(row.comment_count),
      editedAt: row.edited_at,
      createdAt: row.created_at,
      author: {
        id: row.author_id,
        username: row.username ?? null,
        name: row.display_name ?? `${row.given_name} ${row.family_name}`.trim(),
        avatarUrl: row.avatar_url ?? null,
      },
      images: images
        .filter((image) => image.post_id === row.id)
        .map(({ id, alt, width, height }) => ({ id, alt, width: Number(width), height: Number(height) })),
      myReaction: isReactionKind(kind) ? kind : null,
      own: row.author_id === scope.userId,
    };
  });
}

/** A page of the feed (newest first) before `cursor`, or the first page; `authorId` narrows it to one person's posts (their profile). */
export async function listFeed(
  scope: TenantScope,
  options: { cursor?: FeedCursor | null; authorId?: string; limit?: number } = {},
): Promise<FeedPage> {
  const database = await db();
  const limit = options.limit ?? FEED_PAGE_SIZE;
  let query = postColumns(database, scope);
  if (options.authorId !== undefined) {
    if (!isId(options.authorId)) return { posts: [], next: null };
    query = query.where("p.author_id", "=", options.authorId);
  }
  const cursor = options.cursor;
  // A row-value comparison, so both databases seek the index to the cursor instead of filtering from the top.
  if (cursor) query = query.where((eb) => eb(eb.refTuple("p.created_at", "p.id"), "<", eb.tuple(cursor.createdAt, cursor.id)));
  const rows = await query
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    posts: await views(database, scope, page),
    next: rows.length > limit && last ? encodeFeedCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

/** The posts of the last 7 days with the most reactions (ties newest first), at most `limit`: ranked on the index alone (migration 0022), then read. */
export async function listHighlights(scope: TenantScope, now = new Date(), limit = FEED_PAGE_SIZE): Promise<PostView[]> {
  const database = await db();
  const since = new Date(now.getTime() - 7 * 24 * 3_600_000).toISOString();
  const ranked = await visiblePosts(database, scope)
    .select("p.id")
    .where("p.created_at", ">=", since)
    .where("p.reaction_count", ">", 0)
    .orderBy("p.reaction_count", "desc")
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  if (ranked.length === 0) return [];
  const rows = await postColumns(database, scope)
    .where(
      "p.id",
      "in",
      ranked.map((row) => row.id),
    )
    .execute();
  const order = new Map(ranked.map((row, index) => [row.id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return views(database, scope, rows);
}

/** One post `scope.userId` may see, or null (404). */
export async function getPost(scope: TenantScope, postId: string): Promise<PostView | null> {
  if (!isId(postId)) return null;
  const database = await db();
  const rows = await postColumns(database, scope).where("p.id", "=", postId).execute();
  return (await views(database, scope, rows))[0] ?? null;
}
