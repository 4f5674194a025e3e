import { href } from "react-router";

/** A notification as the lists show it (the shape `listNotifications` gives). */
export interface NotificationView {
  id: string;
  kind: "mencao" | "reacao" | "comentario" | "pedido_acesso";
  actor: { username: string; displayName: string; avatarUrl: string | null } | null;
  postId: string | null;
  commentId: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  read: boolean;
}

/** A conversation with unread messages (the shape `listUnreadConversations` gives). */
export interface UnreadConversationView {
  id: string;
  title: string;
  preview: string | null;
  unread: number;
  lastActivityAt: string;
}

/** "Ana Lima reagiu à sua publicação", "… comentou …", "… mencionou você em um comentário", an access request. */
export function notificationSentence(item: Pick<NotificationView, "kind" | "actor" | "commentId">): string {
  if (item.kind === "pedido_acesso") return "Um novo pedido de acesso à organização aguarda a sua aprovação";
  const who = item.actor?.displayName ?? "Alguém";
  if (item.kind === "reacao") return `${who} reagiu à sua publicação`;
  if (item.kind === "comentario") return `${who} comentou a sua publicação`;
  return item.commentId ? `${who} mencionou você em um comentário` : `${who} mencionou você em uma publicação`;
}

/** The post the notification is about, the members page for an access request, or the notifications page. */
export const notificationHref = (item: Pick<NotificationView, "kind" | "postId">) =>
  item.kind === "pedido_acesso"
    ? href("/profile")
    : item.postId
      ? href("/labfeelings/discovery/:postId", { postId: item.postId })
      : href("/notificacoes");

/** "1 mensagem não lida", "3 mensagens não lidas". */
export const unreadLabel = (count: number) => (count === 1 ? "1 mensagem não lida" : `${count} mensagens não lidas`);
