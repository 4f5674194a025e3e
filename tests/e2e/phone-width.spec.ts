/**
 * On a phone (390 px) no page of the back office or the social area scrolls sideways: a wide table scrolls
 * inside its own box (whose sr-only header text must stay in it), never the page.
 */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const PAGES = [
  "/",
  "/dashboard-banking",
  "/financeiro/lancamentos",
  "/financeiro/recebimentos",
  "/financeiro/contas",
  "/financeiro/categorias",
  "/financeiro/centros-de-custo",
  "/financeiro/contatos",
  "/financeiro/conciliacao",
  "/financeiro/dre",
  "/financeiro/fluxo-de-caixa",
  "/faturamento",
  "/faturamento/vendas",
  "/faturamento/produtos",
  "/orcamentos",
  "/orcamentos/2026/editar",
  "/crm",
  "/crm/configuracoes",
  "/crm/respostas-prontas",
  "/profile/auditoria",
  "/labfeelings",
  "/labfeelings/clima",
  "/labfeelings/discovery",
  "/notificacoes",
  "/conversations",
  "/settings",
];

test("no page scrolls sideways on a phone: wide tables scroll in their own box", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.setViewportSize({ width: 390, height: 844 });
  const wider: string[] = [];
  for (const path of PAGES) {
    const response = await page.goto(`${eleve}${path}`);
    expect(response?.status(), path).toBe(200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wider.push(`${path}: ${overflow} px`);
  }
  expect(wider).toEqual([]);
});
