/** One reaction per person per post: choosing another replaces it, withdrawing it removes it. Safe for the browser. */

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

/** What a reaction button asks for: `kind` chosen, or withdrawn (`remove`) when it was the person's. */
export interface ReactionChoice {
  kind: ReactionKind;
  remove: boolean;
}

const WITHDRAW = "retirar:";

/** The button's form value: the kind to choose, or `retirar:<kind>` on the button of the person's current reaction. */
export const reactionChoiceValue = (kind: ReactionKind, isCurrent: boolean) => (isCurrent ? `${WITHDRAW}${kind}` : kind);

/** The choice a posted value names; null for anything else. */
export function parseReactionChoice(value: unknown): ReactionChoice | null {
  if (typeof value !== "string") return null;
  const remove = value.startsWith(WITHDRAW);
  const kind = remove ? value.slice(WITHDRAW.length) : value;
  return isReactionKind(kind) ? { kind, remove } : null;
}

/**
 * What `choice` does given the person's `current` reaction: the reaction to keep (null: none) and the count change.
 * The choice names the state wanted, not a toggle, so the same post sent twice changes nothing the second time.
 */
export function reactionChange(
  current: ReactionKind | null,
  choice: ReactionChoice,
): { next: ReactionKind | null; delta: -1 | 0 | 1; added: boolean } {
  if (choice.remove)
    return current === choice.kind ? { next: null, delta: -1, added: false } : { next: current, delta: 0, added: false };
  if (current === null) return { next: choice.kind, delta: 1, added: true };
  return { next: choice.kind, delta: 0, added: false };
}
