/**
 * The week's highlights (modules/social/feed.server.ts `listHighlights`),
 * measured at 1 000 000 posts in one organization (bench/feed.ts): the
 * posts of the last 7 days are ranked by reaction_count, which no index
 * can order within a date range, so the ranking reads every post of the
 * week. This index holds what the ranking and the reader's visibility read
 * (date, count, id, hidden, visibility, author), so it reads the index
 * alone and only the 20 posts shown reach the table.
 */
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
