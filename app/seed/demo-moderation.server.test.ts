/** Demo moderation on the test database: the earliest shared posts get one report each, never from their author. */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newScope } from "../../tests/support/ledger-rows";
import { insertUser } from "../../tests/support/members";
import { insertPost } from "../../tests/support/social-rows";
import { listReportQueue } from "~/modules/social/moderation-queue.server";
import { seedDemoModeration } from "./demo-moderation.server";

describe("demo moderation", () => {
  it("reports the two earliest shared posts, by someone else, and leaves an organization without posts alone", async () => {
    const scope = await newScope();
    const database = await db();
    await insertUser(scope, { id: scope.userId, givenName: "Ana" });
    await database.updateTable("memberships").set({ role: "Administrator" }).where("user_id", "=", scope.userId).execute();
    const author = await insertUser(scope, { givenName: "Bruno", role: "usuario" });
    await insertPost(scope, author, "Primeira", { createdAt: "2026-01-01T10:00:00.000Z" });
    await insertPost(scope, scope.userId, "Segunda", { createdAt: "2026-01-02T10:00:00.000Z" });
    await insertPost(scope, author, "Privada", { createdAt: "2025-12-01T10:00:00.000Z", visibility: "privado" });
    await insertPost(scope, author, "Terceira", { createdAt: "2026-01-03T10:00:00.000Z" });
    const empty = await newScope();
    await seedDemoModeration(database, [
      { id: scope.organizationId, slug: "x", actorId: scope.userId },
      { id: empty.organizationId, slug: "y", actorId: empty.userId },
    ]);
    const queue = await listReportQueue(scope);
    expect(queue?.map((post) => [post.body, post.reports.length]).sort()).toEqual([
      ["Primeira", 1],
      ["Segunda", 1],
    ]);
    const reports = await database
      .selectFrom("social_reports")
      .innerJoin("social_posts", "social_posts.id", "social_reports.post_id")
      .select(["reporter_id", "author_id"])
      .where("social_reports.organization_id", "=", scope.organizationId)
      .execute();
    expect(reports.every((row) => row.reporter_id !== row.author_id)).toBe(true);
    expect(
      await database.selectFrom("social_reports").select("id").where("organization_id", "=", empty.organizationId).execute(),
    ).toEqual([]);
  });
});
