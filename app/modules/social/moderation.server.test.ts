/**
 * Moderation and blocks on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL): a member reports a post they can see once; the
 * administrator's queue groups reports by post, hides (the reports closed
 * as oculta, the feed told), keeps (mantida) and restores; a Usuario
 * moderates nothing; another organization's posts and people are out of
 * reach; blocking and unblocking from the block list.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import { insertPost, insertProfile } from "../../../tests/support/social-rows";
import type { TenantScope } from "../tenant-scope";
import { blockBetween, changeBlock, listBlockedPeople } from "./blocked-people.server";
import { socialCounts } from "./counts.server";
import { recordNotification } from "./notify.server";
import { blockUser, unblockUser } from "./blocks.server";
import { listHiddenPosts, listReportQueue } from "./moderation-queue.server";
import { moderatePost, reportPost, reportSchema } from "./moderation.server";

/** An organization with an administrator (the scope's person), a Usuario author and a Usuario reader, with profiles. */
async function organization() {
  const scope = await newScope();
  const database = await db();
  await insertUser(scope, { id: scope.userId, givenName: "Ana" });
  await database.updateTable("memberships").set({ role: "Administrator" }).where("user_id", "=", scope.userId).execute();
  const author = await insertUser(scope, { givenName: "Bruno", role: "usuario" });
  const reader = await insertUser(scope, { givenName: "Carla", role: "usuario" });
  await insertProfile(scope.userId, "Ana Lima");
  await insertProfile(author, "Bruno Souza");
  await insertProfile(reader, "Carla Dias");
  const as = (userId: string): TenantScope => ({ organizationId: scope.organizationId, userId });
  const post = await insertPost(scope, author, "Uma publicação polêmica");
  return { scope, database, author, reader, as, post };
}

const feedEvents = async (organizationId: string) =>
  (
    await (
      await db()
    )
      .selectFrom("live_events")
      .select("payload")
      .where("organization_id", "=", organizationId)
      .where("topic", "=", "feed")
      .execute()
  ).map((row) => JSON.parse(row.payload) as Record<string, unknown>);

describe("reports", () => {
  it("takes a reason of 1 to 500 characters without control characters", () => {
    const id = "0b7f6f0e-5b1a-4c59-9a39-7c1f3b9a2a11";
    expect(reportSchema.safeParse({ postId: id, reason: "  Ofensivo\ncom quebra " }).data?.reason).toBe("Ofensivo\ncom quebra");
    const message = (input: Record<string, string>) => reportSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ postId: id, reason: " " })).toBe("Diga o motivo da denúncia.");
    expect(message({ postId: id, reason: "x".repeat(501) })).toBe("O motivo deve ter no máximo 500 caracteres.");
    expect(message({ postId: id, reason: "a\u0000b" })).toMatch(/caracteres de controle/);
    expect(message({ postId: "1", reason: "x" })).toBe("Publicação não encontrada.");
  });

  it("records a member's report once, and refuses their own post, a hidden one, another's privado and a blocked author's", async () => {
    const { scope, author, reader, as, post } = await organization();
    expect(await reportPost(as(reader), post, "Ofensivo")).toBe("reported");
    expect(await reportPost(as(reader), post, "De novo")).toBe("already");
    expect(await reportPost(as(author), post, "Minha")).toBe("own");
    const privado = await insertPost(scope, author, "Só para mim", { visibility: "privado" });
    expect(await reportPost(as(reader), privado, "x")).toBeNull();
    const other = await insertPost(scope, author, "Outra");
    await blockUser(await db(), as(author), reader);
    expect(await reportPost(as(reader), other, "x")).toBeNull();
    expect(await reportPost(as(reader), "not-an-id", "x")).toBeNull();
  });

  it("refuses a person's 21st report within 10 minutes", async () => {
    const { scope, author, reader, as } = await organization();
    for (let i = 0; i < 20; i++)
      expect(await reportPost(as(reader), await insertPost(scope, author, `Post ${i}`), "Spam")).toBe("reported");
    expect(await reportPost(as(reader), await insertPost(scope, author, "Mais um"), "Spam")).toBe("limit");
    expect(await reportPost(scope, await insertPost(scope, author, "Outro leitor"), "Spam")).toBe("reported");
  });

  it("finds no post of another organization", async () => {
    const { post } = await organization();
    const intruder = await newScope();
    await insertUser(intruder, { id: intruder.userId, givenName: "Intrusa" });
    expect(await reportPost(intruder, post, "x")).toBeNull();
  });
});

describe("the moderation queue", () => {
  it("groups open reports by post; hiding closes them as oculta and tells the feed; restoring brings the post back", async () => {
    const { scope, database, reader, as, post } = await organization();
    await reportPost(as(reader), post, "Ofensivo");
    await reportPost(scope, post, "Spam");
    const queue = await listReportQueue(scope);
    expect(
      queue?.map((item) => [item.body, item.author.displayName, item.reports.map((r) => [r.reason, r.reporter.displayName])]),
    ).toEqual([
      [
        "Uma publicação polêmica",
        "Bruno Souza",
        [
          ["Ofensivo", "Carla Dias"],
          ["Spam", "Ana Lima"],
        ],
      ],
    ]);
    expect(await moderatePost(scope, post, "ocultar")).toBe(true);
    expect(await listReportQueue(scope)).toEqual([]);
    const hidden = await listHiddenPosts(scope);
    expect(hidden?.map((item) => [item.id, item.hiddenBy?.displayName])).toEqual([[post, "Ana Lima"]]);
    const resolutions = await database
      .selectFrom("social_reports")
      .select(["resolution", "resolved_by"])
      .where("post_id", "=", post)
      .execute();
    expect(resolutions).toEqual([
      { resolution: "oculta", resolved_by: scope.userId },
      { resolution: "oculta", resolved_by: scope.userId },
    ]);
    expect(await reportPost(as(reader), post, "De novo")).toBeNull();
    expect(await moderatePost(scope, post, "restaurar")).toBe(true);
    expect(await listHiddenPosts(scope)).toEqual([]);
    expect(await moderatePost(scope, post, "restaurar")).toBe(false);
    expect(await feedEvents(scope.organizationId)).toEqual([
      { kind: "post.changed", postId: post },
      { kind: "post.changed", postId: post },
    ]);
  });

  it("hiding a post takes its unread notifications off the badge", async () => {
    const { scope, database, author, reader, as, post } = await organization();
    await recordNotification(database, as(reader), { userId: author, kind: "reacao", postId: post });
    expect((await socialCounts(as(author))).unreadNotifications).toBe(1);
    await moderatePost(scope, post, "ocultar");
    expect((await socialCounts(as(author))).unreadNotifications).toBe(0);
  });

  it("keeping a post closes its reports as mantida and leaves it in the feed", async () => {
    const { scope, database, reader, as, post } = await organization();
    await reportPost(as(reader), post, "Não gostei");
    expect(await moderatePost(scope, post, "manter")).toBe(true);
    expect(await listReportQueue(scope)).toEqual([]);
    const row = await database.selectFrom("social_posts").select("hidden_at").where("id", "=", post).executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
    const report = await database
      .selectFrom("social_reports")
      .select("resolution")
      .where("post_id", "=", post)
      .executeTakeFirstOrThrow();
    expect(report.resolution).toBe("mantida");
  });

  it("lets a Usuario neither see the queue nor moderate, and an administrator of another organization finds nothing", async () => {
    const { scope, database, reader, as, post } = await organization();
    await reportPost(as(reader), post, "Ofensivo");
    expect(await listReportQueue(as(reader))).toBeNull();
    expect(await listHiddenPosts(as(reader))).toBeNull();
    expect(await moderatePost(as(reader), post, "ocultar")).toBeNull();
    const elsewhere = await newScope();
    await insertUser(elsewhere, { id: elsewhere.userId, givenName: "Outra" });
    await database.updateTable("memberships").set({ role: "Administrator" }).where("user_id", "=", elsewhere.userId).execute();
    expect(await listReportQueue(elsewhere)).toEqual([]);
    expect(await moderatePost(elsewhere, post, "ocultar")).toBe(false);
    expect((await listReportQueue(scope))?.length).toBe(1);
    const row = await database.selectFrom("social_posts").select("hidden_at").where("id", "=", post).executeTakeFirstOrThrow();
    expect(row.hidden_at).toBeNull();
  });
});

describe("blocks", () => {
  it("lists the people I blocked with their names, and unblocking takes them off", async () => {
    const { scope, database, author, reader, as } = await organization();
    expect(await blockUser(database, scope, author)).toBe(true);
    expect(await blockUser(database, scope, reader)).toBe(true);
    expect((await listBlockedPeople(scope)).map((row) => row.displayName).sort()).toEqual(["Bruno Souza", "Carla Dias"]);
    expect(await blockBetween(scope, author)).toEqual({ blockedByMe: true, blockedMe: false });
    expect(await blockBetween(as(author), scope.userId)).toEqual({ blockedByMe: false, blockedMe: true });
    await unblockUser(database, scope, author);
    expect((await listBlockedPeople(scope)).map((row) => row.displayName)).toEqual(["Carla Dias"]);
    expect(await listBlockedPeople(as(reader))).toEqual([]);
    expect(await blockUser(database, scope, scope.userId)).toBe(false);
  });

  it("refuses to block a person of another organization, and lists nothing across organizations", async () => {
    const { scope, database } = await organization();
    const elsewhere = await newScope();
    const stranger = await insertUser(elsewhere, { givenName: "Estranho" });
    expect(await blockUser(database, scope, stranger)).toBe(false);
    expect(await listBlockedPeople(scope)).toEqual([]);
    await blockUser(database, scope, await insertUser(scope, { givenName: "Dani" }));
    expect(await listBlockedPeople({ organizationId: elsewhere.organizationId, userId: scope.userId })).toEqual([]);
  });

  it("blocking through the page's action clears the badge of what the blocked person did, and refuses a stranger", async () => {
    const { scope, database, author, as, post } = await organization();
    await recordNotification(database, as(author), { userId: scope.userId, kind: "reacao", postId: post });
    expect((await socialCounts(scope)).unreadNotifications).toBe(1);
    expect(await changeBlock(scope, author, "block")).toBe(true);
    expect((await socialCounts(scope)).unreadNotifications).toBe(0);
    expect(await recordNotification(database, as(author), { userId: scope.userId, kind: "reacao", postId: post })).toBe(false);
    expect(await changeBlock(scope, author, "unblock")).toBe(true);
    expect(await listBlockedPeople(scope)).toEqual([]);
    const stranger = await insertUser(await newScope(), { givenName: "Estranho" });
    expect(await changeBlock(scope, stranger, "block")).toBe(false);
  });
});
