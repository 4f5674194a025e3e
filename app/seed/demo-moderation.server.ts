/** Demo moderation: the two earliest shared demo posts of each organization get a report from another member, so an administrator finds a queue. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import type { FinanceOrganization } from "./demo-finance.server";

const REASONS = [
  "Parece propaganda de um produto, fora do assunto do feed.",
  "Tom agressivo com um colega; peço que alguém da administração veja.",
];

export async function seedDemoModeration(
  db: Kysely<Database>,
  organizations: FinanceOrganization[],
  now = new Date(),
): Promise<void> {
  for (const organization of organizations) {
    const posts = await db
      .selectFrom("social_posts")
      .select(["id", "author_id"])
      .where("organization_id", "=", organization.id)
      .where("visibility", "=", "organizacao")
      .where("hidden_at", "is", null)
      .orderBy("created_at")
      .orderBy("id")
      .limit(REASONS.length)
      .execute();
    if (posts.length === 0) continue;
    const members = await db
      .selectFrom("memberships")
      .select("user_id")
      .where("organization_id", "=", organization.id)
      .orderBy("user_id")
      .execute();
    const reports = posts.flatMap((post, index) => {
      const reporter = members.find((member) => member.user_id !== post.author_id);
      return reporter
        ? [
            {
              id: randomUUID(),
              organization_id: organization.id,
              post_id: post.id,
              reporter_id: reporter.user_id,
              reason: REASONS[index]!,
              created_at: new Date(now.getTime() - (index + 1) * 3_600_000).toISOString(),
              resolved_at: null,
              resolution: null,
              resolved_by: null,
            },
          ]
        : [];
    });
    if (reports.length > 0) await db.insertInto("social_reports").values(reports).execute();
  }
}
