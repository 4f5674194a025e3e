/**
 * The catalogue (/faturamento/produtos) and the sales dashboard
 * (/faturamento): an administrator creates an item, is told in pt-BR what
 * is wrong (a código another item has too), edits, archives, brings back
 * and deletes it, all without JavaScript; an item the demo sales name
 * cannot be deleted; the sale form's lookup answers JSON; another
 * organization's item answers 404 and a Usuario is sent away; the
 * dashboard shows the month from its address; axe finds nothing serious.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { origin, uniqueSuffix } from "./helpers";
import { expectSentToCrm } from "./host-request";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

async function signInAdmin(page: Page, base = eleve, username = "admin-eleve") {
  await signInAs(page, base, username);
}

const success = (page: Page, message: string) =>
  expect(page.getByRole("status").filter({ hasText: message })).toBeVisible({ timeout: 15_000 });

/** Creates an item as the signed-in administrator of `base`; answers its page's address. */
async function createItem(page: Page, base: string, code: string, name: string, price = "150,00"): Promise<string> {
  await page.goto(`${base}/faturamento/produtos/novo`);
  await page.getByLabel("Tipo").selectOption({ label: "Serviço" });
  await page.getByLabel("Código").fill(code);
  await page.getByLabel("Nome", { exact: true }).fill(name);
  await page.getByLabel("Unidade").fill("h");
  await page.getByLabel("Preço (R$)").fill(price);
  await page.getByRole("button", { name: "Criar item" }).click();
  await success(page, "Item criado.");
  return (await page.getByRole("link", { name, exact: true }).getAttribute("href"))!;
}

async function pageOf(browser: Browser, base: string, username: string) {
  const context = await browser.newContext();
  await signInAs(context, base, username);
  return context.newPage();
}

/** GETs `path` from `page` (same origin, the session's cookies): the status and the JSON body. */
const getJson = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(path);
    return { status: response.status, body: (await response.json()) as { items: Array<Record<string, unknown>> } };
  }, path);

const postFrom = (page: Page, path: string, fields: Record<string, string>) =>
  page.evaluate(
    async ({ path, fields }) => {
      const response = await fetch(path, { method: "POST", body: new URLSearchParams(fields) });
      return { status: response.status, url: response.url };
    },
    { path, fields },
  );

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an item is refused with pt-BR messages, created, found, edited, archived, brought back and deleted", async ({ page }) => {
    const suffix = uniqueSuffix().toUpperCase();
    const code = `MEN-${suffix}`;
    const name = `Mentoria ${suffix}`;
    await signInAdmin(page);

    await page.goto(`${eleve}/faturamento/produtos/novo`);
    await page.getByLabel("Código").fill("");
    await page.getByLabel("Preço (R$)").fill("12,345");
    await page.getByRole("button", { name: "Criar item" }).click();
    await expect(page.getByText("Informe o código do item.")).toBeVisible();
    await expect(page.getByText("Informe o nome do item.")).toBeVisible();
    await expect(page.getByText("Informe o preço em reais, como 1.234,56.")).toBeVisible();

    const href = await createItem(page, eleve, code, name, "1.250,50");
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText(code);
    await expect(row).toContainText("Serviço");
    await expect(row).toContainText("R$\u00a01.250,50");

    // The same código, another case: refused on the field, nothing saved.
    await page.goto(`${eleve}/faturamento/produtos/novo`);
    await page.getByLabel("Tipo").selectOption({ label: "Produto" });
    await page.getByLabel("Código").fill(code.toLowerCase());
    await page.getByLabel("Nome", { exact: true }).fill(`Outro ${suffix}`);
    await page.getByLabel("Unidade").fill("un");
    await page.getByLabel("Preço (R$)").fill("10,00");
    await page.getByRole("button", { name: "Criar item" }).click();
    await expect(page.getByText(`Já existe um item com este código. (${name})`)).toBeVisible();

    await page.goto(`${eleve}/faturamento/produtos?q=${suffix.toLowerCase()}&tipo=servico`);
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
    await page.goto(`${eleve}/faturamento/produtos?q=${suffix}&tipo=produto`);
    await expect(page.getByText("Nenhum item encontrado com esses filtros.")).toBeVisible();

    await page.goto(`${eleve}${href}`);
    await page.getByLabel("Preço (R$)").fill("1.300,00");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await success(page, "Item salvo.");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("R$\u00a01.300,00");

    await page.getByRole("button", { name: `Arquivar ${name}` }).click();
    await success(page, "Item arquivado.");
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Arquivados" }).click();
    await page.getByRole("button", { name: `Reativar ${name}` }).click();
    await success(page, "Item reativado.");

    await page.goto(`${eleve}${href}`);
    await expect(page.getByText("Nenhuma venda usa este item: você pode excluí-lo.")).toBeVisible();
    await page.getByRole("button", { name: "Excluir", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(`Excluir ${name} definitivamente? Isso não pode ser desfeito.`);
    await page.getByRole("button", { name: "Excluir definitivamente" }).click();
    await success(page, "Item excluído.");
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });

  test("an item the demo sales name cannot be deleted, and says why", async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${eleve}/faturamento/produtos?q=MEN-EXE`);
    await page.getByRole("link", { name: "Mentoria executiva", exact: true }).click();
    await expect(page.getByText(/^Este item está em \d+ vendas? e não pode ser excluído\. Arquive-o/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Excluir", exact: true })).toHaveCount(0);
  });
});

test("the sale form's lookup answers the active items as JSON, an exact código first", { tag: "@sql" }, async ({ page }) => {
  await signInAdmin(page);
  // The lookup is asked from a page of the catalogue, as the sale form asks it.
  await page.goto(`${eleve}/faturamento/produtos`);
  const { status, body } = await getJson(page, "/faturamento/produtos/buscar?q=men-exe&limite=5");
  expect(status).toBe(200);
  expect(body.items[0]).toEqual({
    id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    kind: "servico",
    code: "MEN-EXE",
    name: "Mentoria executiva",
    unit: "h",
    priceCents: 65_000,
    label: "MEN-EXE - Mentoria executiva",
  });
  expect(body.items.length).toBeLessThanOrEqual(5);
  // Archived items are not offered.
  expect((await getJson(page, "/faturamento/produtos/buscar?q=ONL-COM")).body.items).toEqual([]);
  for (const bad of ["?limite=999", "?limite=-1", "?q=%25%25%25"]) {
    expect((await getJson(page, `/faturamento/produtos/buscar${bad}`)).status, bad).toBe(200);
  }
});

test("another organization's item answers 404 and stays; a Usuario is sent to the CRM", async ({ browser }) => {
  const sereno = origin();
  const owner = await pageOf(browser, sereno, "admin-sereno");
  const name = `Massagem ${uniqueSuffix()}`;
  const href = await createItem(owner, sereno, `M-${uniqueSuffix()}`, name);

  const stranger = await pageOf(browser, eleve, "admin-eleve");
  expect((await stranger.goto(`${eleve}${href}`))?.status()).toBe(404);
  await expect(stranger.getByText("Item não encontrado.")).toBeVisible();
  expect((await stranger.goto(`${eleve}/faturamento/produtos/nao-e-um-id`))?.status()).toBe(404);
  const forms: Array<Record<string, string>> = [
    { intent: "arquivar" },
    { intent: "excluir", confirmado: "sim" },
    { intent: "salvar", kind: "servico", code: "X", name: "Invadido", unit: "un", price: "1,00" },
  ];
  for (const fields of forms) {
    expect(await postFrom(stranger, href, fields), `posting ${fields.intent}`).toEqual({ status: 404, url: `${eleve}${href}` });
  }
  const lookup = await getJson(stranger, `/faturamento/produtos/buscar?q=${encodeURIComponent(name)}`);
  expect(lookup.body.items).toEqual([]);

  const usuario = await pageOf(browser, eleve, "usuario-eleve");
  await expectSentToCrm(usuario, eleve, [
    "/faturamento",
    "/faturamento/produtos",
    "/faturamento/produtos/novo",
    ["/faturamento/produtos/novo", { kind: "servico", code: "USU-1", name: "Do usuário", unit: "un", price: "1,00" }],
  ]);

  await owner.goto(`${sereno}${href}`);
  await expect(owner.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await expect(owner.getByRole("button", { name: "Arquivar", exact: true })).toBeVisible();
  for (const page of [owner, stranger, usuario]) await page.context().close();
});

test(
  "the dashboard shows the month of its address, its charts and tables, and reads a bad month as today's",
  { tag: "@sql" },
  async ({ page }) => {
    await signInAdmin(page);
    await page.goto(`${eleve}/faturamento`);
    await expect(page.getByRole("heading", { name: "Faturamento", level: 1 })).toBeVisible();
    const current = page.getByRole("navigation", { name: "Mês" }).getByRole("heading");
    const label = (await current.textContent())!;
    await expect(page.locator("[data-chart=faturamento-mensal] svg, [data-chart=faturamento-mensal] canvas").first()).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await page.getByRole("link", { name: /^Mês anterior/ }).click();
    await expect(page).toHaveURL(/\?mes=\d{4}-\d{2}$/);
    await expect(current).not.toHaveText(label);
    // An earlier month of the demo: invoiced sales, customers, products and sellers.
    const month = new URL(page.url()).searchParams.get("mes")!;
    await expect(page.getByRole("region", { name: /^Faturamento de / }).first()).not.toContainText("R$\u00a00,00");
    await expect(page.getByRole("region", { name: "Principais clientes" }).getByRole("row")).not.toHaveCount(0);
    await expect(page.getByRole("region", { name: "Principais produtos e serviços" }).getByRole("row")).not.toHaveCount(0);
    await expect(page.getByRole("region", { name: "Vendas por vendedor" }).getByRole("row")).not.toHaveCount(0);
    await expect(page.getByRole("table", { name: `Funil de ${await current.textContent()}` })).toBeVisible();
    expect(month).toMatch(/^\d{4}-\d{2}$/);

    for (const bad of ["2026-13", "abc", "0000-01"]) {
      const answer = await page.goto(`${eleve}/faturamento?mes=${bad}`);
      expect(answer?.status(), bad).toBe(200);
      await expect(current).toHaveText(label);
    }
  },
);
