import { describe, expect, it } from "vitest";
import { dueSearch, parseDueQuery } from "./due-query";

const parse = (kind: "receita" | "despesa", search: string) => parseDueQuery(kind, new URLSearchParams(search));

describe("parseDueQuery", () => {
  it("opens on Em aberto, page 1", () => {
    expect(parse("receita", "")).toEqual({ tab: "em_aberto", page: 1, notices: [] });
  });

  it("names the settled tab recebidos for receivables and pagos for payables", () => {
    expect(parse("receita", "aba=recebidos&pagina=2")).toEqual({ tab: "liquidados", page: 2, notices: [] });
    expect(parse("despesa", "aba=pagos").tab).toBe("liquidados");
    expect(parse("despesa", "aba=vencidos").tab).toBe("vencidos");
    expect(parse("receita", "aba=todos").tab).toBe("todos");
  });

  it("shows Em aberto with a notice for an unknown tab (pagos is not a tab of the receivables), and page 1 for a bad page", () => {
    expect(parse("receita", "aba=pagos")).toEqual({
      tab: "em_aberto",
      page: 1,
      notices: ["Aba desconhecida: mostrando Em aberto."],
    });
    expect(parse("despesa", "pagina=-1")).toEqual({
      tab: "em_aberto",
      page: 1,
      notices: ["Página inválida: mostrando a página mais próxima."],
    });
  });
});

describe("dueSearch", () => {
  it("leaves the defaults out and reads back the same", () => {
    expect(dueSearch("receita", "em_aberto")).toBe("");
    expect(dueSearch("despesa", "liquidados", 3)).toBe("?aba=pagos&pagina=3");
    expect(parse("despesa", dueSearch("despesa", "liquidados", 3).slice(1))).toEqual({ tab: "liquidados", page: 3, notices: [] });
  });
});
