import type { Flag } from "./index";

/** organizacao: every member of the organization; privado: only the author. */
export type PostVisibility = "organizacao" | "privado";
/** direta: two people, one per pair (`direct_key`); grupo: up to 20 people with a title. */
export type ConversationKind = "direta" | "grupo";
/** texto: written by `sender_id`; sistema: a line the product writes (e.g. someone left the group). */
export type MessageKind = "texto" | "sistema";
/** pedido_acesso: someone registered and waits for an administrator (told to each one). */
export type NotificationKind = "mencao" | "reacao" | "comentario" | "pedido_acesso";

/** One per person per day and organization; only its author ever reads it. */
export interface WellbeingCheckinTable {
  id: string;
  organization_id: string;
  user_id: string;
  day: string;
  mood: number;
  emotions: string;
  note: string | null;
  created_at: string;
  updated_at: string;
}

/** A closed week of the climate, written once when first read after it closed (docs/decisions/0029); never updated. */
export interface WellbeingClimateWeekTable {
  organization_id: string;
  monday: string;
  people: number;
  /** The published mean mood in tenths (10 to 50), noise included; null below 5 people. */
  mean_tenths: number | null;
  margin_tenths: number | null;
  published_at: string;
}

export interface SocialPostTable {
  id: string;
  organization_id: string;
  author_id: string;
  body: string;
  content_warning: string | null;
  visibility: PostVisibility;
  reaction_count: number;
  comment_count: number;
  edited_at: string | null;
  hidden_at: string | null;
  hidden_by: string | null;
  created_at: string;
}

/** A post's image: WebP under storage, served through a route that checks the reader. */
export interface SocialPostImageTable {
  id: string;
  organization_id: string;
  post_id: string;
  position: number;
  storage_key: string;
  alt: string;
  width: number;
  height: number;
}

/** One reaction per person per post. */
export interface SocialReactionTable {
  organization_id: string;
  post_id: string;
  user_id: string;
  kind: string;
  created_at: string;
}

export interface SocialCommentTable {
  id: string;
  organization_id: string;
  post_id: string;
  author_id: string;
  body: string;
  edited_at: string | null;
  created_at: string;
}

/** A member's report of a post; the queue lists those not resolved. */
export interface SocialReportTable {
  id: string;
  organization_id: string;
  post_id: string;
  reporter_id: string;
  reason: string;
  created_at: string;
  resolved_at: string | null;
  resolution: "oculta" | "mantida" | null;
  resolved_by: string | null;
}

export interface ConversationTable {
  id: string;
  organization_id: string;
  kind: ConversationKind;
  title: string | null;
  direct_key: string | null;
  created_by: string | null;
  created_at: string;
  last_message_at: string;
}

/** A person in a conversation; their list sorts by `last_activity_at`. */
export interface ConversationMemberTable {
  conversation_id: string;
  user_id: string;
  organization_id: string;
  joined_at: string;
  left_at: string | null;
  muted: Flag;
  unread_count: number;
  last_read_at: string | null;
  last_activity_at: string;
}

export interface MessageTable {
  id: string;
  organization_id: string;
  conversation_id: string;
  sender_id: string | null;
  kind: MessageKind;
  body: string;
  /** Strictly increasing within a conversation, so (created_at, id) is the thread's order. */
  created_at: string;
}

export interface MessageImageTable {
  id: string;
  organization_id: string;
  conversation_id: string;
  message_id: string;
  position: number;
  storage_key: string;
  alt: string;
  width: number;
  height: number;
}

/** `blocker_id` blocked `blocked_id`: no new conversation from them, and none of the blocker's posts for them. */
export interface UserBlockTable {
  organization_id: string;
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** Something that happened to `user_id`'s posts or mentioned them; messages are counted by conversations instead. */
export interface NotificationTable {
  id: string;
  organization_id: string;
  user_id: string;
  kind: NotificationKind;
  actor_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  created_at: string;
  read_at: string | null;
}

export interface SocialTables {
  wellbeing_checkins: WellbeingCheckinTable;
  wellbeing_climate_weeks: WellbeingClimateWeekTable;
  social_posts: SocialPostTable;
  social_post_images: SocialPostImageTable;
  social_reactions: SocialReactionTable;
  social_comments: SocialCommentTable;
  social_reports: SocialReportTable;
  conversations: ConversationTable;
  conversation_members: ConversationMemberTable;
  messages: MessageTable;
  message_images: MessageImageTable;
  user_blocks: UserBlockTable;
  notifications: NotificationTable;
}
