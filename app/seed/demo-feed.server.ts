import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "~/db/schema";
import { storeImage } from "~/media/images.server";
import { DEMO_COMMENTS, DEMO_POSTS } from "./demo-feed";
import type { FinanceOrganization } from "./demo-finance.server";
import { seededRandom, seedOf } from "./random";

const KINDS = ["curtir", "amei", "apoio", "haha", "uau"] as const;
const HOUR = 3_600_000;

async function picture(from: string, to: string): Promise<{ webp: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="640" fill="url(#g)"/><circle cx="700" cy="220" r="90" fill="#fde68a" opacity="0.8"/></svg>`;
  return { webp: await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(), width: 960, height: 640 };
}

/** Seeds the feed of every organization in `organizations`; nothing for one with fewer than two people with a profile. */
export async function seedDemoFeed(db: Kysely<Database>, organizations: FinanceOrganization[], now = new Date()) {
  for (const organization of organizations) {
    const people = await db
      .selectFrom("memberships as m")
      .innerJoin("profiles as p", "p.user_id", "m.user_id")
      .innerJoin("users as u", "u.id", "m.user_id")
      .select(["m.user_id as id", "p.username"])
      .where("m.organization_id", "=", organization.id)
      .where("u.is_active", "=", 1)
      .where("u.blocked_at", "is", null)
      .where("m.status", "=", "active")
      .orderBy("p.username")
      .execute();
    if (people.length < 2) continue;
    const random = seededRandom(seedOf(`feed/${organization.slug}`));
    const notify = async (
      userId: string,
      actorId: string,
      kind: "mencao" | "reacao" | "comentario",
      postId: string,
      at: string,
      commentId: string | null = null,
    ) => {
      if (userId === actorId) return;
      await db
        .insertInto("notifications")
        .values({
          id: randomUUID(),
          organization_id: organization.id,
          user_id: userId,
          kind,
          actor_id: actorId,
          post_id: postId,
          comment_id: commentId,
          created_at: at,
          read_at: random.chance(0.5) ? at : null,
        })
        .execute();
    };
    for (const [index, post] of DEMO_POSTS.entries()) {
      const author = people[index % people.length]!;
      const created = new Date(now.getTime() - (DEMO_POSTS.length - index) * 40 * HOUR - random.int(0, 8) * HOUR);
      const postId = randomUUID();
      const others = people.filter((person) => person.id !== author.id);
      const reactors = others.filter(() => random.chance(0.7));
      const commenters = others.filter(() => random.chance(0.4));
      await db
        .insertInto("social_posts")
        .values({
          id: postId,
          organization_id: organization.id,
          author_id: author.id,
          body: post.body,
          content_warning: post.contentWarning ?? null,
          visibility: "organizacao",
          reaction_count: reactors.length,
          comment_count: commenters.length,
          edited_at: null,
          hidden_at: null,
          hidden_by: null,
          created_at: created.toISOString(),
        })
        .execute();
      if (post.image) {
        const image = await picture(post.image.from, post.image.to);
        await db
          .insertInto("social_post_images")
          .values({
            id: randomUUID(),
            organization_id: organization.id,
            post_id: postId,
            position: 0,
            storage_key: await storeImage(`social/${organization.id}`, image.webp),
            alt: post.image.alt,
            width: image.width,
            height: image.height,
          })
          .execute();
      }
      for (const [n, reactor] of reactors.entries()) {
        const at = new Date(created.getTime() + (n + 1) * HOUR).toISOString();
        await db
          .insertInto("social_reactions")
          .values({
            organization_id: organization.id,
            post_id: postId,
            user_id: reactor.id,
            kind: random.pick(KINDS),
            created_at: at,
          })
          .execute();
        await notify(author.id, reactor.id, "reacao", postId, at);
      }
      for (const [n, commenter] of commenters.entries()) {
        const at = new Date(created.getTime() + (n + 2) * HOUR).toISOString();
        const mentioned = random.pick(people.filter((person) => person.id !== commenter.id));
        const template = random.pick(DEMO_COMMENTS);
        const commentId = randomUUID();
        await db
          .insertInto("social_comments")
          .values({
            id: commentId,
            organization_id: organization.id,
            post_id: postId,
            author_id: commenter.id,
            body: template.replace("{@}", `@${mentioned.username}`),
            edited_at: null,
            created_at: at,
          })
          .execute();
        await notify(author.id, commenter.id, "comentario", postId, at, commentId);
        if (template.includes("{@}") && mentioned.id !== author.id)
          await notify(mentioned.id, commenter.id, "mencao", postId, at, commentId);
      }
    }
  }
}
