/** The reader's own row of a conversation, scoped to the organization: what every read and write of a thread checks first (blocks: docs/decisions/0025). */
import { sql, type Expression, type Kysely, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { hasBlockedSql, noBlockBetweenSql } from "~/db/user-blocks";
import { isId } from "~/modules/ids";
import type { TenantScope } from "~/modules/tenant-scope";

export async function readerMembership(executor: Kysely<Database> | Transaction<Database>, scope: TenantScope, id: string) {
  if (!isId(id)) return undefined;
  return executor
    .selectFrom("conversation_members as cm")
    .innerJoin("conversations as c", "c.id", "cm.conversation_id")
    .select(["c.kind", "c.title", "c.last_message_at", "cm.muted", "cm.left_at", "cm.unread_count", "cm.last_read_at"])
    .where("cm.conversation_id", "=", id)
    .where("cm.user_id", "=", scope.userId)
    .where("c.organization_id", "=", scope.organizationId)
    .where(shownToReader(scope))
    .executeTakeFirst();
}

/** SQL over `conversations as c`: false for a direta whose other person blocked `scope.userId` (the blocker still reads it, without sending). */
export function shownToReader(scope: TenantScope) {
  return sql<boolean>`(${sql.ref("c.kind")} <> 'direta' or not exists (select 1 from conversation_members as other_member where other_member.conversation_id = ${sql.ref("c.id")} and other_member.user_id <> ${scope.userId} and ${hasBlockedSql(scope.organizationId, sql.ref("other_member.user_id"), scope.userId)}))`;
}

/** SQL: a group's message from `sender` (a column; null for a sistema line) that `scope.userId` may see: no block either way. */
export function groupSenderShown(scope: TenantScope, sender: Expression<unknown>) {
  return sql<boolean>`(${sender} is null or ${noBlockBetweenSql(scope.organizationId, scope.userId, sender)})`;
}
