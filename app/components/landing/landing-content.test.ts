import { describe, expect, it } from "vitest";
import { landingContent } from "./landing-content";

describe("landingContent", () => {
  it("leads with wellbeing for the default organization and with the back office for the others", () => {
    expect(landingContent("Sereno", true).areas[0]!.title).toBe("Bem-estar");
    expect(landingContent("Eleve", false).areas[0]!.title).toBe("Financeiro");
  });

  it("offers all six areas once, and a description a search result shows whole (at most 160 characters)", () => {
    for (const content of [
      landingContent("Organização de Nome Bem Comprido", true),
      landingContent("Organização de Nome Bem Comprido", false),
    ]) {
      expect(new Set(content.areas.map((area) => area.key)).size).toBe(6);
      expect(content.description).toContain("Organização de Nome Bem Comprido");
      expect(content.description.length).toBeLessThanOrEqual(160);
    }
  });
});
