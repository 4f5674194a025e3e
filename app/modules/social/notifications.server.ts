/** Notifications and the profile panel's lists: only the signed-in person's rows of the current organization, without people blocked either way or hidden posts. */
import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { NotificationKind } from "~/db/schema";
import { noBlockBetweenSql } from "~/db/user-blocks";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import { listConversations } from "~/modules/conversations/conversations.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { NOTIFICATIONS_TOPIC } from "./topics";

/** Who did it, from their profile (null when the account or its profile is gone). */
export interface NotificationActor {
  username: string;
  displayName: string;
  avatarUrl: string | null;
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  actor: NotificationActor | null;
  postId: string | null;
  commentId: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationItem[];
  next: string | null;
}

export const NOTIFICATION_PAGE_SIZE = 20;

/** `<created_at>_<id>`: the cursor of the notifications older than that one. */
export const notificationCursor = (item: Pick<NotificationItem, "createdAt" | "id">) => `${item.createdAt}_${item.id}`;

/** The (created_at, id) of a cursor, or null when it is not one. */
export function parseNotificationCursor(value: string | null | undefined): { createdAt: string; id: string } | null {
  if (!value) return null;
  const at = value.lastIndexOf("_");
  const createdAt = value.slice(0, at);
  const id = value.slice(at + 1);
  if (at < 1 || !isId(id) || Number.isNaN(Date.parse(createdAt)) || createdAt.length > 40) return null;
  return { createdAt, id };
}

/** `scope.userId`'s notifications newest first, `limit` (1-50) at a time, older than `before` (an invalid cursor reads from the start). */
export async function listNotifications(
  scope: TenantScope,
  options: { before?: string | null; limit?: number } = {},
): Promise<NotificationPage> {
  const limit = Math.min(Math.max(options.limit ?? NOTIFICATION_PAGE_SIZE, 1), 50);
  const cursor = parseNotificationCursor(options.before);
  const database = await db();
  let query = database
    .selectFrom("notifications as n")
    .leftJoin("profiles as p", "p.user_id", "n.actor_id")
    .leftJoin("social_posts as sp", "sp.id", "n.post_id")
    .select([
      "n.id",
      "n.kind",
      "n.post_id",
      "n.comment_id",
      "n.created_at",
      "n.read_at",
      "p.username",
      "p.display_name",
      "p.avatar_url",
    ])
    .where("n.organization_id", "=", scope.organizationId)
    .where("n.user_id", "=", scope.userId)
    .where("sp.hidden_at", "is", null)
    .where((eb) =>
      eb.or([eb("n.actor_id", "is", null), noBlockBetweenSql(scope.organizationId, scope.userId, sql.ref("n.actor_id"))]),
    );
  if (cursor)
    query = query
      .where("n.created_at", "<=", cursor.createdAt)
      .where((eb) => eb.or([eb("n.created_at", "<", cursor.createdAt), eb("n.id", "<", cursor.id)]));
  const rows = await query
    .orderBy("n.created_at", "desc")
    .orderBy("n.id", "desc")
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit).map((row): NotificationItem => ({
    id: row.id,
    kind: row.kind,
    actor:
      row.username && row.display_name
        ? { username: row.username, displayName: row.display_name, avatarUrl: row.avatar_url }
        : null,
    postId: row.post_id,
    commentId: row.comment_id,
    createdAt: row.created_at,
    read: row.read_at !== null,
  }));
  return { items, next: rows.length > limit ? notificationCursor(items[items.length - 1]!) : null };
}

/** Marks every unread notification of `scope.userId` read and tells their open pages (`notifications.read`); the number marked. */
export async function markAllNotificationsRead(scope: TenantScope): Promise<number> {
  const database = await db();
  return database.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("notifications")
      .set({ read_at: new Date().toISOString() })
      .where("organization_id", "=", scope.organizationId)
      .where("user_id", "=", scope.userId)
      .where("read_at", "is", null)
      .executeTakeFirst();
    const marked = Number(result.numUpdatedRows);
    if (marked > 0)
      await publishEvent(trx, {
        organizationId: scope.organizationId,
        topic: NOTIFICATIONS_TOPIC,
        audienceUserId: scope.userId,
        payload: { kind: "notifications.read" },
      });
    return marked;
  });
}

export interface UnreadConversation {
  id: string;
  title: string;
  preview: string | null;
  unread: number;
  lastActivityAt: string;
}

/** `scope.userId`'s conversations with unread messages (not muted, not left), newest activity first, at most `limit` (1-20). */
export async function listUnreadConversations(scope: TenantScope, limit = 5): Promise<UnreadConversation[]> {
  const { rows } = await listConversations(scope, null, Math.min(Math.max(limit, 1), 20), { unreadOnly: true });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    preview: row.last?.body ? row.last.body.slice(0, 120) : null,
    unread: row.unread,
    lastActivityAt: row.lastActivityAt,
  }));
}

/** After `scope.userId` blocked `otherId`: the notifications between the two are marked read, so no badge counts what no list shows; both people's pages are told. */
export async function settleNotificationsAfterBlock(scope: TenantScope, otherId: string): Promise<void> {
  if (!isId(otherId)) return;
  const database = await db();
  await database.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    for (const [userId, actorId] of [
      [scope.userId, otherId],
      [otherId, scope.userId],
    ] as const) {
      const result = await trx
        .updateTable("notifications")
        .set({ read_at: now })
        .where("organization_id", "=", scope.organizationId)
        .where("user_id", "=", userId)
        .where("actor_id", "=", actorId)
        .where("read_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) > 0)
        await publishEvent(trx, {
          organizationId: scope.organizationId,
          topic: NOTIFICATIONS_TOPIC,
          audienceUserId: userId,
          payload: { kind: "notifications.read" },
        });
    }
  });
}
