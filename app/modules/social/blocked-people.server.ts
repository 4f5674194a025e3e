/** Only the blocker's side hides: the blocked person gets 404 on the blocker's profile, while the blocker still sees the blocked one's, to lift the block. */
import { db } from "~/db/db.server";
import { hasBlockedSql } from "~/db/user-blocks";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";
import { blockUser, unblockUser } from "./blocks.server";
import { settleNotificationsAfterBlock } from "./notifications.server";

export interface BlockedPerson {
  userId: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  blockedAt: string;
}

/** The people `scope.userId` blocked in the organization, most recent first. */
export async function listBlockedPeople(scope: TenantScope): Promise<BlockedPerson[]> {
  const rows = await (
    await db()
  )
    .selectFrom("user_blocks as b")
    .innerJoin("users as u", "u.id", "b.blocked_id")
    .leftJoin("profiles as p", "p.user_id", "b.blocked_id")
    .select(["b.blocked_id", "b.created_at", "p.username", "p.display_name", "p.avatar_url", "u.given_name", "u.family_name"])
    .where("b.organization_id", "=", scope.organizationId)
    .where("b.blocker_id", "=", scope.userId)
    .orderBy("b.created_at", "desc")
    .execute();
  return rows.map((row) => ({
    userId: row.blocked_id,
    username: row.username,
    displayName: row.display_name ?? `${row.given_name} ${row.family_name}`.trim(),
    avatarUrl: row.avatar_url,
    blockedAt: row.created_at,
  }));
}

/** Between the reader and `userId`: whether the reader blocked them, and whether they blocked the reader. */
export async function blockBetween(scope: TenantScope, userId: string): Promise<{ blockedByMe: boolean; blockedMe: boolean }> {
  if (!isId(userId) || userId === scope.userId) return { blockedByMe: false, blockedMe: false };
  const row = await (
    await db()
  )
    .selectNoFrom([
      hasBlockedSql(scope.organizationId, scope.userId, userId).as("byMe"),
      hasBlockedSql(scope.organizationId, userId, scope.userId).as("me"),
    ])
    .executeTakeFirstOrThrow();
  return { blockedByMe: Boolean(Number(row.byMe)), blockedMe: Boolean(Number(row.me)) };
}

/** `scope.userId` blocks or unblocks `userId`; blocking marks the notifications between the two read. False when `userId` is not another member (nothing changes). */
export async function changeBlock(scope: TenantScope, userId: string, intent: "block" | "unblock"): Promise<boolean> {
  const database = await db();
  if (intent === "unblock") {
    await unblockUser(database, scope, userId);
    return true;
  }
  if (!(await blockUser(database, scope, userId))) return false;
  await settleNotificationsAfterBlock(scope, userId);
  return true;
}
