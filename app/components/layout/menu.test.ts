import { describe, expect, it } from "vitest";
import { currentLink, isActiveBranch, menuFor } from "./menu";

const menu = menuFor("Administrador");

describe("currentLink", () => {
  it.each([
    ["/", "/"],
    ["/profiles/list", "/profiles/list"],
    ["/profiles", "/profiles"],
    ["/profiles/edit", "/profiles"],
    ["/financeiro/pagamentos", "/financeiro/pagamentos"],
    ["/financeiro/pagamentos/123", "/financeiro/pagamentos"],
    ["/financeiro/contatos/novo", "/financeiro/contatos"],
  ])("%s is the entry %s", (pathname, link) => {
    expect(currentLink(menu, pathname)).toBe(link);
  });

  it("matches whole segments only, and nothing for pages outside the menu", () => {
    expect(currentLink(menu, "/profilesx")).toBeUndefined();
    expect(currentLink(menu, "/u/ana")).toBeUndefined();
  });
});

describe("isActiveBranch", () => {
  it("holds the current entry in a submenu", () => {
    const gestao = menu.find((item) => item.label === "Gestão")!;
    const [financeiro, faturamento] = gestao.items!;
    expect(isActiveBranch(financeiro!, "/financeiro/pagamentos")).toBe(true);
    expect(isActiveBranch(faturamento!, "/financeiro/pagamentos")).toBe(false);
    expect(isActiveBranch(financeiro!, undefined)).toBe(false);
  });
});
