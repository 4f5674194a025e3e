/**
 * Topics and payloads of the social area on the event channel
 * (modules/events, /eventos; design.md 8). A payload names what changed;
 * the page reloads the data through its loaders.
 */

/** Every member: `{ kind: "post.created", postId, authorId }`, `{ kind: "post.changed", postId }`. */
export const FEED_TOPIC = "feed";
/**
 * One person (audience): `{ kind: "message.created", conversationId }`,
 * `{ kind: "conversation.read", conversationId, userId }` (a "visto"),
 * `{ kind: "conversation.changed", conversationId }`.
 */
export const CONVERSATIONS_TOPIC = "conversas";
/** One person (audience): `{ kind: "notification.created" }`, `{ kind: "notifications.read" }`. */
export const NOTIFICATIONS_TOPIC = "notificacoes";
