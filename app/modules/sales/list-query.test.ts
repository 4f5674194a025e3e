import { describe, expect, it } from "vitest";
import { NOTICES, parseSaleQuery, saleSearch } from "./list-query";

const TODAY = "2026-11-20";
const parse = (search: string) => parseSaleQuery(new URLSearchParams(search), TODAY);
const ID = "0b7e4c52-8f0e-4f6a-9d3c-2a1b0c9d8e7f";

describe("sales list address", () => {
  it("defaults to the current month, newest first, page 1, no notices", () => {
    expect(parse("")).toEqual({
      filters: { from: "2026-11-01", to: "2026-11-30", month: "2026-11" },
      sort: { by: "date", order: "desc" },
      page: 1,
      notices: [],
    });
    expect(parse("mes=2024-02").filters).toEqual({ from: "2024-02-01", to: "2024-02-29", month: "2024-02" });
  });

  it("takes a period from de/ate over the month, completing a missing end from the other's month and swapping a reversed one", () => {
    expect(parse("mes=2026-01&de=2026-03-05&ate=2026-04-10").filters).toEqual({ from: "2026-03-05", to: "2026-04-10" });
    expect(parse("de=2026-03-05").filters).toEqual({ from: "2026-03-05", to: "2026-03-31" });
    expect(parse("ate=2026-02-10").filters).toEqual({ from: "2026-02-01", to: "2026-02-10" });
    const swapped = parse("de=2026-05-01&ate=2026-04-01");
    expect(swapped.filters).toEqual({ from: "2026-04-01", to: "2026-05-01" });
    expect(swapped.notices).toEqual([NOTICES.swapped]);
  });

  it("drops what makes no sense with a pt-BR notice, never throwing", () => {
    const query = parse(
      `mes=2026-13&de=2026-02-30&ate=ontem&status=aberta&cliente=${"x".repeat(101)}&vendedor=1%20or%201=1&q=${"y".repeat(101)}&ordem=valor&direcao=up&pagina=-3`,
    );
    expect(query.filters).toEqual({ from: "2026-11-01", to: "2026-11-30", month: "2026-11" });
    expect(query.contactName).toBeUndefined();
    expect(query.sort).toEqual({ by: "date", order: "desc" });
    expect(query.page).toBe(1);
    expect(query.notices).toEqual([
      NOTICES.from,
      NOTICES.to,
      NOTICES.month,
      NOTICES.status,
      NOTICES.contact,
      NOTICES.seller,
      NOTICES.text,
      NOTICES.sort,
      NOTICES.order,
      NOTICES.page,
    ]);
    expect(NOTICES.from).toBe("Data inicial inválida no endereço (use aaaa-mm-dd): a data foi retirada.");
  });

  it("reads the filters, a contact's id or typed name, the order and the page", () => {
    const query = parse(
      `mes=2026-10&status=propostas&cliente=${ID.toUpperCase()}&vendedor=${ID}&q=%20joão%20&ordem=cliente&pagina=3`,
    );
    expect(query.filters).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
      month: "2026-10",
      status: "propostas",
      contactId: ID,
      sellerId: ID,
      q: "joão",
    });
    expect(query.sort).toEqual({ by: "customer", order: "asc" });
    expect(query.page).toBe(3);
    expect(parse("cliente=Ana").contactName).toBe("Ana");
  });

  it("writes the address back without defaults; a new month or order goes back to page 1", () => {
    const query = parse(`de=2026-03-05&ate=2026-04-10&status=faturada&cliente=Ana&q=pv&ordem=total&direcao=asc&pagina=2`);
    expect(saleSearch(query)).toBe(
      "?de=2026-03-05&ate=2026-04-10&status=faturada&cliente=Ana&q=pv&ordem=total&direcao=asc&pagina=2",
    );
    expect(saleSearch(query, { month: "2026-05" })).toBe("?mes=2026-05&status=faturada&cliente=Ana&q=pv&ordem=total&direcao=asc");
    expect(saleSearch(query, { sort: { by: "date", order: "desc" } })).toBe(
      "?de=2026-03-05&ate=2026-04-10&status=faturada&cliente=Ana&q=pv",
    );
    expect(saleSearch(parse(""), { page: 4 })).toBe("?mes=2026-11&pagina=4");
  });
});
