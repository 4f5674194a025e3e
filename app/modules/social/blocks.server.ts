/**
 * Blocks between members (docs/decisions/0025): a person blocks another of
 * the same organization; the blocked one can no longer start a
 * conversation with them or see their posts, and gets 404 where they
 * would. Every function takes the tenant first.
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { isId } from "~/modules/ids";
import { isMember } from "~/modules/members.server";
import type { TenantScope } from "~/modules/tenant-scope";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * `scope.userId` blocks `userId`. False (nothing changes) when `userId` is
 * not a member of the organization or is the person themself; blocking
 * twice is fine.
 */
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
  const row = await database
    .selectFrom("user_blocks")
    .select("blocker_id")
    .where("organization_id", "=", organizationId)
    .where((eb) =>
      eb.or([
        eb.and([eb("blocker_id", "=", a), eb("blocked_id", "=", b)]),
        eb.and([eb("blocker_id", "=", b), eb("blocked_id", "=", a)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids of the people who blocked `scope.userId`: whose posts the
 * feed leaves out for them (`where author_id not in (...)`, a subquery of
 * this shape keeps it one query).
 */
export function blockersOf(database: Executor, scope: TenantScope) {
  return database
    .selectFrom("user_blocks")
    .select("blocker_id")
    .where("organization_id", "=", scope.organizationId)
    .where("blocked_id", "=", scope.userId);
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
