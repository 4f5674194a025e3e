import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, mergeLayout } from "./layout";
import { layoutConfigSchema } from "./layout-schema";

describe("mergeLayout", () => {
  it("takes every valid setting, a scale given as text too", () => {
    const value = {
      menuMode: "slim",
      colorScheme: "dark",
      theme: "teal",
      menuTheme: "transparent",
      inputStyle: "filled",
      scale: "14",
      ripple: false,
    };
    expect(mergeLayout(DEFAULT_LAYOUT, value)).toEqual({ ...value, scale: 14 });
  });

  it("ignores what is invalid, and agrees with the profile's schema", () => {
    const invalid = { menuMode: "sideways", colorScheme: 1, theme: null, scale: 14.5, ripple: "on", extra: true };
    expect(mergeLayout(DEFAULT_LAYOUT, invalid)).toEqual(DEFAULT_LAYOUT);
    for (const scale of [11, 12, 16, 17, "", "13", null]) {
      const merged = mergeLayout(DEFAULT_LAYOUT, { scale }).scale;
      const parsed = layoutConfigSchema.shape.scale.safeParse(scale);
      expect(merged).toBe(parsed.success ? parsed.data : DEFAULT_LAYOUT.scale);
    }
    expect(mergeLayout(DEFAULT_LAYOUT, null)).toBe(DEFAULT_LAYOUT);
  });
});
