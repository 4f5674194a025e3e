/** What the Conversas pages hand their components; times are made on the server so hydration agrees. */
import { href } from "react-router";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatInstant } from "~/config/format";
import type { ConversationListRow } from "~/modules/conversations/conversations.server";
import type { ThreadMessage } from "~/modules/conversations/messages.server";

export const BASE = href("/conversations");

/** A short time: the hour today, else the date (São Paulo). */
export function shortTime(iso: string, now: Date): string {
  const at = new Date(iso);
  return formatInstant(at, todayInSaoPaulo(at) === todayInSaoPaulo(now) ? "time" : "date");
}

/** A row of the list as its component shows it. */
export function listRowView(row: ConversationListRow, now: Date, selfId: string) {
  const last = row.last;
  const text = last ? last.body || "📷 Imagem" : row.kind === "grupo" ? "Grupo criado" : "Nenhuma mensagem ainda";
  const who = last && last.kind === "texto" && row.kind === "grupo" && last.senderName ? `${last.senderName}: ` : "";
  const mine = last && last.kind === "texto" && last.senderId === selfId ? "Você: " : "";
  return {
    id: row.id,
    href: href("/conversations/:id", { id: row.id }),
    title: row.title,
    avatarUrl: row.other?.avatarUrl ?? null,
    group: row.kind === "grupo",
    preview: `${mine || who}${text}`.replace(/\s+/g, " ").slice(0, 120),
    time: shortTime(row.lastActivityAt, now),
    fullTime: formatInstant(row.lastActivityAt, "longDateTime"),
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
    fullTime: formatInstant(message.createdAt, "longDateTime"),
    images: message.images.map((image) => ({
      ...image,
      src: href("/conversations/:id/imagens/:imageId", { id: conversationId, imageId: image.id }),
    })),
    seenBy: seenBy ?? [],
  };
}
