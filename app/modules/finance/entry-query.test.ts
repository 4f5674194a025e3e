import { describe, expect, it } from "vitest";
import { dropUnknownIds, entrySearch, parseEntryQuery } from "./entry-query";

const TODAY = "2026-11-23";
const ACCOUNT = "0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e";
const CATEGORY = "1c7a4d2f-5b8e-4d2c-8a3f-4e6b7c8d9e0f";
const parse = (search: string) => parseEntryQuery(new URLSearchParams(search), TODAY);

describe("parseEntryQuery", () => {
  it("defaults to the current month in São Paulo, by due date ascending, page 1, no filters", () => {
    expect(parse("")).toEqual({
      filters: { month: "2026-11" },
      sort: { by: "due_date", order: "asc" },
      page: 1,
      notices: [],
    });
  });

  it("reads every filter, the order and the page", () => {
    const query = parse(
      `mes=2027-02&conta=${ACCOUNT}&categoria=${CATEGORY.toUpperCase()}&tipo=despesa&status=vencido&q=%20aluguel%20&ordem=valor&direcao=desc&pagina=3`,
    );
    expect(query).toEqual({
      filters: { month: "2027-02", accountId: ACCOUNT, categoryId: CATEGORY, kind: "despesa", status: "vencido", q: "aluguel" },
      sort: { by: "amount", order: "desc" },
      page: 3,
      notices: [],
    });
  });

  it("falls back to the current month with a notice for a month that is not one", () => {
    for (const mes of ["2026-13", "novembro", "2026-1", "0000-01", "2026-11-01"]) {
      const query = parse(`mes=${mes}`);
      expect(query.filters.month, mes).toBe("2026-11");
      expect(query.notices, mes).toEqual(["Mês inválido no endereço (use aaaa-mm): mostrando o mês atual."]);
    }
  });

  it("drops ids that are not ids, unknown kinds, statuses and orders, each with its own notice", () => {
    const query = parse(
      `conta=1%27%20or%201=1&contato=${"x".repeat(101)}&centro=42&tipo=emprestimo&status=pendente&ordem=id&direcao=up`,
    );
    expect(query.filters).toEqual({ month: "2026-11" });
    expect(query.sort).toEqual({ by: "due_date", order: "asc" });
    expect(query.notices).toEqual([
      "Conta não encontrada: o filtro de conta foi retirado.",
      "Contato não encontrado: o filtro de contato foi retirado.",
      "Centro de custo não encontrado: o filtro de centro de custo foi retirado.",
      "Tipo desconhecido: o filtro de tipo foi retirado.",
      "Situação desconhecida: o filtro de situação foi retirado.",
      "Ordem desconhecida: mostrando por vencimento.",
      "Direção desconhecida: mostrando em ordem crescente.",
    ]);
  });

  it("takes a contato that is not an id as a contact's name, for the list to resolve, and writes it back", () => {
    const query = parse("contato=%20Padaria%20S%C3%A3o%20&tipo=despesa");
    expect(query).toMatchObject({ filters: { month: "2026-11", kind: "despesa" }, contactName: "Padaria São", notices: [] });
    expect(entrySearch(query)).toBe("?mes=2026-11&contato=Padaria+S%C3%A3o&tipo=despesa");
    expect(entrySearch({ ...query, filters: { ...query.filters, contactId: ACCOUNT } })).toBe(
      `?mes=2026-11&contato=${ACCOUNT}&tipo=despesa`,
    );
  });

  it("takes a negative, zero or unreadable page as the first, with a notice, and caps a huge one", () => {
    for (const pagina of ["-2", "0", "dois", "1e3"]) {
      const query = parse(`pagina=${pagina}`);
      expect(query.page, pagina).toBe(1);
      expect(query.notices, pagina).toEqual(["Página inválida: mostrando a página mais próxima."]);
    }
    expect(parse("pagina=99999999999999999999").page).toBe(100_000);
  });

  it("ignores empty values and refuses a search text over 100 characters", () => {
    expect(parse("conta=&q=%20%20&mes=").notices).toEqual([]);
    const query = parse(`q=${"a".repeat(101)}`);
    expect(query.filters.q).toBeUndefined();
    expect(query.notices).toEqual(["A busca aceita até 100 caracteres: a busca foi retirada."]);
  });
});

describe("dropUnknownIds", () => {
  it("keeps the ids the organization has and drops the others with a notice", () => {
    const query = parse(`conta=${ACCOUNT}&categoria=${CATEGORY}`);
    const known = { accounts: [{ id: ACCOUNT }], categories: [], contacts: [], costCenters: [] };
    const checked = dropUnknownIds(query, known);
    expect(checked.filters).toEqual({ month: "2026-11", accountId: ACCOUNT });
    expect(checked.notices).toEqual(["Categoria não encontrada: o filtro de categoria foi retirado."]);
  });
});

describe("entrySearch", () => {
  it("writes the state back without its defaults, so the address reads back the same", () => {
    const search = `?mes=2027-02&conta=${ACCOUNT}&tipo=receita&status=em_aberto&q=a%C3%A7%C3%A3o&ordem=descricao&direcao=desc&pagina=2`;
    const query = parse(search);
    expect(entrySearch(query)).toBe(search);
    expect(entrySearch(parse(""))).toBe("?mes=2026-11");
  });

  it("goes back to page 1 on another month or order, and keeps the filters", () => {
    const query = parse(`mes=2026-11&tipo=despesa&pagina=4`);
    expect(entrySearch(query, { month: "2026-12" })).toBe("?mes=2026-12&tipo=despesa");
    expect(entrySearch(query, { sort: { by: "amount", order: "desc" } })).toBe(
      "?mes=2026-11&tipo=despesa&ordem=valor&direcao=desc",
    );
    expect(entrySearch(query, { page: 5 })).toBe("?mes=2026-11&tipo=despesa&pagina=5");
  });
});
