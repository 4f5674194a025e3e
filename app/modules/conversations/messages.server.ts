/** Messages of a conversation (docs/decisions/0025); a send is one transaction, its time strictly after the previous message's. */
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Transaction } from "kysely";
import { database as appDatabase, db } from "~/db/db.server";
import { orderedId } from "~/db/ordered-id.server";
import { take } from "~/db/rate-limit.server";
import type { ConversationKind, Database, MessageKind } from "~/db/schema";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import { blockedAmong, blockedEitherWay } from "~/modules/social/blocks.server";
import { CONVERSATIONS_TOPIC } from "~/modules/social/topics";
import type { TenantScope } from "~/modules/tenant-scope";
import { groupSenderShown, readerMembership } from "./membership.server";
import { peopleByIds } from "./people.server";
import {
  afterSend,
  checkMessageBody,
  CONVERSATION_MESSAGES,
  ConversationRefusal,
  IMAGES_MAX,
  nextMessageTime,
  readCursor,
  writeCursor,
} from "./rules";

export const THREAD_PAGE_SIZE = 50;
export const MESSAGE_RATE = { bucket: "conversas/mensagem", limit: 30, windowMs: 60_000 };

export interface ThreadMessage {
  id: string;
  kind: MessageKind;
  body: string;
  senderId: string | null;
  senderName: string | null;
  createdAt: string;
  images: Array<{ id: string; alt: string; width: number; height: number }>;
}

/** An image already through the pipeline, ready to store with the message. */
export interface MessageImageInput {
  storageKey: string;
  alt: string;
  width: number;
  height: number;
}

/** A page of the thread, oldest first, before cursor `before` (`<created_at>_<id>`); hides what came after the reader left and, in a group, senders blocked either way. Null when not theirs. */
export async function threadPage(
  scope: TenantScope,
  id: string,
  before: string | null = null,
  limit = THREAD_PAGE_SIZE,
): Promise<{ messages: ThreadMessage[]; older: string | null } | null> {
  const database = await db();
  const member = await readerMembership(database, scope, id);
  if (!member) return null;
  const cursor = readCursor(before);
  let query = database
    .selectFrom("messages")
    .select(["id", "kind", "body", "sender_id", "created_at"])
    .where("conversation_id", "=", id);
  if (member.left_at) query = query.where("created_at", "<=", member.left_at);
  if (member.kind === "grupo") query = query.where(groupSenderShown(scope, sql.ref("sender_id")));
  if (cursor) query = query.where((eb) => eb(eb.refTuple("created_at", "id"), "<", eb.tuple(cursor.at, cursor.id)));
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit).reverse();
  const ids = page.map((row) => row.id);
  const [images, people] = await Promise.all([
    ids.length === 0
      ? []
      : database
          .selectFrom("message_images")
          .select(["id", "message_id", "alt", "width", "height"])
          .where("message_id", "in", ids)
          .orderBy("message_id")
          .orderBy("position")
          .execute(),
    peopleByIds(
      database,
      page.flatMap((row) => row.sender_id ?? []),
    ),
  ]);
  const names = new Map(people.map((person) => [person.id, person.name]));
  const messages = page.map((row) => ({
    id: row.id,
    kind: row.kind,
    body: row.body,
    senderId: row.sender_id,
    senderName: row.sender_id ? (names.get(row.sender_id) ?? null) : null,
    createdAt: row.created_at,
    images: images
      .filter((image) => image.message_id === row.id)
      .map((image) => ({ id: image.id, alt: image.alt, width: Number(image.width), height: Number(image.height) })),
  }));
  const first = page[0];
  return { messages, older: rows.length > limit && first ? writeCursor(first.created_at, first.id) : null };
}

/** Sends `body` (and stored `images`) as `scope.userId`; the message's id, or null when not theirs. Throws ConversationRefusal for bad text, a left group, a blocked direta, or past MESSAGE_RATE. */
export async function sendMessage(
  scope: TenantScope,
  id: string,
  body: string,
  images: readonly MessageImageInput[] = [],
  now = new Date(),
): Promise<string | null> {
  const text = checkMessageBody(body);
  if (!text && images.length === 0) throw new ConversationRefusal(CONVERSATION_MESSAGES.empty);
  if (images.length > IMAGES_MAX) throw new ConversationRefusal(CONVERSATION_MESSAGES.tooManyImages);
  const store = await appDatabase();
  const member = await readerMembership(store.db, scope, id);
  if (!member) return null;
  if (member.left_at) throw new ConversationRefusal(CONVERSATION_MESSAGES.left);
  if (member.kind === "direta" && (await directBlocked(scope, id))) throw new ConversationRefusal(CONVERSATION_MESSAGES.blocked);
  const rate = await take(store, [{ rule: MESSAGE_RATE, key: `${scope.organizationId}/${scope.userId}` }], now);
  if (!rate.ok) throw new ConversationRefusal(CONVERSATION_MESSAGES.rate);
  const messageId = orderedId();
  await store.db.transaction().execute(async (trx) => {
    const at = await claimNextTime(trx, id, now);
    await trx
      .insertInto("messages")
      .values({
        id: messageId,
        organization_id: scope.organizationId,
        conversation_id: id,
        sender_id: scope.userId,
        kind: "texto",
        body: text,
        created_at: at,
      })
      .execute();
    if (images.length > 0)
      await trx
        .insertInto("message_images")
        .values(
          images.map((image, position) => ({
            id: randomUUID(),
            organization_id: scope.organizationId,
            conversation_id: id,
            message_id: messageId,
            position,
            storage_key: image.storageKey,
            alt: image.alt,
            width: image.width,
            height: image.height,
          })),
        )
        .execute();
    const unseen = await countSend(trx, scope, id, member.kind, at);
    await tellMembers(trx, scope, id, { kind: "message.created", conversationId: id }, [], unseen);
  });
  return messageId;
}

/** Runs after claimNextTime, which holds the conversation, so no other send counts at the same time. */
async function countSend(
  trx: Transaction<Database>,
  scope: TenantScope,
  id: string,
  kind: ConversationKind,
  at: string,
): Promise<ReadonlySet<string>> {
  const senderId = scope.userId;
  const rows = await trx
    .selectFrom("conversation_members")
    .select(["user_id", "unread_count", "muted", "left_at"])
    .where("conversation_id", "=", id)
    .execute();
  const counted = afterSend(
    rows.map((row) => ({
      userId: row.user_id,
      unread: Number(row.unread_count),
      muted: Number(row.muted) === 1,
      left: row.left_at !== null,
    })),
    senderId,
  );
  const unseen = new Set(
    kind === "grupo"
      ? await blockedAmong(
          trx,
          scope,
          rows.map((row) => row.user_id),
        )
      : [],
  );
  for (const member of counted) {
    if (member.left || unseen.has(member.userId)) continue;
    await trx
      .updateTable("conversation_members")
      .set({ unread_count: member.unread, last_activity_at: at, ...(member.userId === senderId ? { last_read_at: at } : {}) })
      .where("conversation_id", "=", id)
      .where("user_id", "=", member.userId)
      .execute();
  }
  return unseen;
}

async function directBlocked(scope: TenantScope, id: string): Promise<boolean> {
  const database = await db();
  const other = await database
    .selectFrom("conversation_members")
    .select("user_id")
    .where("conversation_id", "=", id)
    .where("user_id", "!=", scope.userId)
    .executeTakeFirst();
  return other ? blockedEitherWay(database, scope.organizationId, scope.userId, other.user_id) : false;
}

/** Holds conversation `id` until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
async function lockConversation(trx: Transaction<Database>, id: string): Promise<string> {
  let query = trx.selectFrom("conversations").select("last_message_at").where("id", "=", id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.executeTakeFirstOrThrow()).last_message_at;
}

async function claimNextTime(trx: Transaction<Database>, id: string, now: Date): Promise<string> {
  const at = nextMessageTime(await lockConversation(trx, id), now);
  await trx.updateTable("conversations").set({ last_message_at: at }).where("id", "=", id).execute();
  return at;
}

async function tellMembers(
  trx: Transaction<Database>,
  scope: TenantScope,
  id: string,
  payload: Record<string, unknown>,
  also: string[] = [],
  except: ReadonlySet<string> = new Set(),
) {
  const members = await trx
    .selectFrom("conversation_members")
    .select("user_id")
    .where("conversation_id", "=", id)
    .where("left_at", "is", null)
    .execute();
  for (const userId of new Set([...members.map((member) => member.user_id), ...also])) {
    if (except.has(userId)) continue;
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: CONVERSATIONS_TOPIC,
      audienceUserId: userId,
      payload,
    });
  }
}

/** Marks conversation `id` read up to the last message `scope.userId` can see and tells the others ("visto"); writes nothing when nothing changes; false when not theirs. */
export async function markRead(scope: TenantScope, id: string): Promise<boolean> {
  const database = await db();
  const member = await readerMembership(database, scope, id);
  if (!member) return false;
  if (readUpTo(member) === null) return true;
  await database.transaction().execute(async (trx) => {
    // Under the conversation's lock a send cannot slip between the reading and the count.
    await lockConversation(trx, id);
    const current = await readerMembership(trx, scope, id);
    const upTo = current ? readUpTo(current) : null;
    if (upTo === null) return;
    await trx
      .updateTable("conversation_members")
      .set({ unread_count: 0, last_read_at: upTo })
      .where("conversation_id", "=", id)
      .where("user_id", "=", scope.userId)
      .execute();
    await tellMembers(trx, scope, id, { kind: "conversation.read", conversationId: id, userId: scope.userId }, [scope.userId]);
  });
  return true;
}

function readUpTo(member: {
  last_message_at: string;
  left_at: string | null;
  unread_count: number;
  last_read_at: string | null;
}) {
  const upTo = member.left_at && member.left_at < member.last_message_at ? member.left_at : member.last_message_at;
  const done = Number(member.unread_count) === 0 && member.last_read_at !== null && member.last_read_at >= upTo;
  return done ? null : upTo;
}

/** `scope.userId` leaves group `id` with a sistema line for the others; false when not theirs or a direta; leaving twice is fine. */
export async function leaveGroup(scope: TenantScope, id: string, now = new Date()): Promise<boolean> {
  const database = await db();
  const member = await readerMembership(database, scope, id);
  if (!member || member.kind !== "grupo") return false;
  if (member.left_at) return true;
  const [person] = await peopleByIds(database, [scope.userId]);
  await database.transaction().execute(async (trx) => {
    const at = await claimNextTime(trx, id, now);
    await trx
      .insertInto("messages")
      .values({
        id: randomUUID(),
        organization_id: scope.organizationId,
        conversation_id: id,
        sender_id: null,
        kind: "sistema",
        body: `${person?.name ?? "Alguém"} saiu da conversa`,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable("conversation_members")
      .set({ left_at: at, unread_count: 0, last_read_at: at, last_activity_at: at })
      .where("conversation_id", "=", id)
      .where("user_id", "=", scope.userId)
      .execute();
    await trx
      .updateTable("conversation_members")
      .set({ last_activity_at: at })
      .where("conversation_id", "=", id)
      .where("left_at", "is", null)
      .execute();
    await tellMembers(trx, scope, id, { kind: "conversation.changed", conversationId: id }, [scope.userId]);
  });
  return true;
}

/** The storage key of image `imageId` of conversation `id` when `scope.userId` is (or was) in it and may see its message, else null. */
export async function messageImageKey(scope: TenantScope, id: string, imageId: string): Promise<string | null> {
  if (!isId(imageId)) return null;
  const database = await db();
  const member = await readerMembership(database, scope, id);
  if (!member) return null;
  const row = await database
    .selectFrom("message_images as i")
    .innerJoin("messages as m", "m.id", "i.message_id")
    .select(["i.storage_key", "m.created_at"])
    .where("i.id", "=", imageId)
    .where("i.conversation_id", "=", id)
    .where("i.organization_id", "=", scope.organizationId)
    .$if(member.kind === "grupo", (query) => query.where(groupSenderShown(scope, sql.ref("m.sender_id"))))
    .executeTakeFirst();
  if (!row || (member.left_at && row.created_at > member.left_at)) return null;
  return row.storage_key;
}
