import { describe, expect, it } from "vitest";
import { addressReader, LIST_NOTICES, sortParams, type SortAddress } from "./list-query";
import { z } from "./zod";

const reader = (search: string) => addressReader(new URLSearchParams(search));

const ADDRESS: SortAddress<"date" | "name"> = {
  names: { date: "data", name: "nome" },
  fallback: { by: "date", order: "desc" },
  notices: { sort: "ordem?", order: "direção?" },
  orderOf: (by) => (by === "name" ? "asc" : "desc"),
};

describe("addressReader", () => {
  it("reads month, dates, order and page, and says why it dropped a value", () => {
    const address = reader("mes=2026-13&de=2026-02-10&ate=2026-02-01&ordem=x&direcao=y&pagina=0");
    expect(address.month("2026-05-20")).toBe("2026-05");
    expect(address.dates()).toEqual({ from: "2026-02-01", to: "2026-02-10" });
    expect(address.sort(ADDRESS)).toEqual({ by: "date", order: "desc" });
    expect(address.page()).toBe(1);
    expect(address.notices).toEqual([LIST_NOTICES.month, LIST_NOTICES.swapped, "ordem?", "direção?", LIST_NOTICES.page]);
  });

  it("keeps what parses, ignores blanks, and drops silently a value read without a notice", () => {
    const address = reader("mes=2026-02&de=%20&ordem=nome&pagina=3&papel=dono");
    expect(address.month("2026-05-20")).toBe("2026-02");
    expect(address.dates()).toEqual({});
    expect(address.sort(ADDRESS)).toEqual({ by: "name", order: "asc" });
    expect(address.page()).toBe(3);
    expect(address.read("papel", z.enum(["membro"]))).toBeUndefined();
    expect(address.notices).toEqual([]);
  });
});

describe("sortParams", () => {
  it("leaves the fallback order out of the address", () => {
    expect(sortParams({ by: "date", order: "desc" }, ADDRESS)).toEqual({});
    expect(sortParams({ by: "name", order: "asc" }, ADDRESS)).toEqual({ ordem: "nome", direcao: "asc" });
  });
});
