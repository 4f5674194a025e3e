import { describe, expect, it } from "vitest";
import { parseTicketQuery, TICKET_NOTICES, ticketSearch } from "./list-query";

const parse = (search: string) => parseTicketQuery(new URLSearchParams(search));
const ID = "0B6F6A3E-1D2C-4E5F-8A9B-0C1D2E3F4A5B";

describe("the desk list's address", () => {
  it("starts on Minhas, by last activity, page 1", () => {
    expect(parse("")).toEqual({ view: "minhas", filters: {}, sort: "atividade", page: 1, notices: [] });
  });

  it("reads the view, every filter, the order and the page, and writes them back the same", () => {
    const search = `?visao=todas&status=pendente&prioridade=alta&canal=whatsapp&etiqueta=Cobran%C3%A7a&responsavel=${ID}&nao-lidos=1&q=boleto&ordem=sla&pagina=3`;
    const query = parse(search);
    expect(query).toMatchObject({
      view: "todas",
      filters: {
        status: "pendente",
        priority: "alta",
        channel: "whatsapp",
        label: "cobranca",
        assignee: ID.toLowerCase(),
        unread: true,
        q: "boleto",
      },
      sort: "sla",
      page: 3,
      notices: [],
    });
    expect(parse(ticketSearch(query))).toEqual(query);
  });

  it("drops what makes no sense, saying so in pt-BR", () => {
    const query = parse(
      `visao=spam&status=fechado&prioridade=x&canal=fax&responsavel=1&q=${"a".repeat(101)}&ordem=nome&pagina=-2&etiqueta=a%07b`,
    );
    expect(query.view).toBe("minhas");
    expect(query.filters).toEqual({});
    expect(query.sort).toBe("atividade");
    expect(query.page).toBe(1);
    expect(query.notices).toEqual([
      TICKET_NOTICES.view,
      TICKET_NOTICES.status,
      TICKET_NOTICES.priority,
      TICKET_NOTICES.channel,
      TICKET_NOTICES.label,
      TICKET_NOTICES.assignee,
      TICKET_NOTICES.text,
      TICKET_NOTICES.sort,
      TICKET_NOTICES.page,
    ]);
  });

  it("goes back to page 1 when the view, a filter or the order changes", () => {
    const query = parse("visao=todas&pagina=4");
    expect(ticketSearch(query, { view: "resolvidas" })).toBe("?visao=resolvidas");
    expect(ticketSearch(query, { sort: "sla" })).toBe("?visao=todas&ordem=sla");
    expect(ticketSearch(query, { page: 5 })).toBe("?visao=todas&pagina=5");
    expect(ticketSearch(parse(""))).toBe("");
  });
});
