import { describe, expect, it } from "vitest";
import { REACTION_WORDS } from "~/components/social/feed/feed-types";
import { REACTION_KINDS, REACTIONS } from "~/modules/social/reactions";

describe("reaction buttons", () => {
  it("show on the cards exactly the reactions the module accepts, with the same emoji and words", () => {
    expect(Object.keys(REACTION_WORDS)).toEqual(REACTION_KINDS);
    expect(REACTION_WORDS).toEqual(REACTIONS);
  });
});
