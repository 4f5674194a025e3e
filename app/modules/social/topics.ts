/** Social topics on the event channel: a payload names what changed; the page reloads through its loaders. */

/** Every member: `{ kind: "post.created", postId, authorId }`, `{ kind: "post.changed", postId }`. */
export const FEED_TOPIC = "feed";
/** One person: `message.created`, `conversation.read` (a "visto", with `userId`) and `conversation.changed`, each with `conversationId`. */
export const CONVERSATIONS_TOPIC = "conversas";
/** One person (audience): `{ kind: "notification.created" }`, `{ kind: "notifications.read" }`. */
export const NOTIFICATIONS_TOPIC = "notificacoes";
