/** One reaction per person per post: choosing the one already chosen removes it, another replaces it. Safe for the browser. */

export const REACTIONS = {
  curtir: { emoji: "👍", label: "Curtir" },
  amei: { emoji: "❤️", label: "Amei" },
  apoio: { emoji: "🤝", label: "Apoio" },
  haha: { emoji: "😄", label: "Haha" },
  uau: { emoji: "😮", label: "Uau" },
} as const;

export type ReactionKind = keyof typeof REACTIONS;

export const REACTION_KINDS = Object.keys(REACTIONS) as ReactionKind[];

export const isReactionKind = (value: unknown): value is ReactionKind =>
  typeof value === "string" && Object.hasOwn(REACTIONS, value);

/** What choosing `chosen` does given the person's `current` reaction: the row to keep (null: none) and the count change. */
export function reactionChange(
  current: ReactionKind | null,
  chosen: ReactionKind,
): { next: ReactionKind | null; delta: -1 | 0 | 1; added: boolean } {
  if (current === chosen) return { next: null, delta: -1, added: false };
  if (current === null) return { next: chosen, delta: 1, added: true };
  return { next: chosen, delta: 0, added: false };
}
