import { describe, expect, it } from "vitest";
import { allowedTypos, corrections, distances } from "./typos";

const typoDistance = (term: string, word: string, max: number) => distances(term, word, max)?.beginning ?? null;

describe("typo tolerance", () => {
  it("allows no edit under 4 letters, one from 4 to 7, two from 8, none in a term with a digit", () => {
    expect(["ana", "joao", "silvs", "fernand", "oliveira", "conceicao", "silva87"].map(allowedTypos)).toEqual([
      0, 1, 1, 1, 2, 2, 0,
    ]);
  });

  it("counts an insertion, a deletion, a replacement or a swap of neighbours as one edit", () => {
    expect(typoDistance("silvs", "silva", 1)).toBe(1);
    expect(typoDistance("mraia", "maria", 1)).toBe(1);
    expect(typoDistance("souza", "sousa", 1)).toBe(1);
    expect(typoDistance("marria", "maria", 1)).toBe(1);
    expect(typoDistance("olivera", "oliveira", 1)).toBe(1);
    expect(typoDistance("olievria", "oliveira", 2)).toBe(2);
    expect(typoDistance("mraai", "maria", 1)).toBeNull();
  });

  it("never changes the first letter", () => {
    expect(typoDistance("naria", "maria", 1)).toBeNull();
    expect(typoDistance("amria", "maria", 1)).toBeNull();
  });

  it("matches a beginning of the word, as every term is a prefix", () => {
    expect(typoDistance("fernamd", "fernanda", 1)).toBe(1);
    expect(typoDistance("joao", "joaquim", 1)).toBe(1);
    expect(typoDistance("gonca", "goncalves", 1)).toBe(0);
  });

  it("lists the close words of a vocabulary, closest and whole words first, without those the term begins", () => {
    const vocabulary = ["silva", "silvana", "silveira", "sousa", "souza", "silvia", "santos", "maria"];
    expect(corrections("silvs", vocabulary)).toEqual([
      { word: "silva", typos: 1 },
      { word: "silvia", typos: 1 },
      { word: "silvana", typos: 1 },
      { word: "silveira", typos: 1 },
    ]);
    expect(corrections("souza", vocabulary)).toEqual([{ word: "sousa", typos: 1 }]);
    expect(corrections("sil", vocabulary)).toEqual([]);
  });
});
