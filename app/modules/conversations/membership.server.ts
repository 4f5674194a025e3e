/**
 * The reader's own row of a conversation, scoped to the organization: what
 * every read and write of a thread checks first (a conversation that is not
 * the reader's, of another organization, or an id that is not a UUID gives
 * undefined).
 */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
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
    .executeTakeFirst();
}
