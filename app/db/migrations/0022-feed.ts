/** Covers what the week's highlights ranking reads, so only the 20 posts shown reach the table (bench/feed.ts). */
import type { Kysely, Migration } from "kysely";

export const feedIndexes: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex("social_posts_week_idx")
      .on("social_posts")
      .columns(["organization_id", "created_at", "reaction_count", "id", "hidden_at", "visibility", "author_id"])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropIndex("social_posts_week_idx").execute();
  },
};
