/**
 * The demo feed on the test database: every organization has posts with counts matching their rows, avisos and pictures.
 *
 * @demo-data: the demo feed itself.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { DEMO_POSTS } from "./demo-feed";

describe("demo feed", () => {
  it("gives each organization posts whose kept counts match their reactions and comments", async () => {
    const database = await db();
    const organizations = await database.selectFrom("organizations").select(["id", "slug"]).execute();
    for (const { id, slug } of organizations) {
      const posts = await database.selectFrom("social_posts").selectAll().where("organization_id", "=", id).execute();
      if (slug === "manager") continue;
      expect(posts.length, slug).toBe(DEMO_POSTS.length);
      expect(
        posts.some((post) => post.content_warning !== null),
        slug,
      ).toBe(true);
      for (const post of posts) {
        const reactions = await database
          .selectFrom("social_reactions")
          .select("user_id")
          .where("post_id", "=", post.id)
          .execute();
        const comments = await database.selectFrom("social_comments").select("id").where("post_id", "=", post.id).execute();
        expect(Number(post.reaction_count)).toBe(reactions.length);
        expect(Number(post.comment_count)).toBe(comments.length);
      }
      const images = await database.selectFrom("social_post_images").select("id").where("organization_id", "=", id).execute();
      expect(images.length, slug).toBe(DEMO_POSTS.filter((post) => post.image).length);
    }
  });
});
