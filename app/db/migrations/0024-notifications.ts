/** A person's list by (created_at, id) for deep cursor pages, and a partial index of unread ones for the shell's badge (bench/notifications.ts). */
import { sql, type Kysely } from "kysely";

export const notificationIndexes = {
  async up(db: Kysely<any>) {
    await db.schema.dropIndex("notifications_user_idx").execute();
    await db.schema
      .createIndex("notifications_page_idx")
      .on("notifications")
      .columns(["organization_id", "user_id", "created_at", "id"])
      .execute();
    await sql`CREATE INDEX notifications_unread_idx ON notifications (organization_id, user_id) WHERE read_at IS NULL`.execute(
      db,
    );
  },
};
