/**
 * A sale through the whole back office, as Manager's Administrador: a
 * proposta for a new customer in 30/60/90, into the plan's "Vendas de
 * produtos", approved and invoiced; its 3 parcelas wait in
 * /financeiro/recebimentos, where one is received; the sale shows it
 * received; the budget's Vendas de produtos row counts the sale in this
 * month's actual figure (competência on the invoicing date).
 */
import { expect, test, type Page } from "@playwright/test";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const manager = origin("manager");

test.use({ viewport: { width: 1280, height: 900 } });

/** "R$ 1.234,56" (or "-R$ 5,00") as centavos. */
const centsOf = (text: string) => {
  const digits = text.replace(/[^\d,-]/g, "").replace(",", "");
  return Number(digits);
};

/** This month's actual figure of the budget's "Vendas de produtos" row (competência), in centavos; 0 without the row. */
async function salesActual(page: Page): Promise<number> {
  await page.goto(`${manager}/orcamentos`);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Vendas de produtos", exact: true }) });
  if ((await row.count()) === 0) return 0;
  return centsOf((await row.getByRole("cell").nth(1).textContent()) ?? "");
}

test(
  "an invoiced sale's parcelas are received in Recebimentos, shown on the sale and counted by the budget",
  { tag: "@sql" },
  async ({ page }) => {
    const customer = `Cliente Orçado ${uniqueSuffix()}`;
    await signInAs(page, manager, "admin-manager");
    const actualBefore = await salesActual(page);

    await page.goto(`${manager}/faturamento/vendas/nova`);
    await page.getByRole("radio", { name: "Novo cliente" }).check();
    await page.getByLabel("Nome do novo cliente").fill(customer);
    await page.getByLabel("Descrição").fill("Consultoria de processos");
    await page.getByLabel("Quantidade").fill("3");
    await page.getByLabel("Preço unitário").fill("100,00");
    await page.getByLabel("Condição", { exact: true }).selectOption("30_60_90");
    await page.getByLabel("Categoria dos recebimentos").selectOption({ label: "Vendas de produtos" });
    await page.getByRole("button", { name: "Salvar proposta" }).click();
    await expect(page.getByText("Venda salva.")).toBeVisible();
    await page.getByRole("button", { name: "Aprovar pedido" }).click();
    await expect(page.getByText("Pedido aprovado.")).toBeVisible();
    const saleUrl = page.url().split("?")[0]!;
    const code = (await page.getByRole("heading", { name: /^Venda PV-\d{6}$/ }).textContent())!.replace("Venda ", "");
    await page.getByRole("link", { name: "Faturar" }).click();
    await page.getByRole("button", { name: "Faturar", exact: true }).click();
    await expect(page.getByText("Venda faturada: os recebimentos foram lançados no financeiro.")).toBeVisible();

    // Em aberto lists by due date, 50 a page: walk the pages until the three parcelas have been seen.
    await page.goto(`${manager}/financeiro/recebimentos`);
    const parcela = (index: number) => page.getByRole("link", { name: `${code} - parcela ${index}/3 - ${customer}` });
    const seen = new Set<number>();
    let firstParcelaPage = "";
    for (let pages = 1; pages <= 60 && seen.size < 3; pages++) {
      for (const index of [1, 2, 3]) if ((await parcela(index).count()) > 0) seen.add(index);
      if (seen.has(1)) firstParcelaPage ||= page.url();
      const next = page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima" });
      if (seen.size === 3 || (await next.count()) === 0) break;
      await next.click();
      await expect(page.getByRole("navigation", { name: "Paginação" })).toContainText(`Página ${pages + 1} de`);
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);

    await page.goto(firstParcelaPage);
    const row = page.getByRole("row").filter({ has: parcela(1) });
    await expect(row).toContainText("R$\u00a0100,00");
    await row.getByRole("button", { name: new RegExp(`^Receber ${code} - parcela 1/3`) }).click();
    await expect(parcela(1)).toHaveCount(0);

    await page.goto(saleUrl);
    const receivables = page.getByRole("region", { name: "Recebimentos" }).getByRole("row");
    await expect(receivables.filter({ has: page.locator('[data-status="recebido"]') })).toHaveCount(1);
    await expect(receivables.filter({ hasText: "1/3" })).toContainText("Recebido");
    await expect(receivables.filter({ has: page.locator('[data-status="em_aberto"]') })).toHaveCount(2);

    expect(await salesActual(page)).toBe(actualBefore + 30_000);
  },
);
