import { describe, expect, it } from "vitest";
import { fold, fts5Query, searchTerms, tsQuery } from "./terms";

describe("search terms", () => {
  it("folds case and accents and splits on anything but letters and digits", () => {
    expect(fold("JOÃO Conceição")).toBe("joao conceicao");
    expect(searchTerms("  Ana   Sil ")).toEqual(["ana", "sil"]);
    expect(searchTerms("joão.silva_2")).toEqual(["joao", "silva", "2"]);
    expect(searchTerms('"; DROP TABLE --')).toEqual(["drop", "table"]);
    expect(searchTerms("!!")).toEqual([]);
  });

  it("drops name particles unless nothing else is left", () => {
    expect(searchTerms("Maria de Sou")).toEqual(["maria", "sou"]);
    expect(searchTerms("ana dos santos e silva")).toEqual(["ana", "santos", "silva"]);
    expect(searchTerms("da")).toEqual(["da"]);
  });

  it("builds prefix queries for FTS5 and PostgreSQL", () => {
    expect(fts5Query(["ana", "sil"])).toBe('"ana"* AND "sil"*');
    expect(fts5Query(["ana"], ["display_name", "username"])).toBe('{display_name username} : ("ana"*)');
    expect(tsQuery(["ana", "sil"])).toBe("'ana' & 'sil'");
    expect(tsQuery(["conceicaozinha"])).toBe("('conceicaozin' & 'conceicaozinha':*)");
  });

  it("adds each term's corrections as whole words", () => {
    const corrections = new Map([["silvs", ["silva", "silvia"]]]);
    expect(fts5Query(["joao", "silvs"], undefined, corrections)).toBe('"joao"* AND ("silvs"* OR "silva" OR "silvia")');
    expect(tsQuery(["joao", "silvs"], corrections)).toBe("'joao' & ('silvs' | 'silva$' | 'silvia$')");
  });
});
