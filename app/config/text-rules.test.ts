import { describe, expect, it } from "vitest";
import { containsPattern, fold } from "./text-rules";

describe("text rules", () => {
  it("folds case and accents", () => {
    expect(fold("Márcia ÇÃO")).toBe("marcia cao");
  });

  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });
});
