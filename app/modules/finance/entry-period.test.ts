import { describe, expect, it } from "vitest";
import { entrySearch, parseEntryQuery } from "./entry-query";
import { MAX_RANGE_DAYS, PERIOD_NOTICES } from "./entry-period";

const TODAY = "2026-11-23";
const parse = (search: string) => parseEntryQuery(new URLSearchParams(search), TODAY);

describe("the list's period", () => {
  it("reads a basis and a range, which wins over the month and names its first month", () => {
    const query = parse("mes=2026-05&base=competencia&de=2026-01-01&ate=2026-12-31");
    expect(query.filters).toEqual({ month: "2026-01", basis: "competencia", range: { from: "2026-01-01", to: "2026-12-31" } });
    expect(query.notices).toEqual([]);
    expect(entrySearch(query)).toBe("?de=2026-01-01&ate=2026-12-31&base=competencia");
    expect(parse(entrySearch(query).slice(1))).toEqual(query);
  });

  it("keeps vencimento as the default, left out of the address", () => {
    expect(parse("base=vencimento&mes=2026-03").filters).toEqual({ month: "2026-03" });
    expect(entrySearch(parse("base=vencimento&mes=2026-03"))).toBe("?mes=2026-03");
  });

  it("runs a lone date to the end (or from the start) of its month", () => {
    expect(parse("de=2026-02-10").filters.range).toEqual({ from: "2026-02-10", to: "2026-02-28" });
    expect(parse("ate=2028-02-10").filters.range).toEqual({ from: "2028-02-01", to: "2028-02-10" });
  });

  it("drops an unknown basis, a date that is not one, a reversed or too long range, each with its notice", () => {
    const cases: Array<[string, string]> = [
      ["base=caixa", PERIOD_NOTICES.basis],
      ["de=2026-02-30&ate=2026-03-01", PERIOD_NOTICES.date],
      ["de=2026-03-01&ate=ontem", PERIOD_NOTICES.date],
      ["de=2026-03-02&ate=2026-03-01", PERIOD_NOTICES.reversed],
      ["de=2024-01-01&ate=2025-01-01", PERIOD_NOTICES.long],
    ];
    for (const [search, notice] of cases) {
      const query = parse(`mes=2026-05&${search}`);
      expect(query.filters, search).toEqual({ month: "2026-05" });
      expect(query.notices, search).toEqual([notice]);
    }
    expect(parse("de=2024-01-01&ate=2024-12-31").filters.range).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(MAX_RANGE_DAYS).toBe(366);
  });

  it("leaves the range for the month a month link asks for, keeping the basis", () => {
    const query = parse("base=competencia&de=2026-01-01&ate=2026-03-31&categoria=1c7a4d2f-5b8e-4d2c-8a3f-4e6b7c8d9e0f");
    expect(entrySearch(query, { month: "2026-02" })).toBe(
      "?mes=2026-02&base=competencia&categoria=1c7a4d2f-5b8e-4d2c-8a3f-4e6b7c8d9e0f",
    );
  });
});
