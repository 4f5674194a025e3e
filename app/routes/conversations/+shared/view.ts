/**
 * What the Conversas pages hand their components: times in
 * America/Sao_Paulo made on the server (the page and its hydration agree),
 * previews, and the addresses of a conversation's pages.
 */
import type { ConversationListRow } from "~/modules/conversations/conversations.server";
import type { ThreadMessage } from "~/modules/conversations/messages.server";

const ZONE = "America/Sao_Paulo";
const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const HOUR = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
const DATE = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, day: "2-digit", month: "2-digit", year: "numeric" });
const FULL = new Intl.DateTimeFormat("pt-BR", { timeZone: ZONE, dateStyle: "long", timeStyle: "short" });

export const BASE = "/conversations";

/** A short time: the hour today, else the date (São Paulo). */
export function shortTime(iso: string, now: Date): string {
  const at = new Date(iso);
  return DAY.format(at) === DAY.format(now) ? HOUR.format(at) : DATE.format(at);
}

/** The time in full, for a title or a screen reader. */
export const fullTime = (iso: string) => FULL.format(new Date(iso));

/** A row of the list as its component shows it. */
export function listRowView(row: ConversationListRow, now: Date, selfId: string) {
  const last = row.last;
  const text = last ? last.body || "📷 Imagem" : row.kind === "grupo" ? "Grupo criado" : "Nenhuma mensagem ainda";
  const who = last && last.kind === "texto" && row.kind === "grupo" && last.senderName ? `${last.senderName}: ` : "";
  const mine = last && last.kind === "texto" && last.senderId === selfId ? "Você: " : "";
  return {
    id: row.id,
    href: `${BASE}/${row.id}`,
    title: row.title,
    avatarUrl: row.other?.avatarUrl ?? null,
    group: row.kind === "grupo",
    preview: `${mine || who}${text}`.replace(/\s+/g, " ").slice(0, 120),
    time: shortTime(row.lastActivityAt, now),
    fullTime: fullTime(row.lastActivityAt),
    unread: row.unread,
    muted: row.muted,
    left: row.left,
  };
}

/** A message of the thread as its component shows it. */
export function messageView(
  message: ThreadMessage,
  conversationId: string,
  selfId: string,
  seenBy: string[] | undefined,
  now: Date,
) {
  return {
    id: message.id,
    kind: message.kind,
    body: message.body,
    mine: message.senderId === selfId,
    senderName: message.senderName ?? "Alguém",
    time: shortTime(message.createdAt, now),
    fullTime: fullTime(message.createdAt),
    images: message.images.map((image) => ({ ...image, src: `${BASE}/${conversationId}/imagens/${image.id}` })),
    seenBy: seenBy ?? [],
  };
}
