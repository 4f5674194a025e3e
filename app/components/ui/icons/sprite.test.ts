import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPRITE_PATH, spriteSource } from "../../../../scripts/icon-sprite";
import { ICON_NAMES } from "./names";

describe("the icon sprite", () => {
  it("holds every name of ICON_NAMES as lucide draws it (run npm run icons after changing the names)", async () => {
    const committed = readFileSync(SPRITE_PATH, "utf8");
    expect(committed).toBe(await spriteSource());
    expect(committed.match(/<symbol id="/g)).toHaveLength(ICON_NAMES.length);
    expect(committed).toContain('<symbol id="house" viewBox="0 0 24 24"><path d="M15 21v-8');
  });
});
