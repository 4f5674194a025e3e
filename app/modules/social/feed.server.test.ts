/**
 * The feed on the test database (SQLite, or PostgreSQL with DATABASE_URL):
 * who sees which post (privado, hidden, blocks, another organization),
 * the cursor, counts kept on the post, notifications recorded, images
 * served only to readers, rate limits.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { readStoredImage } from "~/media/images.server";
import { feedOrganization, post } from "../../../tests/support/feed-rows";
import { blockUser } from "./blocks.server";
import { addComment, deleteComment, listComments, takeCommentPlace, updateComment, COMMENT_RATE } from "./comments.server";
import { decodeFeedCursor } from "./feed-cursor";
import { getPost, listFeed, listHighlights } from "./feed.server";
import { createPost, deletePost, POST_RATE, takePostPlace, updatePost, visibleImageKey } from "./posts.server";
import { listReactors, react } from "./reactions.server";

const bodies = (page: { posts: { body: string }[] }) => page.posts.map((p) => p.body);

async function notificationsOf(userId: string) {
  return (await db())
    .selectFrom("notifications")
    .select(["kind", "actor_id", "post_id", "comment_id"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .execute();
}

describe("feed", () => {
  it("shows the organization's posts newest first, pages by cursor, and leaves out others' privado and hidden posts", async () => {
    const [ana, bia] = await feedOrganization("Ana", "Bia");
    const minute = (i: number) => new Date(Date.now() - (10 - i) * 60_000);
    for (let i = 1; i <= 5; i++) await createPost(ana.scope, post(`Post ${i}`), [], minute(i));
    await createPost(ana.scope, post("Só meu", { visibility: "privado" }), [], minute(6));
    const hidden = await createPost(ana.scope, post("Oculto"));
    await (
      await db()
    )
      .updateTable("social_posts")
      .set({ hidden_at: new Date().toISOString() })
      .where("id", "=", hidden)
      .execute();

    const first = await listFeed(bia.scope, { limit: 2 });
    expect(bodies(first)).toEqual(["Post 5", "Post 4"]);
    const second = await listFeed(bia.scope, { limit: 2, cursor: decodeFeedCursor(first.next) });
    expect(bodies(second)).toEqual(["Post 3", "Post 2"]);
    const third = await listFeed(bia.scope, { limit: 2, cursor: decodeFeedCursor(second.next) });
    expect(bodies(third)).toEqual(["Post 1"]);
    expect(third.next).toBeNull();

    expect(bodies(await listFeed(ana.scope))).toEqual(["Só meu", "Post 5", "Post 4", "Post 3", "Post 2", "Post 1"]);
    expect(await getPost(bia.scope, hidden)).toBeNull();
    expect(bodies(await listFeed(bia.scope, { authorId: ana.scope.userId }))).toHaveLength(5);
  });

  it("hides the posts of someone who blocked the reader (and of those the reader blocked), answering 404 on them", async () => {
    const [ana, bia, caio] = await feedOrganization("Ana", "Bia", "Caio");
    const id = await createPost(ana.scope, post("De Ana"), [], new Date(Date.now() - 60_000));
    await blockUser(await db(), ana.scope, bia.scope.userId);
    expect(bodies(await listFeed(bia.scope))).toEqual([]);
    expect(await getPost(bia.scope, id)).toBeNull();
    expect(await react(bia.scope, id, "curtir")).toBeUndefined();
    expect(await addComment(bia.scope, id, "Oi")).toBeNull();
    await createPost(bia.scope, post("De Bia"));
    expect(bodies(await listFeed(ana.scope))).toEqual(["De Ana"]);
    expect(bodies(await listFeed(caio.scope))).toEqual(["De Bia", "De Ana"]);
  });

  it("leaves out, on a third person's post, the comments and reactions of someone blocked either way", async () => {
    const [ana, bia, caio] = await feedOrganization("Ana", "Bia", "Caio");
    const id = await createPost(caio.scope, post("De Caio"));
    await blockUser(await db(), ana.scope, bia.scope.userId);
    for (const person of [ana, bia]) {
      expect(await addComment(person.scope, id, `Comentário de ${person.username}`)).not.toBeNull();
      await react(person.scope, id, "curtir");
    }
    const seenBy = async (reader: typeof ana) => ({
      comments: (await listComments(reader.scope, id))!.map((comment) => comment.body),
      reactors: (await listReactors(reader.scope, id))!.map((reactor) => reactor.userId),
    });
    expect(await seenBy(ana)).toEqual({ comments: [`Comentário de ${ana.username}`], reactors: [ana.scope.userId] });
    expect(await seenBy(bia)).toEqual({ comments: [`Comentário de ${bia.username}`], reactors: [bia.scope.userId] });
    expect((await seenBy(caio)).comments).toHaveLength(2);
    expect((await seenBy(caio)).reactors).toHaveLength(2);
  });

  it("lets no mention cross a block, either way: in a post, its edit or a comment", async () => {
    const [ana, bia, caio] = await feedOrganization("Ana", "Bia", "Caio");
    await blockUser(await db(), ana.scope, bia.scope.userId);
    const id = await createPost(bia.scope, post(`Oi @${ana.username} e @${caio.username}`));
    expect(await updatePost(bia.scope, id, post(`De novo @${ana.username}`))).toBe(true);
    const caios = await createPost(caio.scope, post("De Caio"));
    expect(await addComment(bia.scope, caios, `@${ana.username}`, [ana.username])).not.toBeNull();
    await createPost(ana.scope, post(`Oi @${bia.username}`));
    expect(await notificationsOf(ana.scope.userId)).toEqual([]);
    expect(await notificationsOf(bia.scope.userId)).toEqual([]);
    expect((await notificationsOf(caio.scope.userId)).map((n) => [n.kind, n.actor_id])).toEqual([
      ["mencao", bia.scope.userId],
      ["comentario", bia.scope.userId],
    ]);
  });

  it("finds, changes and deletes nothing of another organization", async () => {
    const [ana] = await feedOrganization("Ana");
    const [eva] = await feedOrganization("Eva");
    const id = await createPost(ana.scope, post("Interno"));
    expect(bodies(await listFeed(eva.scope))).toEqual([]);
    expect(await getPost(eva.scope, id)).toBeNull();
    expect(await react(eva.scope, id, "amei")).toBeUndefined();
    expect(await addComment(eva.scope, id, "Invasão")).toBeNull();
    expect(await listComments(eva.scope, id)).toBeNull();
    expect(await listReactors(eva.scope, id)).toBeNull();
    expect(await updatePost({ ...eva.scope, userId: ana.scope.userId }, id, post("Mudado"))).toBe(false);
    expect(await deletePost({ ...eva.scope, userId: ana.scope.userId }, id)).toBe(false);
    expect((await getPost(ana.scope, id))?.body).toBe("Interno");
    expect(await getPost(ana.scope, "não-é-id")).toBeNull();
  });

  it("edits and deletes only one's own post, marking the edit", async () => {
    const [ana, bia] = await feedOrganization("Ana", "Bia");
    const id = await createPost(ana.scope, post("Primeira versão"));
    expect(await updatePost(bia.scope, id, post("Roubado"))).toBe(false);
    expect(await updatePost(ana.scope, id, post("Segunda versão", { contentWarning: "Spoiler" }))).toBe(true);
    const edited = await getPost(bia.scope, id);
    expect(edited).toMatchObject({ body: "Segunda versão", contentWarning: "Spoiler" });
    expect(edited?.editedAt).not.toBeNull();
    expect(await deletePost(bia.scope, id)).toBe(false);
    expect(await deletePost(ana.scope, id)).toBe(true);
    expect(await getPost(ana.scope, id)).toBeNull();
  });
});

describe("reactions and comments", () => {
  it("keeps one reaction per person, counts it on the post, lists who reacted and notifies the author once", async () => {
    const [ana, bia, caio] = await feedOrganization("Ana", "Bia", "Caio");
    const id = await createPost(ana.scope, post("Reajam"));
    expect(await react(bia.scope, id, "curtir")).toBe("curtir");
    expect(await react(caio.scope, id, "uau")).toBe("uau");
    expect(await react(bia.scope, id, "amei")).toBe("amei");
    expect((await getPost(ana.scope, id))?.reactionCount).toBe(2);
    expect((await getPost(bia.scope, id))?.myReaction).toBe("amei");
    expect((await listReactors(ana.scope, id))?.map((r) => r.kind).sort()).toEqual(["amei", "uau"]);
    expect(await react(bia.scope, id, "retirar:amei")).toBeNull();
    expect((await getPost(ana.scope, id))?.reactionCount).toBe(1);
    expect(await react(bia.scope, id, "raiva")).toBeUndefined();
    expect(await react(ana.scope, id, "curtir")).toBe("curtir");
    const kinds = (await notificationsOf(ana.scope.userId)).map((n) => n.kind);
    expect(kinds).toEqual(["reacao", "reacao"]);
  });

  it("changes nothing when a reaction's post is sent again, either way", async () => {
    const [ana, bia] = await feedOrganization("Ana", "Bia");
    const id = await createPost(ana.scope, post("Reenvio"));
    for (let send = 0; send < 2; send++) expect(await react(bia.scope, id, "amei")).toBe("amei");
    expect((await getPost(ana.scope, id))?.reactionCount).toBe(1);
    expect((await notificationsOf(ana.scope.userId)).map((n) => n.kind)).toEqual(["reacao"]);
    for (let send = 0; send < 2; send++) expect(await react(bia.scope, id, "retirar:amei")).toBeNull();
    expect((await getPost(ana.scope, id))?.reactionCount).toBe(0);
    expect(await react(bia.scope, id, "curtir")).toBe("curtir");
    expect(await react(bia.scope, id, "retirar:amei")).toBe("curtir");
    expect((await getPost(ana.scope, id))?.reactionCount).toBe(1);
  });

  it("counts comments, notifies the author and the people mentioned, and edits or deletes only one's own", async () => {
    const [ana, bia, caio] = await feedOrganization("Ana", "Bia", "Caio");
    const [eva] = await feedOrganization("Eva");
    const id = await createPost(ana.scope, post(`Olá @${bia.username} e @${eva.username}`));
    expect((await notificationsOf(bia.scope.userId)).map((n) => n.kind)).toEqual(["mencao"]);
    expect(await notificationsOf(eva.scope.userId)).toEqual([]);

    const comment = await addComment(bia.scope, id, `Chama o @${caio.username}`, [caio.username]);
    expect(comment).not.toBeNull();
    expect((await getPost(ana.scope, id))?.commentCount).toBe(1);
    expect((await notificationsOf(ana.scope.userId)).map((n) => [n.kind, n.comment_id])).toEqual([["comentario", comment]]);
    expect((await notificationsOf(caio.scope.userId)).map((n) => n.kind)).toEqual(["mencao"]);

    expect(await updateComment(caio.scope, id, comment as string, "Não é meu")).toBe(false);
    expect(await updateComment(bia.scope, id, comment as string, "Corrigido")).toBe(true);
    const listed = await listComments(ana.scope, id);
    expect(listed?.map((c) => [c.body, c.editedAt !== null])).toEqual([["Corrigido", true]]);
    expect(await deleteComment(ana.scope, id, comment as string)).toBe(false);
    expect(await deleteComment(bia.scope, id, comment as string)).toBe(true);
    expect((await getPost(ana.scope, id))?.commentCount).toBe(0);
  });

  it("ranks the week's highlights by reactions, ties newest first, older than 7 days left out", async () => {
    const [ana, bia, caio] = await feedOrganization("Ana", "Bia", "Caio");
    const one = await createPost(ana.scope, post("Uma"), [], new Date(Date.now() - 3000));
    const two = await createPost(ana.scope, post("Duas"), [], new Date(Date.now() - 2000));
    const tie = await createPost(ana.scope, post("Empate"), [], new Date(Date.now() - 1000));
    const old = await createPost(ana.scope, post("Antiga"));
    for (const who of [bia, caio]) await react(who.scope, two, "curtir");
    for (const id of [one, tie, old]) await react(bia.scope, id, "apoio");
    const weekAgo = new Date(Date.now() - 8 * 24 * 3_600_000).toISOString();
    await (await db()).updateTable("social_posts").set({ created_at: weekAgo }).where("id", "=", old).execute();
    expect((await listHighlights(caio.scope)).map((p) => p.body)).toEqual(["Duas", "Empate", "Uma"]);
  });
});

describe("images and limits", () => {
  it("serves a post's image only to people who may see the post, and removes it with the post", async () => {
    const [ana, bia] = await feedOrganization("Ana", "Bia");
    const [eva] = await feedOrganization("Eva");
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    const id = await createPost(ana.scope, post("Com foto"), [{ webp, width: 40, height: 30, alt: "Um quadrado azul" }]);
    const image = (await getPost(bia.scope, id))?.images[0];
    expect(image).toMatchObject({ alt: "Um quadrado azul", width: 40, height: 30 });
    const key = await visibleImageKey(bia.scope, image?.id as string);
    expect(key).not.toBeNull();
    expect(await visibleImageKey(eva.scope, image?.id as string)).toBeNull();
    expect(await visibleImageKey(bia.scope, "x")).toBeNull();
    expect(await readStoredImage(key as string)).not.toBeNull();
    await deletePost(ana.scope, id);
    expect(await readStoredImage(key as string)).toBeNull();
  });

  it("refuses a publication or comment over the per-person limit, and only for that person", async () => {
    const [ana, bia] = await feedOrganization("Ana", "Bia");
    for (let i = 0; i < POST_RATE.limit; i++) expect(await takePostPlace(ana.scope)).toBe(true);
    expect(await takePostPlace(ana.scope)).toBe(false);
    expect(await takePostPlace(bia.scope)).toBe(true);
    for (let i = 0; i < COMMENT_RATE.limit; i++) expect(await takeCommentPlace(ana.scope)).toBe(true);
    expect(await takeCommentPlace(ana.scope)).toBe(false);
  });
});
