/** The shell's badges on every page: two indexed reads on the person's own rows. */
import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export interface SocialCounts {
  unreadMessages: number;
  unreadNotifications: number;
}

export async function socialCounts(scope: TenantScope): Promise<SocialCounts> {
  const database = await db();
  const [messages, notifications] = await Promise.all([
    database
      .selectFrom("conversation_members")
      .select(sql<number>`coalesce(sum(unread_count), 0)`.as("total"))
      .where("organization_id", "=", scope.organizationId)
      .where("user_id", "=", scope.userId)
      .where("muted", "=", 0)
      .where("left_at", "is", null)
      .executeTakeFirstOrThrow(),
    database
      .selectFrom("notifications")
      .select((eb) => eb.fn.countAll<number>().as("total"))
      .where("organization_id", "=", scope.organizationId)
      .where("user_id", "=", scope.userId)
      .where("read_at", "is", null)
      .executeTakeFirstOrThrow(),
  ]);
  return { unreadMessages: Number(messages.total), unreadNotifications: Number(notifications.total) };
}
