/** Conversas (docs/decisions/0025): every function acts as `scope.userId`; a conversation of another organization, or one they are not in, is null (404). */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { db } from "~/db/db.server";
import type { ConversationKind, Database } from "~/db/schema";
import { publishEvent } from "~/modules/events/publish.server";
import { isId } from "~/modules/ids";
import { areMembers } from "~/modules/administration/members.server";
import { blockedAmong, blockedEitherWay } from "~/modules/social/blocks.server";
import { CONVERSATIONS_TOPIC } from "~/modules/social/topics";
import type { TenantScope } from "~/modules/tenant-scope";
import { groupSenderShown, readerMembership, shownToReader } from "./membership.server";
import { peopleByIds, type Person } from "./people.server";
import {
  checkTitle,
  CONVERSATION_MESSAGES,
  ConversationRefusal,
  groupBlockedMessage,
  groupOthers,
  readCursor,
  writeCursor,
} from "./rules";

type Executor = Kysely<Database> | Transaction<Database>;

export const CONVERSATION_PAGE_SIZE = 30;

export interface ConversationListRow {
  id: string;
  kind: ConversationKind;
  title: string;
  other: Person | null;
  last: { body: string; kind: "texto" | "sistema"; senderId: string | null; senderName: string | null; at: string } | null;
  unread: number;
  muted: boolean;
  left: boolean;
  lastActivityAt: string;
}

export interface ConversationView {
  id: string;
  kind: ConversationKind;
  title: string;
  members: Array<Person & { lastReadAt: string | null; left: boolean }>;
  muted: boolean;
  leftAt: string | null;
  /** A direta whose two people blocked one another (either way): no sending. */
  blocked: boolean;
}

/** A page of `scope.userId`'s conversations, newest activity first, after `cursor` (`<last_activity_at>_<id>`); `unreadOnly` keeps those counting in the badge. */
export async function listConversations(
  scope: TenantScope,
  cursor: string | null = null,
  limit = CONVERSATION_PAGE_SIZE,
  { unreadOnly = false }: { unreadOnly?: boolean } = {},
): Promise<{ rows: ConversationListRow[]; next: string | null }> {
  const database = await db();
  const after = readCursor(cursor);
  let query = database
    .selectFrom("conversation_members as cm")
    .innerJoin("conversations as c", "c.id", "cm.conversation_id")
    .select(["c.id", "c.kind", "c.title", "cm.unread_count", "cm.muted", "cm.left_at", "cm.last_activity_at"])
    // The last message the reader can see (up to when they left): one index read per row, in the same statement.
    .select((eb) =>
      eb
        .selectFrom("messages as m")
        .select("m.id")
        .whereRef("m.conversation_id", "=", "c.id")
        .where((inner) => inner.or([inner("cm.left_at", "is", null), inner("m.created_at", "<=", inner.ref("cm.left_at"))]))
        .where((inner) => inner.or([inner("c.kind", "=", "direta"), groupSenderShown(scope, sql.ref("m.sender_id"))]))
        .orderBy("m.created_at", "desc")
        .orderBy("m.id", "desc")
        .limit(1)
        .as("last_id"),
    )
    .where("cm.organization_id", "=", scope.organizationId)
    .where("cm.user_id", "=", scope.userId)
    .where(shownToReader(scope));
  if (unreadOnly) query = query.where("cm.unread_count", ">", 0).where("cm.muted", "=", 0).where("cm.left_at", "is", null);
  // A row value compares as one index range on both databases (an OR of the two columns does not).
  if (after)
    query = query.where((eb) => eb(eb.refTuple("cm.last_activity_at", "cm.conversation_id"), "<", eb.tuple(after.at, after.id)));
  const rows = await query
    .orderBy("cm.last_activity_at", "desc")
    .orderBy("cm.conversation_id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const directs = page.filter((row) => row.kind === "direta").map((row) => row.id);
  const [others, lastRows] = await Promise.all([
    othersOf(database, directs, scope.userId),
    messagesByIds(
      database,
      page.flatMap((row) => row.last_id ?? []),
    ),
  ]);
  const lasts = page.map((row) => lastRows.find((message) => message.id === row.last_id));
  const people = new Map(
    (await peopleByIds(database, [...others.values(), ...lasts.flatMap((last) => last?.sender_id ?? [])])).map((p) => [p.id, p]),
  );
  const result = page.map((row, index): ConversationListRow => {
    const other = row.kind === "direta" ? (people.get(others.get(row.id) ?? "") ?? null) : null;
    const last = lasts[index];
    return {
      id: row.id,
      kind: row.kind,
      title: row.kind === "grupo" ? (row.title ?? "Grupo") : (other?.name ?? "Conversa"),
      other,
      last: last
        ? {
            body: last.body,
            kind: last.kind,
            senderId: last.sender_id,
            senderName: last.sender_id ? (people.get(last.sender_id)?.name ?? null) : null,
            at: last.created_at,
          }
        : null,
      unread: Number(row.unread_count),
      muted: Number(row.muted) === 1,
      left: row.left_at !== null,
      lastActivityAt: row.last_activity_at,
    };
  });
  const tail = page.at(-1);
  return { rows: result, next: rows.length > limit && tail ? writeCursor(tail.last_activity_at, tail.id) : null };
}

async function othersOf(database: Executor, ids: string[], selfId: string): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await database
    .selectFrom("conversation_members")
    .select(["conversation_id", "user_id"])
    .where("conversation_id", "in", ids)
    .where("user_id", "!=", selfId)
    .execute();
  return new Map(rows.map((row) => [row.conversation_id, row.user_id]));
}

async function messagesByIds(database: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return database
    .selectFrom("messages")
    .select(["id", "body", "kind", "sender_id", "created_at"])
    .where("id", "in", ids)
    .execute();
}

/** The conversation `id` as `scope.userId` sees it, or null when not theirs (another organization, not a member, not an id). */
export async function getConversation(scope: TenantScope, id: string): Promise<ConversationView | null> {
  const database = await db();
  const conversation = await readerMembership(database, scope, id);
  if (!conversation) return null;
  const memberRows = await database
    .selectFrom("conversation_members")
    .select(["user_id", "last_read_at", "left_at"])
    .where("conversation_id", "=", id)
    .orderBy("joined_at")
    .orderBy("user_id")
    .execute();
  const people = new Map(
    (
      await peopleByIds(
        database,
        memberRows.map((row) => row.user_id),
      )
    ).map((p) => [p.id, p]),
  );
  // In a group, neither side of a block learns how far the other read.
  const unseen = new Set(
    conversation.kind === "grupo"
      ? await blockedAmong(
          database,
          scope,
          memberRows.map((row) => row.user_id),
        )
      : [],
  );
  const members = memberRows.flatMap((row) => {
    const person = people.get(row.user_id);
    const lastReadAt = unseen.has(row.user_id) ? null : row.last_read_at;
    return person ? [{ ...person, lastReadAt, left: row.left_at !== null }] : [];
  });
  const other = conversation.kind === "direta" ? members.find((member) => member.id !== scope.userId) : undefined;
  return {
    id,
    kind: conversation.kind,
    title: conversation.kind === "grupo" ? (conversation.title ?? "Grupo") : (other?.name ?? "Conversa"),
    members,
    muted: Number(conversation.muted) === 1,
    leftAt: conversation.left_at,
    blocked: other ? await blockedEitherWay(database, scope.organizationId, scope.userId, other.id) : false,
  };
}

/** The direta of `scope.userId` and `otherId`, existing or new; throws ConversationRefusal for themself, a non-member, or a block either way. */
export async function startDirect(scope: TenantScope, otherId: string): Promise<string> {
  if (otherId === scope.userId) throw new ConversationRefusal(CONVERSATION_MESSAGES.self);
  const database = await db();
  if (!(await areMembers(database, scope, [otherId]))) throw new ConversationRefusal(CONVERSATION_MESSAGES.notMembers);
  if (await blockedEitherWay(database, scope.organizationId, scope.userId, otherId))
    throw new ConversationRefusal(CONVERSATION_MESSAGES.blocked);
  const key = [scope.userId, otherId].sort().join(":");
  const existing = () =>
    database
      .selectFrom("conversations")
      .select("id")
      .where("organization_id", "=", scope.organizationId)
      .where("direct_key", "=", key)
      .executeTakeFirst();
  const found = await existing();
  if (found) return found.id;
  const id = randomUUID();
  const now = new Date().toISOString();
  await database.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("conversations")
      .values({
        id,
        organization_id: scope.organizationId,
        kind: "direta",
        title: null,
        direct_key: key,
        created_by: scope.userId,
        created_at: now,
        last_message_at: now,
      })
      .onConflict((conflict) => conflict.columns(["organization_id", "direct_key"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await insertMembers(trx, scope, id, [scope.userId, otherId], now);
  });
  return (await existing())?.id ?? id;
}

/** A new group of `scope.userId` and `userIds` (2 to 19 members, no block with the creator); its id. Throws ConversationRefusal, and nothing is written. */
export async function createGroup(scope: TenantScope, title: string, userIds: readonly string[]): Promise<string> {
  const name = checkTitle(title);
  const others = groupOthers(scope.userId, userIds);
  const database = await db();
  if (!(await areMembers(database, scope, others))) throw new ConversationRefusal(CONVERSATION_MESSAGES.notMembers);
  const blocked = await blockedAmong(database, scope, others);
  if (blocked.length > 0)
    throw new ConversationRefusal(groupBlockedMessage((await peopleByIds(database, blocked)).map((person) => person.name)));
  const id = randomUUID();
  const now = new Date().toISOString();
  await database.transaction().execute(async (trx) => {
    await trx
      .insertInto("conversations")
      .values({
        id,
        organization_id: scope.organizationId,
        kind: "grupo",
        title: name,
        direct_key: null,
        created_by: scope.userId,
        created_at: now,
        last_message_at: now,
      })
      .execute();
    await insertMembers(trx, scope, id, [scope.userId, ...others], now);
    for (const userId of others)
      await publishEvent(trx, {
        organizationId: scope.organizationId,
        topic: CONVERSATIONS_TOPIC,
        audienceUserId: userId,
        payload: { kind: "conversation.changed", conversationId: id },
      });
  });
  return id;
}

async function insertMembers(trx: Transaction<Database>, scope: TenantScope, id: string, userIds: string[], now: string) {
  await trx
    .insertInto("conversation_members")
    .values(
      userIds.map((userId) => ({
        conversation_id: id,
        user_id: userId,
        organization_id: scope.organizationId,
        joined_at: now,
        left_at: null,
        muted: 0,
        unread_count: 0,
        last_read_at: userId === scope.userId ? now : null,
        last_activity_at: now,
      })),
    )
    .execute();
}

/** Mutes or unmutes the conversation for `scope.userId` (out of the badge while muted); false when not theirs. */
export async function setMuted(scope: TenantScope, id: string, muted: boolean): Promise<boolean> {
  if (!isId(id)) return false;
  const database = await db();
  return database.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("conversation_members")
      .set({ muted: muted ? 1 : 0 })
      .where("conversation_id", "=", id)
      .where("organization_id", "=", scope.organizationId)
      .where("user_id", "=", scope.userId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await publishEvent(trx, {
      organizationId: scope.organizationId,
      topic: CONVERSATIONS_TOPIC,
      audienceUserId: scope.userId,
      payload: { kind: "conversation.changed", conversationId: id },
    });
    return true;
  });
}
