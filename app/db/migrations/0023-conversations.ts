/**
 * A person's conversation list pages by their member row's
 * (last_activity_at, conversation_id), newest first: the index of 0020
 * ends at last_activity_at, so a page whose cursor ties on the time would
 * read the tie from the table. This one ends with the conversation id
 * (bench/conversations.ts).
 */
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
