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
    ["/financeiro", "/financeiro"],
    ["/financeiro/lancamentos/0b6f3c1e-4a7d-4c1b-9f2e-3d5a6b7c8d9e", "/financeiro/lancamentos"],
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

describe("menuFor's unread badge", () => {
  const conversas = (items: ReturnType<typeof menuFor>) =>
    items.flatMap((item) => item.items ?? []).find((item) => item.routerLink === "/conversations");

  it("shows the unread messages on Conversas, 99+ above 99, nothing at 0", () => {
    expect(conversas(menuFor("Administrador", 3))?.badge).toBe("3");
    expect(conversas(menuFor("Administrador", 120))?.badge).toBe("99+");
    expect(conversas(menuFor("Administrador", 0))?.badge).toBeUndefined();
  });
});
