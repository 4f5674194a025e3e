/** The shell's badges on every page: two indexed reads on the person's own rows, in one statement. */
import { sql } from "kysely";
import { compiledOnce } from "~/db/compiled-query.server";
import { db } from "~/db/db.server";
import type { TenantScope } from "~/modules/tenant-scope";

export interface SocialCounts {
  unreadMessages: number;
  unreadNotifications: number;
}

const unreadCounts = compiledOnce((db, organizationId: string, userId: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom("conversation_members")
      .select(sql<number>`coalesce(sum(unread_count), 0)`.as("total"))
      .where("organization_id", "=", organizationId)
      .where("user_id", "=", userId)
      .where("muted", "=", 0)
      .where("left_at", "is", null)
      .as("unreadMessages"),
    eb
      .selectFrom("notifications")
      .select((count) => count.fn.countAll<number>().as("total"))
      .where("organization_id", "=", organizationId)
      .where("user_id", "=", userId)
      .where("read_at", "is", null)
      .as("unreadNotifications"),
  ]),
);

export async function socialCounts(scope: TenantScope): Promise<SocialCounts> {
  const [counts] = await unreadCounts(await db(), scope.organizationId, scope.userId);
  return { unreadMessages: Number(counts?.unreadMessages ?? 0), unreadNotifications: Number(counts?.unreadNotifications ?? 0) };
}
