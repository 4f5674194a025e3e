/** Rules of Conversas that need no database; safe for the browser bundle. */
import { formatList, formatNumber } from "~/config/format";
import { hasControlCharacter } from "~/config/text-rules";

export const MESSAGE_MAX = 4_000;
export const TITLE_MAX = 80;
export const ALT_MAX = 300;
export const IMAGES_MAX = 4;
/** People of a group, its creator included. */
export const GROUP_MAX = 20;
export const GROUP_MIN_OTHERS = 2;

export const CONVERSATION_MESSAGES = {
  empty: "Escreva a mensagem ou anexe uma imagem.",
  tooLong: `A mensagem pode ter até ${formatNumber(MESSAGE_MAX)} caracteres.`,
  control: "O texto tem caracteres de controle, que não são aceitos.",
  title: `Dê um título ao grupo (até ${TITLE_MAX} caracteres).`,
  alt: `A descrição das imagens pode ter até ${ALT_MAX} caracteres.`,
  tooManyImages: `Envie até ${IMAGES_MAX} imagens por mensagem.`,
  groupSize: `Um grupo tem de ${GROUP_MIN_OTHERS} a ${GROUP_MAX - 1} outras pessoas além de você.`,
  notMembers: "Escolha pessoas desta organização.",
  self: "Escolha outra pessoa para conversar.",
  blocked: "Não é possível enviar mensagens para esta pessoa.",
  left: "Você saiu desta conversa.",
  rate: "Você enviou muitas mensagens em pouco tempo. Aguarde um minuto e tente de novo.",
} as const;

/** The refusal of a group that would bring together its creator and `names`, with a block between them either way. */
export const groupBlockedMessage = (names: readonly string[]) =>
  `Não é possível incluir ${formatList(names)} neste grupo: há um bloqueio entre vocês.`;

/** A pt-BR refusal of what a person asked; nothing was written. */
export class ConversationRefusal extends Error {
  override readonly name = "ConversationRefusal";
}

/** `body` without surrounding blank lines; "" is allowed (images only). Throws ConversationRefusal. */
export function checkMessageBody(body: string): string {
  const text = body
    .replace(/\r\n?/g, "\n")
    .replace(/^\s*\n/, "")
    .trimEnd();
  if (text.length > MESSAGE_MAX) throw new ConversationRefusal(CONVERSATION_MESSAGES.tooLong);
  if (hasControlCharacter(text)) throw new ConversationRefusal(CONVERSATION_MESSAGES.control);
  return text.trim() ? text : "";
}

/** A group's title, trimmed; throws ConversationRefusal when blank, over TITLE_MAX or with control characters. */
export function checkTitle(title: string): string {
  const text = title.trim();
  if (!text || text.length > TITLE_MAX || /[\n\t]/.test(text) || hasControlCharacter(text))
    throw new ConversationRefusal(CONVERSATION_MESSAGES.title);
  return text;
}

/** The images' description, trimmed; throws ConversationRefusal when over ALT_MAX or with control characters. */
export function checkAlt(alt: string): string {
  const text = alt.trim();
  if (text.length > ALT_MAX || /[\n\t]/.test(text) || hasControlCharacter(text))
    throw new ConversationRefusal(CONVERSATION_MESSAGES.alt);
  return text;
}

/** The others of a new group: `userIds` without the creator and repeats, in the order given; throws ConversationRefusal unless there are GROUP_MIN_OTHERS to GROUP_MAX - 1 of them. */
export function groupOthers(creatorId: string, userIds: readonly string[]): string[] {
  const others = [...new Set(userIds)].filter((id) => id !== creatorId);
  if (others.length < GROUP_MIN_OTHERS || others.length > GROUP_MAX - 1)
    throw new ConversationRefusal(CONVERSATION_MESSAGES.groupSize);
  return others;
}

export interface UnreadMember {
  userId: string;
  unread: number;
  muted: boolean;
  left: boolean;
}

/** The member rows after `senderId` sent one message: +1 for every other member still in; the sender has read it all. */
export function afterSend<T extends UnreadMember>(members: readonly T[], senderId: string): T[] {
  return members.map((member) =>
    member.left ? member : { ...member, unread: member.userId === senderId ? 0 : member.unread + 1 },
  );
}

/** The member rows after `readerId` opened the thread: their count is 0, the others' unchanged. */
export function afterRead<T extends UnreadMember>(members: readonly T[], readerId: string): T[] {
  return members.map((member) => (member.userId === readerId ? { ...member, unread: 0 } : member));
}

/** The badge: the sum over a person's rows, leaving out the muted ones and the groups they left. */
export function unreadTotal(rows: readonly Omit<UnreadMember, "userId">[]): number {
  return rows.reduce((total, row) => (row.muted || row.left ? total : total + row.unread), 0);
}

export interface SeenMessage {
  id: string;
  senderId: string | null;
  createdAt: string;
}

export interface SeenReader {
  userId: string;
  name: string;
  lastReadAt: string | null;
}

/** "Visto": for each of `selfId`'s messages, the others whose reading reached it but no later one of `selfId`'s, so each person is named once. */
export function seenMarks(
  messages: readonly SeenMessage[],
  readers: readonly SeenReader[],
  selfId: string,
): Record<string, string[]> {
  const mine = messages.filter((message) => message.senderId === selfId);
  const marks: Record<string, string[]> = {};
  for (const reader of readers) {
    if (reader.userId === selfId || !reader.lastReadAt) continue;
    const seen = mine.filter((message) => message.createdAt <= reader.lastReadAt!).at(-1);
    if (seen) (marks[seen.id] ??= []).push(reader.name);
  }
  return marks;
}

/** A strictly later time than `previous` (ISO): `now`, or 1 ms after `previous` when the clock has not moved past it. */
export function nextMessageTime(previous: string | null, now: Date): string {
  const floor = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}

/** A page cursor `<ISO time>_<id>` read back; null when it is not one. */
export function readCursor(value: string | null): { at: string; id: string } | null {
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([0-9a-f-]{36})$/i.exec(value ?? "");
  return match ? { at: match[1]!, id: match[2]! } : null;
}

/** A page cursor for (time, id). */
export const writeCursor = (at: string, id: string) => `${at}_${id}`;
