/**
 * Conversas on the test database (SQLite, or PostgreSQL with
 * DATABASE_URL): starting and listing, sending and the unread counts,
 * "visto", leaving, muting, blocks, images, and nothing of another
 * organization or of a conversation one is not in.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { readStoredImage } from "~/media/images.server";
import { blockUser, unblockUser } from "~/modules/social/blocks.server";
import { socialCounts } from "~/modules/social/counts.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { newScope } from "../../../tests/support/ledger-rows";
import { createUser } from "../../../tests/support/factories";
import { insertUser } from "../../../tests/support/members";
import { createGroup, getConversation, listConversations, setMuted, startDirect } from "./conversations.server";
import { storeMessageImages } from "./message-images.server";
import { leaveGroup, markRead, messageImageKey, sendMessage, threadPage } from "./messages.server";
import { membersByUsernames } from "./people.server";

/** An organization with its acting person and `count` more members, each with their own scope. */
async function people(count: number): Promise<TenantScope[]> {
  const scope = await newScope();
  await insertUser(scope, { givenName: "Eu", id: scope.userId });
  const others: TenantScope[] = [];
  for (let index = 0; index < count; index++)
    others.push({ ...scope, userId: await insertUser(scope, { givenName: `Pessoa${index}` }) });
  return [scope, ...others];
}

const unread = async (scope: TenantScope) => (await socialCounts(scope)).unreadMessages;

async function events(scope: TenantScope, kind: string) {
  const rows = await (
    await db()
  )
    .selectFrom("live_events")
    .select(["audience_user_id", "payload"])
    .where("organization_id", "=", scope.organizationId)
    .where("topic", "=", "conversas")
    .execute();
  return rows.filter((row) => JSON.parse(row.payload).kind === kind).map((row) => row.audience_user_id);
}

describe("a direta", () => {
  it("is one per pair, lists newest activity first with the preview and unread count, and a read clears the count", async () => {
    const [me, ana, bia] = await people(2);
    const withAna = await startDirect(me!, ana!.userId);
    expect(await startDirect(ana!, me!.userId)).toBe(withAna);
    const withBia = await startDirect(me!, bia!.userId);
    await sendMessage(me!, withAna, "Oi, Ana");
    await sendMessage(ana!, withAna, "Oi!\nTudo bem?");
    await sendMessage(ana!, withAna, "Viu?");
    expect(await unread(me!)).toBe(2);
    expect(await unread(ana!)).toBe(0);
    const list = await listConversations(me!);
    expect(list.rows.map((row) => [row.title, row.unread, row.last?.body])).toEqual([
      ["Pessoa0 Teste", 2, "Viu?"],
      ["Pessoa1 Teste", 0, undefined],
    ]);
    expect(list.rows[1]!.id).toBe(withBia);
    expect(await markRead(me!, withAna)).toBe(true);
    expect(await unread(me!)).toBe(0);
    expect(await events(me!, "conversation.read")).toEqual(expect.arrayContaining([ana!.userId, me!.userId]));
    expect((await events(me!, "message.created")).filter((id) => id === me!.userId)).toHaveLength(3);
  });

  it("keeps the thread in order with strictly increasing times and pages back with a cursor", async () => {
    const [me, ana] = await people(1);
    const id = await startDirect(me!, ana!.userId);
    const now = new Date();
    for (let index = 0; index < 7; index++) await sendMessage(index % 2 ? ana! : me!, id, `m${index}`, [], now);
    const last = await threadPage(me!, id, null, 3);
    expect(last!.messages.map((m) => m.body)).toEqual(["m4", "m5", "m6"]);
    const before = await threadPage(me!, id, last!.older, 3);
    expect(before!.messages.map((m) => m.body)).toEqual(["m1", "m2", "m3"]);
    const first = await threadPage(me!, id, before!.older, 3);
    expect(first!.messages.map((m) => m.body)).toEqual(["m0"]);
    expect(first!.older).toBeNull();
    const times = [...first!.messages, ...before!.messages, ...last!.messages].map((m) => m.createdAt);
    expect(new Set(times).size).toBe(7);
    expect([...times].sort()).toEqual(times);
  });

  it("shows 'visto' through last_read_at", async () => {
    const [me, ana] = await people(1);
    const id = await startDirect(me!, ana!.userId);
    await sendMessage(me!, id, "Olá");
    expect((await getConversation(me!, id))!.members.find((m) => m.id === ana!.userId)!.lastReadAt).toBeNull();
    await markRead(ana!, id);
    const [message] = (await threadPage(me!, id))!.messages;
    expect((await getConversation(me!, id))!.members.find((m) => m.id === ana!.userId)!.lastReadAt).toBe(message!.createdAt);
  });

  it("refuses bad text and past the rate limit, writing nothing", async () => {
    const [me, ana] = await people(1);
    const id = await startDirect(me!, ana!.userId);
    await expect(sendMessage(me!, id, "  \n ")).rejects.toThrow("Escreva a mensagem ou anexe uma imagem.");
    await expect(sendMessage(me!, id, "x".repeat(4001))).rejects.toThrow(/até 4.000/);
    const now = new Date();
    for (let index = 0; index < 30; index++) await sendMessage(me!, id, `r${index}`, [], now);
    await expect(sendMessage(me!, id, "mais uma", [], now)).rejects.toThrow(/muitas mensagens/);
    expect(await unread(ana!)).toBe(30);
  });
});

describe("sends at the same time", () => {
  it("count every message once and keep the thread's times strictly increasing", async () => {
    const [me, ana, bia] = await people(2);
    const id = await createGroup(me!, "Ao mesmo tempo", [ana!.userId, bia!.userId]);
    const now = new Date();
    await Promise.all(
      Array.from({ length: 12 }, (_, index) => sendMessage([me!, ana!, bia!][index % 3]!, id, `s${index}`, [], now)),
    );
    const times = (await threadPage(me!, id))!.messages.map((message) => message.createdAt);
    expect(new Set(times).size).toBe(12);
    expect([await unread(me!), await unread(ana!), await unread(bia!)].reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const rows = await (
      await db()
    )
      .selectFrom("conversation_members")
      .select(["user_id", "unread_count", "last_read_at"])
      .where("conversation_id", "=", id)
      .execute();
    for (const row of rows) {
      const after = (await threadPage(me!, id))!.messages.filter(
        (m) => m.senderId !== row.user_id && m.createdAt > row.last_read_at!,
      );
      expect(Number(row.unread_count)).toBe(after.length);
    }
  });
});

describe("blocks", () => {
  it("a direta answers as if it did not exist to the blocked one, and neither side may send while the block stands", async () => {
    const [me, ana] = await people(1);
    const id = await startDirect(me!, ana!.userId);
    await sendMessage(ana!, id, "antes do bloqueio");
    expect(await unread(me!)).toBe(1);
    await blockUser(await db(), ana!, me!.userId);
    expect(await getConversation(me!, id)).toBeNull();
    expect(await threadPage(me!, id)).toBeNull();
    expect(await sendMessage(me!, id, "oi")).toBeNull();
    expect(await markRead(me!, id)).toBe(false);
    expect((await listConversations(me!)).rows).toEqual([]);
    expect(await unread(me!)).toBe(0);
    await expect(startDirect(me!, ana!.userId)).rejects.toThrow("Não é possível enviar mensagens para esta pessoa.");
    await expect(startDirect(ana!, me!.userId)).rejects.toThrow("Não é possível enviar mensagens para esta pessoa.");
    await expect(sendMessage(ana!, id, "oi")).rejects.toThrow("Não é possível enviar mensagens para esta pessoa.");
    expect((await getConversation(ana!, id))!.blocked).toBe(true);
    expect((await listConversations(ana!)).rows.map((row) => row.id)).toEqual([id]);
    await unblockUser(await db(), ana!, me!.userId);
    expect(await sendMessage(me!, id, "oi")).toEqual(expect.any(String));
    expect((await threadPage(me!, id))!.messages.map((m) => m.body)).toEqual(["antes do bloqueio", "oi"]);
  });

  it("a group cannot bring its creator together with someone blocked either way; nothing is created", async () => {
    const [me, ana, bia] = await people(2);
    await blockUser(await db(), ana!, me!.userId);
    const refusal = "Não é possível incluir Pessoa0 Teste neste grupo: há um bloqueio entre vocês.";
    await expect(createGroup(me!, "Equipe", [ana!.userId, bia!.userId])).rejects.toThrow(refusal);
    await expect(createGroup(ana!, "Equipe", [me!.userId, bia!.userId])).rejects.toThrow(
      "Não é possível incluir Eu Teste neste grupo: há um bloqueio entre vocês.",
    );
    const groups = await (
      await db()
    )
      .selectFrom("conversations")
      .select("id")
      .where("organization_id", "=", me!.organizationId)
      .execute();
    expect(groups).toEqual([]);
    for (const person of [me!, ana!, bia!]) expect((await listConversations(person)).rows).toEqual([]);
  });

  it("in a group someone else made, the two sides of a block do not see each other's messages, counts or reading", async () => {
    const [me, ana, bia] = await people(2);
    const id = await createGroup(bia!, "Equipe", [me!.userId, ana!.userId]);
    await blockUser(await db(), ana!, me!.userId);
    await sendMessage(me!, id, "de quem foi bloqueado");
    expect(await unread(ana!)).toBe(0);
    expect(await events(me!, "message.created")).toEqual(expect.not.arrayContaining([ana!.userId]));
    expect((await listConversations(ana!)).rows[0]!.last).toBeNull();
    await sendMessage(ana!, id, "de quem bloqueou");
    expect(await unread(me!)).toBe(0);
    await sendMessage(bia!, id, "de todos");
    expect((await threadPage(ana!, id))!.messages.map((m) => m.body)).toEqual(["de quem bloqueou", "de todos"]);
    expect((await threadPage(me!, id))!.messages.map((m) => m.body)).toEqual(["de quem foi bloqueado", "de todos"]);
    expect((await threadPage(bia!, id))!.messages).toHaveLength(3);
    expect([await unread(me!), await unread(ana!), await unread(bia!)]).toEqual([1, 1, 0]);
    await markRead(ana!, id);
    const seenBy = async (reader: TenantScope, memberId: string) =>
      (await getConversation(reader, id))!.members.find((member) => member.id === memberId)!.lastReadAt;
    expect(await seenBy(me!, ana!.userId)).toBeNull();
    expect(await seenBy(bia!, ana!.userId)).not.toBeNull();
  });
});

describe("a group", () => {
  it("takes 2 to 19 others of the organization", async () => {
    const [me, ana, bia] = await people(2);
    const [, stranger] = await people(1);
    await expect(createGroup(me!, "Equipe", [ana!.userId])).rejects.toThrow(/de 2 a 19/);
    await expect(createGroup(me!, "Equipe", [ana!.userId, stranger!.userId])).rejects.toThrow(
      "Escolha pessoas desta organização.",
    );
    await expect(createGroup(me!, " ", [ana!.userId, bia!.userId])).rejects.toThrow(/título/);
    const id = await createGroup(me!, "Equipe", [ana!.userId, bia!.userId, me!.userId]);
    expect((await getConversation(bia!, id))!.members.map((m) => m.name)).toHaveLength(3);
  });

  it("counts for everyone but the sender; muted leaves the badge; one who left gets nothing new and sees the sistema line", async () => {
    const [me, ana, bia] = await people(2);
    const id = await createGroup(me!, "Equipe", [ana!.userId, bia!.userId]);
    await sendMessage(me!, id, "Bom dia");
    expect([await unread(me!), await unread(ana!), await unread(bia!)]).toEqual([0, 1, 1]);
    expect(await setMuted(bia!, id, true)).toBe(true);
    expect(await unread(bia!)).toBe(0);
    expect((await listConversations(bia!)).rows[0]).toMatchObject({ muted: true, unread: 1 });
    await setMuted(bia!, id, false);
    expect(await unread(bia!)).toBe(1);
    expect(await leaveGroup(ana!, id)).toBe(true);
    await sendMessage(me!, id, "Depois");
    expect(await unread(ana!)).toBe(0);
    expect((await threadPage(ana!, id))!.messages.map((m) => m.body)).toEqual(["Bom dia", "Pessoa0 Teste saiu da conversa"]);
    expect((await threadPage(me!, id))!.messages.map((m) => [m.kind, m.body])).toEqual([
      ["texto", "Bom dia"],
      ["sistema", "Pessoa0 Teste saiu da conversa"],
      ["texto", "Depois"],
    ]);
    await expect(sendMessage(ana!, id, "voltei")).rejects.toThrow("Você saiu desta conversa.");
    expect(await unread(bia!)).toBe(2);
    expect((await listConversations(ana!)).rows[0]).toMatchObject({
      left: true,
      last: { body: "Pessoa0 Teste saiu da conversa" },
    });
  });
});

describe("tenant and membership", () => {
  it("another organization's person or a non-member finds, sends and reads nothing", async () => {
    const [me, ana, outsider] = await people(2);
    const [intruder] = await people(0);
    const id = await startDirect(me!, ana!.userId);
    await sendMessage(me!, id, "segredo");
    for (const stranger of [intruder!, outsider!]) {
      expect(await getConversation(stranger, id)).toBeNull();
      expect(await threadPage(stranger, id)).toBeNull();
      expect(await sendMessage(stranger, id, "oi")).toBeNull();
      expect(await markRead(stranger, id)).toBe(false);
      expect(await setMuted(stranger, id, true)).toBe(false);
      expect(await leaveGroup(stranger, id)).toBe(false);
      expect((await listConversations(stranger)).rows).toEqual([]);
    }
    await expect(startDirect(intruder!, me!.userId)).rejects.toThrow("Escolha pessoas desta organização.");
    expect(await getConversation(me!, "not-an-id")).toBeNull();
    const myName = `u-${me!.userId.slice(0, 8)}`;
    expect(await membersByUsernames(intruder!, [myName], 5)).toEqual([]);
    expect((await membersByUsernames(ana!, [`@${myName.toUpperCase()}`], 5)).map((person) => person.id)).toEqual([me!.userId]);
  });

  it("a request to join, pending or refused, is no one to talk to yet", async () => {
    const [me, ana] = await people(1);
    for (const status of ["pending", "refused"] as const) {
      const { id: asking } = await createUser({ memberships: [{ organizationId: me!.organizationId, role: "Usuario", status }] });
      await expect(startDirect(me!, asking)).rejects.toThrow("Escolha pessoas desta organização.");
      await expect(createGroup(me!, "Equipe", [ana!.userId, asking])).rejects.toThrow("Escolha pessoas desta organização.");
    }
    expect((await listConversations(me!)).rows).toEqual([]);
  });
});

describe("images", () => {
  it("are stored through the pipeline and found only by the conversation's members", async () => {
    const [me, ana, outsider] = await people(2);
    const id = await startDirect(me!, ana!.userId);
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    const images = await storeMessageImages(me!, [new Uint8Array(png)], "Um retângulo azul");
    expect(images[0]).toMatchObject({ width: 1600, height: 533, alt: "Um retângulo azul" });
    await sendMessage(me!, id, "", images);
    const [message] = (await threadPage(ana!, id))!.messages;
    const imageId = message!.images[0]!.id;
    const key = await messageImageKey(ana!, id, imageId);
    expect(key).toMatch(new RegExp(`^conversations/${me!.organizationId}/`));
    expect((await sharp((await readStoredImage(key!))!).metadata()).format).toBe("webp");
    expect(await messageImageKey(outsider!, id, imageId)).toBeNull();
    expect(await messageImageKey(ana!, id, "not-an-id")).toBeNull();
    await expect(storeMessageImages(me!, [new Uint8Array([1, 2, 3])], "")).rejects.toThrow(/PNG, JPEG/);
  });
});
