/**
 * Notifications on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL): a person's list newest first with the actor's name and
 * cursor pages, marking all read (the badge count goes to zero), nothing
 * read across organizations, blocked actors and hidden posts left out,
 * and the profile panel's conversations with unread messages.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { insertUser } from "../../../tests/support/members";
import { insertConversation, insertPost, insertProfile } from "../../../tests/support/social-rows";
import type { TenantScope } from "../tenant-scope";
import { blockUser } from "./blocks.server";
import { socialCounts } from "./counts.server";
import {
  listNotifications,
  listUnreadConversations,
  markAllNotificationsRead,
  parseNotificationCursor,
} from "./notifications.server";
import { recordNotification } from "./notify.server";

/** An organization where Ana (the scope's person) wrote a post, and Bruno and Carla are members with profiles. */
async function neighbourhood() {
  const scope = await newScope();
  await insertUser(scope, { id: scope.userId, givenName: "Ana" });
  await insertProfile(scope.userId, "Ana Lima");
  const bruno = await insertUser(scope, { givenName: "Bruno" });
  const carla = await insertUser(scope, { givenName: "Carla" });
  await insertProfile(bruno, "Bruno Souza");
  await insertProfile(carla, "Carla Dias");
  const post = await insertPost(scope, scope.userId, "Bom dia, equipe!");
  const as = (userId: string): TenantScope => ({ organizationId: scope.organizationId, userId });
  const database = await db();
  return { scope, bruno, carla, post, as, database };
}

describe("notifications", () => {
  it("lists a person's notifications newest first with who did what, page by page", async () => {
    const { scope, bruno, carla, post, as, database } = await neighbourhood();
    await recordNotification(database, as(bruno), { userId: scope.userId, kind: "reacao", postId: post });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordNotification(database, as(carla), { userId: scope.userId, kind: "comentario", postId: post });
    const first = await listNotifications(scope, { limit: 1 });
    expect(first.items.map((item) => [item.kind, item.actor?.displayName, item.read, item.postId])).toEqual([
      ["comentario", "Carla Dias", false, post],
    ]);
    expect(first.next).not.toBeNull();
    const second = await listNotifications(scope, { limit: 1, before: first.next });
    expect(second.items.map((item) => item.actor?.displayName)).toEqual(["Bruno Souza"]);
    expect(second.next).toBeNull();
    expect((await listNotifications(scope, { before: "não é um cursor" })).items).toHaveLength(2);
    expect(parseNotificationCursor("2026-01-01T00:00:00.000Z_x")).toBeNull();
    expect(await listNotifications(as(bruno))).toEqual({ items: [], next: null });
  });

  it("marks all read: the list shows them read and the badge count drops to zero", async () => {
    const { scope, bruno, post, as, database } = await neighbourhood();
    await recordNotification(database, as(bruno), { userId: scope.userId, kind: "mencao", postId: post });
    await recordNotification(database, as(bruno), { userId: scope.userId, kind: "reacao", postId: post });
    expect((await socialCounts(scope)).unreadNotifications).toBe(2);
    expect(await markAllNotificationsRead(scope)).toBe(2);
    expect((await socialCounts(scope)).unreadNotifications).toBe(0);
    expect((await listNotifications(scope)).items.every((item) => item.read)).toBe(true);
    expect(await markAllNotificationsRead(scope)).toBe(0);
  });

  it("reads and marks nothing of another organization", async () => {
    const { scope, bruno, post, as, database } = await neighbourhood();
    await recordNotification(database, as(bruno), { userId: scope.userId, kind: "reacao", postId: post });
    const elsewhere = await newScope();
    const sameperson = { organizationId: elsewhere.organizationId, userId: scope.userId };
    expect((await listNotifications(sameperson)).items).toEqual([]);
    expect(await markAllNotificationsRead(sameperson)).toBe(0);
    expect((await socialCounts(scope)).unreadNotifications).toBe(1);
  });

  it("leaves out what blocked people did and what is about hidden posts", async () => {
    const { scope, bruno, carla, post, as, database } = await neighbourhood();
    await recordNotification(database, as(bruno), { userId: scope.userId, kind: "reacao", postId: post });
    await recordNotification(database, as(carla), { userId: scope.userId, kind: "reacao", postId: post });
    await blockUser(database, scope, bruno);
    expect((await listNotifications(scope)).items.map((item) => item.actor?.displayName)).toEqual(["Carla Dias"]);
    await database.updateTable("social_posts").set({ hidden_at: new Date().toISOString() }).where("id", "=", post).execute();
    expect((await listNotifications(scope)).items).toEqual([]);
  });
});

describe("the panel's messages", () => {
  it("lists conversations with unread messages: the other person or the group's title, the last message, the count", async () => {
    const { scope, bruno, carla, as } = await neighbourhood();
    await insertConversation(scope, [bruno, scope.userId], "Oi, Ana! Tudo bem?");
    await insertConversation(scope, [carla, scope.userId, bruno], "Reunião às 15h", { title: "Projeto Aurora" });
    await insertConversation(scope, [carla, scope.userId], "Silenciada", { muted: [scope.userId] });
    const list = await listUnreadConversations(scope);
    expect(list.map((row) => [row.title, row.preview, row.unread]).sort()).toEqual([
      ["Bruno Souza", "Oi, Ana! Tudo bem?", 1],
      ["Projeto Aurora", "Reunião às 15h", 1],
    ]);
    expect((await listUnreadConversations(as(carla))).map((row) => row.title)).toEqual([]);
    expect(await listUnreadConversations({ organizationId: (await newScope()).organizationId, userId: scope.userId })).toEqual(
      [],
    );
  });
});
