import { describe, expect, it } from "vitest";
import { nameMatches, rankCandidates } from "./ranking";
import { fold } from "./terms";

const people = (...names: string[]) =>
  names.map((name, index) => ({ id: String(index), display_name: name, sort_name: fold(name), username: `u${index}` }));
const ranked = (terms: string[], names: string[], typos = false) =>
  rankCandidates(people(...names), terms, { typos }).map((row) => row.display_name);

describe("search ranking", () => {
  it("puts names before bio and location, whole words before beginnings, fewer left-out words, the query's order", () => {
    expect(ranked(["ana"], ["Bruno Tavares", "Anabela Souza", "Ana da Silva"])).toEqual([
      "Ana da Silva",
      "Anabela Souza",
      "Bruno Tavares",
    ]);
    expect(ranked(["maria", "souza"], ["Maria Almeida de Souza", "Mariana Souza", "Maria Souza"])).toEqual([
      "Maria Souza",
      "Maria Almeida de Souza",
      "Mariana Souza",
    ]);
    expect(ranked(["rogerio", "silva", "gomes"], ["Rogério Gomes da Silva", "Rogério Silva dos Gomes"])).toEqual([
      "Rogério Silva dos Gomes",
      "Rogério Gomes da Silva",
    ]);
  });

  it("gives each term a word of its own", () => {
    expect(ranked(["aline", "cardoso", "cardoso"], ["Aline Cardoso", "Aline Cardoso de Cardoso"])).toEqual([
      "Aline Cardoso de Cardoso",
      "Aline Cardoso",
    ]);
  });

  it("ranks fewer typos first, and a corrected whole word before a corrected beginning", () => {
    expect(ranked(["marcs", "vieira"], ["Márcia Vieira", "Marcos Vieira", "Marcos Vieyra"], true)).toEqual([
      "Marcos Vieira",
      "Márcia Vieira",
      "Marcos Vieyra",
    ]);
  });

  it("keeps the people whose names meet every term, with typos", () => {
    expect(
      nameMatches(people("João Silva", "Joana Lima", "Silvio Santos"), ["joao", "silvs"]).map((row) => row.display_name),
    ).toEqual(["João Silva"]);
  });
});
