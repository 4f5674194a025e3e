/** Ends with conversation_id so a page whose cursor ties on the time stays an index range (bench/conversations.ts). */
import type { Kysely } from "kysely";

export const conversationsListIndex = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex("conversation_members_page_idx")
      .on("conversation_members")
      .columns(["organization_id", "user_id", "last_activity_at", "conversation_id"])
      .execute();
    await db.schema.dropIndex("conversation_members_list_idx").execute();
  },
};
