import { describe, expect, it } from "vitest";
import { SEED_ORGANIZATIONS } from "~/config/organizations";
import { cannedReplySchema } from "~/modules/crm/canned-reply-schemas";
import { PLACEHOLDERS } from "~/modules/crm/placeholders";
import { DEMO_CANNED_REPLIES, DEMO_REPLIES, DEMO_TOPICS } from "./demo-crm-content";

const placeholdersIn = (text: string) => [...text.matchAll(/\{\{\s*([a-z.]+)\s*\}\}/g)].map((match) => match[1]);

describe("demo desk content", () => {
  it("gives every organization its own topics and 5 to 8 respostas prontas the form would accept", () => {
    for (const { slug } of SEED_ORGANIZATIONS) {
      expect(DEMO_TOPICS[slug]!.length, slug).toBeGreaterThanOrEqual(5);
      const replies = DEMO_CANNED_REPLIES[slug]!;
      expect(replies.length, slug).toBeGreaterThanOrEqual(5);
      expect(replies.length, slug).toBeLessThanOrEqual(8);
      expect(new Set(replies.map(([code]) => code)).size, slug).toBe(replies.length);
      for (const [code, title, body] of replies) {
        expect(cannedReplySchema.parse({ code, title, body }), `${slug} ${code}`).toEqual({ code, title, body });
        for (const name of placeholdersIn(body)) expect(PLACEHOLDERS, `${slug} ${code}`).toContain(name);
      }
    }
    for (const reply of DEMO_REPLIES) for (const name of placeholdersIn(reply)) expect(PLACEHOLDERS).toContain(name);
  });
});
