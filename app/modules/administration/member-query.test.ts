import { describe, expect, it } from "vitest";
import { DEFAULT_VIEW, membersSearch, readMembersView } from "./member-query";

const read = (search: string) => readMembersView(new URLSearchParams(search));

describe("the members list's address", () => {
  it("reads every field and writes it back", () => {
    const search = "?q=ana&situacao=blocked&papel=Usuario&ordem=lastLogin&direcao=desc&pagina=3";
    const view = read(search);
    expect(view).toEqual({ q: "ana", status: "blocked", role: "Usuario", sort: "lastLogin", order: "desc", page: 3 });
    expect(membersSearch(view)).toBe(search);
  });

  it("falls back to the defaults for unknown values", () => {
    expect(read("?situacao=banned&papel=Root&ordem=password&direcao=up&pagina=-2")).toEqual(DEFAULT_VIEW);
    expect(membersSearch(DEFAULT_VIEW)).toBe("?");
  });

  it("bounds the search to 100 characters, trimmed", () => {
    expect(read(`?q=${"a".repeat(150)}`).q).toHaveLength(100);
    expect(read("?q=%20bia%20").q).toBe("bia");
  });
});
