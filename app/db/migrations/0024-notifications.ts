/**
 * Notification indexes, measured at 200 000 notifications for one person
 * (bench/notifications.ts):
 * - a person's list by (created_at, id), so a cursor page deep in the
 *   history is an index range read in order instead of a sort of
 *   everything older (replaces 0020's index on created_at alone);
 * - the unread ones alone (partial), so the shell's badge on every page
 *   counts a few rows instead of the person's whole history.
 */
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
