/** Blocks between members (docs/decisions/0025); the SQL of a block lives in db/user-blocks, which every reader uses. */
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { blockBetweenSql } from "~/db/user-blocks";
import { isId } from "~/modules/ids";
import { isMember } from "~/modules/administration/members.server";
import type { TenantScope } from "~/modules/tenant-scope";

type Executor = Kysely<Database> | Transaction<Database>;

/** `scope.userId` blocks `userId`; false (nothing changes) for a non-member or themself; blocking twice is fine. */
export async function blockUser(database: Executor, scope: TenantScope, userId: string): Promise<boolean> {
  if (userId === scope.userId || !(await isMember(database, scope, userId))) return false;
  await database
    .insertInto("user_blocks")
    .values({
      organization_id: scope.organizationId,
      blocker_id: scope.userId,
      blocked_id: userId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  // The direta between the two is gone for the blocked one, and so is its count from their badge.
  await database
    .updateTable("conversation_members")
    .set({ unread_count: 0 })
    .where("organization_id", "=", scope.organizationId)
    .where("user_id", "=", userId)
    .where("conversation_id", "in", (eb) =>
      eb
        .selectFrom("conversation_members as mine")
        .innerJoin("conversations as c", "c.id", "mine.conversation_id")
        .select("mine.conversation_id")
        .where("c.organization_id", "=", scope.organizationId)
        .where("c.kind", "=", "direta")
        .where("mine.user_id", "=", scope.userId),
    )
    .execute();
  return true;
}

/** `scope.userId` lifts their block of `userId`; fine when there was none. */
export async function unblockUser(database: Executor, scope: TenantScope, userId: string): Promise<void> {
  if (!isId(userId)) return;
  await database
    .deleteFrom("user_blocks")
    .where("organization_id", "=", scope.organizationId)
    .where("blocker_id", "=", scope.userId)
    .where("blocked_id", "=", userId)
    .execute();
}

/** Whether either of the two blocked the other in the organization. */
export async function blockedEitherWay(database: Executor, organizationId: string, a: string, b: string): Promise<boolean> {
  if (!isId(a) || !isId(b)) return false;
  const row = await database.selectNoFrom(blockBetweenSql(organizationId, a, b).as("blocked")).executeTakeFirstOrThrow();
  return Boolean(Number(row.blocked));
}

/** Of `userIds`, those with a block either way with `scope.userId`: whom they may not bring into a conversation. */
export async function blockedAmong(database: Executor, scope: TenantScope, userIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(userIds)].filter(isId);
  if (ids.length === 0) return [];
  const rows = await database
    .selectFrom("users")
    .select("id")
    .where("id", "in", ids)
    .where(blockBetweenSql(scope.organizationId, scope.userId, sql.ref("users.id")))
    .execute();
  return rows.map((row) => row.id);
}

/** The people `scope.userId` blocked, by id (what their block list shows). */
export async function blockedBy(database: Executor, scope: TenantScope): Promise<string[]> {
  const rows = await database
    .selectFrom("user_blocks")
    .select("blocked_id")
    .where("organization_id", "=", scope.organizationId)
    .where("blocker_id", "=", scope.userId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => row.blocked_id);
}
