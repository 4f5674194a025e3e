/**
 * The sales list (/faturamento/vendas) as an Administrador of Eleve sees
 * it: filters in the address through a GET form that works without
 * JavaScript (status, customer typed by name, period), the totals of the
 * filtered set, the CSV of the same set, a sale's page opening over the
 * list through its outlet, and axe finding nothing serious. Each test makes
 * its own customer and sales (rows written straight to the e2e database
 * with tests/support/sales-rows.ts) in months no demo data reaches
 * (tests/support/ledger-years.ts), filtered by that customer.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addContact, newLedger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { hostRequest } from "./host-request";
import { yearAhead } from "../support/ledger-years";

const { insertSale } = await import("../support/sales-rows");

const eleve = origin("eleve");
const YEAR = yearAhead(4);

test.use({ viewport: { width: 1280, height: 800 } });

/** A number no other test takes (PR and PV numbers are unique per organization). */
const freshNumber = () => 500_000 + Math.floor(Math.random() * 499_999);

/** A customer of the test's own with three sales in March of YEAR (rascunho, faturada, cancelada) and one in April. */
async function marchSales() {
  const ledger = await newLedger();
  const name = `Cliente Vendas ${ledger.suffix}`;
  const contactId = await addContact(ledger, name);
  const [pr, pv, cancelled, april] = [freshNumber(), freshNumber(), freshNumber(), freshNumber()];
  const base = { contactId, overrides: { search_text: `cliente vendas ${ledger.suffix}` } };
  const one = (unitPriceCents: number) => [{ quantityMilli: 1000, unitPriceCents, discount: null }];
  await insertSale(ledger.scope, { ...base, saleDate: `${YEAR}-03-05`, proposalNumber: pr, items: one(10_000) });
  await insertSale(ledger.scope, {
    ...base,
    status: "faturada",
    saleDate: `${YEAR}-03-10`,
    proposalNumber: null,
    orderNumber: pv,
    invoicedOn: `${YEAR}-03-10`,
    items: one(25_050),
    sellerId: ledger.scope.userId,
  });
  await insertSale(ledger.scope, {
    ...base,
    status: "cancelada",
    saleDate: `${YEAR}-03-20`,
    proposalNumber: cancelled,
    items: one(7_000),
  });
  await insertSale(ledger.scope, { ...base, saleDate: `${YEAR}-04-02`, proposalNumber: april });
  return {
    ledger,
    name,
    contactId,
    codes: { pr: code("PR", pr), pv: code("PV", pv), cancelled: code("PR", cancelled), april: code("PR", april) },
  };
}

const code = (series: string, number: number) => `${series}-${String(number).padStart(6, "0")}`;

const listOf = (contactId: string, extra = "") => `${eleve}/faturamento/vendas?mes=${YEAR}-03&cliente=${contactId}${extra}`;

/** The numbers of the table's rows, in order. */
const numbers = (page: Page) => page.locator("table tbody tr td:nth-child(1) a").allInnerTexts();

const money = (text: string) => text.replace(" ", "\u00a0");

test.beforeEach(async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
});

test(
  "shows the month's sales of a customer, newest first, with the totals of the filtered set",
  { tag: "@sql" },
  async ({ page }) => {
    const { contactId, codes } = await marchSales();
    await page.goto(listOf(contactId));
    await expect(page.getByRole("heading", { name: "Vendas", exact: true })).toBeVisible();
    await expect.poll(() => numbers(page)).toEqual([codes.cancelled, codes.pv, codes.pr]);
    await expect(page.getByTestId("totals")).toContainText("3 vendas");
    await expect(page.getByTestId("totals")).toContainText(money("R$ 350,50"));
    await expect(page.locator('dl[aria-label="Totais por situação"] [data-status="faturada"]')).toContainText(
      money("1 · R$ 250,50"),
    );
    await page.getByRole("link", { name: /Próximo mês/ }).click();
    await expect(page).toHaveURL(new RegExp(`mes=${YEAR}-04`));
    await expect(page).toHaveURL(new RegExp(`cliente=${contactId}`));
    await expect.poll(() => numbers(page)).toEqual([codes.april]);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the filters form filters by status and period, resolves a typed customer's name, and keeps only the fields in use",
    { tag: "@sql" },
    async ({ page }) => {
      const { name, contactId, codes } = await marchSales();
      await page.goto(listOf(contactId));
      await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Faturada" });
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?mes=${YEAR}-03&status=faturada&cliente=${contactId}$`));
      await expect.poll(() => numbers(page)).toEqual([codes.pv]);

      await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Propostas (rascunho e enviadas)" });
      await page.getByLabel("De", { exact: true }).fill(`${YEAR}-03-01`);
      await page.getByLabel("Até", { exact: true }).fill(`${YEAR}-03-31`);
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(new RegExp(`de=${YEAR}-03-01&ate=${YEAR}-03-31`));
      await expect.poll(() => numbers(page)).toEqual([codes.pr]);

      await page.goto(`${eleve}/faturamento/vendas?mes=${YEAR}-03`);
      await page.getByLabel("Cliente", { exact: true }).fill(name);
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(new RegExp(`cliente=${contactId}`));
      await expect.poll(() => numbers(page)).toEqual([codes.cancelled, codes.pv, codes.pr]);
      await expect(page.getByLabel("Cliente", { exact: true })).toHaveValue(name);
    },
  );

  test("bad values in the address give notices, never an error", async ({ page }) => {
    const response = await page.goto(
      `${eleve}/faturamento/vendas?de=${YEAR}-02-31&ate=amanh%C3%A3&cliente=not-a-uuid-%27%3B&vendedor=123&status=xyz&pagina=abc`,
    );
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Data inicial inválida no endereço (use aaaa-mm-dd): a data foi retirada.")).toBeVisible();
    await expect(page.getByText("Vendedor não encontrado: o filtro de vendedor foi retirado.")).toBeVisible();
    await expect(page.getByText("Situação desconhecida: o filtro de situação foi retirado.")).toBeVisible();
    const csv = await hostRequest(
      page,
      `${eleve}/faturamento/vendas/exportar?mes=${YEAR}-99&cliente=00000000-0000-0000-0000-00000000000g`,
    );
    expect(csv.status).toBe(200);
    expect(csv.body.toString("utf8")).toContain("Número;Data;Cliente");
    for (const raw of [
      "%00",
      "%ED%A0%80",
      "%F0%9F%98%80",
      "99999999999999999999",
      "'%20OR%201=1%20--",
      "%25%5C_",
      "x".repeat(3000),
    ]) {
      const query = ["mes", "de", "ate", "status", "cliente", "vendedor", "q", "ordem", "direcao", "pagina"]
        .map((n) => `${n}=${raw}`)
        .join("&");
      for (const path of ["/faturamento/vendas", "/faturamento/vendas/exportar"]) {
        const answer = await hostRequest(page, `${eleve}${path}?${query}`);
        expect(answer.status, `${path} ${raw.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });
});

test("Exportar CSV downloads the filtered set in the list's order", { tag: "@sql" }, async ({ page }) => {
  const { contactId, codes } = await marchSales();
  await page.goto(listOf(contactId, "&status=propostas"));
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toBe(`vendas-${YEAR}-03.csv`);
  const text = (await readFile(await download.path())).toString("utf8");
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines[0]).toBe("Número;Data;Cliente;Vendedor;Situação;Previsão de faturamento;Faturada em;Total");
  expect(lines.slice(1)).toHaveLength(1);
  expect(lines[1]).toContain(`${codes.pr};05/03/${YEAR};`);
  expect(lines[1]).toMatch(/;100,00$/);
});

test("a sale opens over the list through its outlet, the list's filters kept", async ({ page }, testInfo) => {
  const { contactId, codes } = await marchSales();
  await page.goto(listOf(contactId));
  await page.getByRole("link", { name: codes.pv }).click();
  await expect(page).toHaveURL(new RegExp(`/faturamento/vendas/[0-9a-f-]{36}\\?mes=${YEAR}-03&cliente=${contactId}`));
  await expect(page.getByRole("region", { name: "Lista de vendas" })).toBeVisible();
  await expect.poll(() => numbers(page)).toEqual([codes.cancelled, codes.pv, codes.pr]);
  await page.screenshot({ path: testInfo.outputPath("venda-sobre-a-lista.png"), fullPage: true });
  await page.goto(`${eleve}/faturamento/vendas/nova?mes=${YEAR}-03&cliente=${contactId}`);
  await expect(page.getByRole("heading", { name: "Nova venda" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Lista de vendas" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the date, customer and seller fold under the number, and a sale opens as a page of its own", async ({
    page,
  }, testInfo) => {
    const { name, contactId, codes } = await marchSales();
    await page.goto(listOf(contactId));
    await expect(page.getByRole("columnheader", { name: /Cliente/ })).toBeHidden();
    const row = page.locator("table tbody tr").filter({ hasText: codes.pv });
    await expect(row).toContainText(`10/03/${YEAR} · ${name}`);
    await page.screenshot({ path: testInfo.outputPath("vendas-celular.png"), fullPage: true });
    await row.getByRole("link", { name: codes.pv }).click();
    await expect(page.getByRole("region", { name: "Lista de vendas" })).toBeHidden();
  });
});
