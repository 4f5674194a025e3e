/** The write side of notifications, in the transaction of the change; nobody is notified of their own act, nor of the act of someone they blocked. */
import type { Kysely, Transaction } from "kysely";
import { orderedId } from "~/db/ordered-id.server";
import type { Database, NotificationKind } from "~/db/schema";
import { publishEvent } from "~/modules/events/publish.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { blockedEitherWay } from "./blocks.server";
import { NOTIFICATIONS_TOPIC } from "./topics";

export interface NotificationInput {
  userId: string;
  kind: NotificationKind;
  postId: string;
  commentId?: string | null;
}

/** Records `input` for `input.userId` with `scope.userId` as the actor; false when nobody is to be told. */
export async function recordNotification(
  database: Kysely<Database> | Transaction<Database>,
  scope: TenantScope,
  input: NotificationInput,
): Promise<boolean> {
  if (input.userId === scope.userId) return false;
  if (await blockedEitherWay(database, scope.organizationId, scope.userId, input.userId)) return false;
  await database
    .insertInto("notifications")
    .values({
      id: orderedId(),
      organization_id: scope.organizationId,
      user_id: input.userId,
      kind: input.kind,
      actor_id: scope.userId,
      post_id: input.postId,
      comment_id: input.commentId ?? null,
      created_at: new Date().toISOString(),
      read_at: null,
    })
    .execute();
  await publishEvent(database, {
    organizationId: scope.organizationId,
    topic: NOTIFICATIONS_TOPIC,
    audienceUserId: input.userId,
    payload: { kind: "notification.created" },
  });
  return true;
}
