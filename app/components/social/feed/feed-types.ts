/** What the feed's components show: a post and a page (the route hands them from modules/social). */
import { href } from "react-router";

export interface FeedAuthor {
  id: string;
  username: string | null;
  name: string;
  avatarUrl: string | null;
}

export interface FeedPost {
  id: string;
  body: string;
  contentWarning: string | null;
  visibility: "organizacao" | "privado";
  reactionCount: number;
  commentCount: number;
  editedAt: string | null;
  createdAt: string;
  author: FeedAuthor;
  images: { id: string; alt: string; width: number; height: number }[];
  myReaction: string | null;
  own: boolean;
}

export interface FeedPageData {
  posts: FeedPost[];
  next: string | null;
}

export const postPath = (id: string) => href("/labfeelings/discovery/:postId", { postId: id });
