/**
 * The budget pages (/orcamentos) as an Administrador sees them. Each test
 * uses categories of its own in Manager (finance-helpers newLedger) and a
 * year no demo data or other test reaches (2042 to 2048; the
 * comparison's, whose entries must lie in the ledger's window, a year ahead
 * from tests/support/ledger-years.ts), since a grid saved in the browser
 * replaces every row of its year. Without JavaScript
 * the grid saves, spreads an annual amount and refuses bad input with
 * nothing changed; the comparison shows planned against actual with the
 * marks, links each actual figure to the ledger, toggles caixa, and
 * exports CSV; last year is copied with an increase; a Usuario is sent
 * away; axe finds nothing serious.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { formatMoney } from "~/config/format";
import { addEntry, downloadCsv, newLedger, settle, type Ledger } from "./finance-helpers";
import { db } from "./database";
import { origin, rowCells } from "./helpers";
import { signInAs } from "./sessions";
import { expectSentToCrm, hostRequest } from "./host-request";
import { waitForLayout } from "./layout-helpers";
import { yearAhead } from "../support/ledger-years";

const budgets = await import("~/modules/budgets/budgets.server");

const eleve = origin("eleve");
/** The grids' organization: few other tests add categories to it, so a grid stays as long as a real one. */
const manager = origin("manager");
/** The comparison's year: its entries' competência and vencimento lie in the ledger's window. */
const YEAR = yearAhead(4);

test.use({ viewport: { width: 1440, height: 900 } });

const twelve = (...cents: number[]) => [...cents, ...Array<number>(12 - cents.length).fill(0)];

async function planned(ledger: Ledger, year: number, categoryId: string) {
  const rows = await (
    await db()
  )
    .selectFrom("budget_amounts")
    .select(["month", "cents"])
    .where("organization_id", "=", ledger.scope.organizationId)
    .where("year", "=", year)
    .where("category_id", "=", categoryId)
    .orderBy("month")
    .execute();
  return twelve().map((_, i) => Number(rows.find((row) => row.month === i + 1)?.cents ?? 0));
}

async function openAsAdministrator(page: Page, url: string) {
  await signInAs(page, manager, "admin-manager");
  await page.goto(url);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the grid saves, spreads an annual amount, and refuses bad input changing nothing", async ({ page }) => {
    const ledger = await newLedger("manager");
    await openAsAdministrator(page, `${manager}/orcamentos/2043/editar`);
    await expect(page.getByRole("heading", { level: 1, name: "Orçamento de 2043" })).toBeVisible();
    await page.getByLabel(`${ledger.expense.name}, janeiro de 2043`).fill("1.500,00");
    await page.getByLabel(`${ledger.expense.name}, março de 2043`).fill("250,5");
    await page.getByRole("button", { name: "Salvar orçamento" }).first().click();
    await expect(page.getByRole("status").filter({ hasText: "Orçamento salvo." })).toBeVisible();
    expect(await planned(ledger, 2043, ledger.expense.id)).toEqual(twelve(150_000, 0, 25_050));
    await expect(page.getByLabel(`${ledger.expense.name}, março de 2043`)).toHaveValue("250,50");

    await page.getByLabel(`${ledger.income.name}, valor anual a distribuir`).fill("100,00");
    await page.getByRole("button", { name: `Distribuir o valor anual de ${ledger.income.name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Valor anual distribuído" })).toBeVisible();
    expect(await planned(ledger, 2043, ledger.income.id)).toEqual([834, 834, 834, 834, 833, 833, 833, 833, 833, 833, 833, 833]);
    const incomeRow = page.getByRole("row").filter({ hasText: ledger.income.name });
    expect((await incomeRow.getByRole("cell").allInnerTexts())[12]).toBe(formatMoney(10_000));
    expect(await planned(ledger, 2043, ledger.expense.id)).toEqual(twelve(150_000, 0, 25_050));

    await page.getByLabel(`${ledger.expense.name}, janeiro de 2043`).fill("mil reais");
    await page.getByLabel(`${ledger.expense.name}, fevereiro de 2043`).fill("99");
    await page.getByRole("button", { name: "Salvar orçamento" }).first().click();
    await expect(page.getByRole("alert")).toContainText("O orçamento não foi salvo: corrija os valores destacados.");
    const wrong = page.getByLabel(`${ledger.expense.name}, janeiro de 2043`);
    await expect(wrong).toHaveAttribute("aria-invalid", "true");
    await expect(wrong).toHaveValue("mil reais");
    await expect(wrong).toHaveAccessibleDescription("Valor inválido: use reais e centavos, como 1.234,56.");
    expect(await planned(ledger, 2043, ledger.expense.id)).toEqual(twelve(150_000, 0, 25_050));

    for (const path of ["/orcamentos/abc/editar", "/orcamentos/99999/editar", "/orcamentos/1800/exportar"]) {
      const response = await page.goto(`${manager}${path}`);
      expect(response?.status(), path).toBe(404);
    }
  });

  test(
    "the comparison shows planned against actual, marks, links to the ledger and toggles caixa",
    { tag: "@sql" },
    async ({ page }) => {
      const ledger = await newLedger("manager");
      await budgets.saveBudget(
        ledger.scope,
        YEAR,
        new Map([
          [ledger.expense.id, twelve(100_000, 100_000, 100_000)],
          [ledger.income.id, twelve(0, 0, 200_000)],
        ]),
      );
      await addEntry(ledger, {
        kind: "despesa",
        description: "Aluguel de fevereiro",
        amountCents: 130_000,
        dueDate: `${YEAR}-02-10`,
      });
      const rent = await addEntry(ledger, {
        kind: "despesa",
        description: "Aluguel de março",
        amountCents: 85_000,
        dueDate: `${YEAR}-03-10`,
      });
      await addEntry(ledger, { kind: "receita", description: "Venda de março", amountCents: 250_000, dueDate: `${YEAR}-03-20` });
      await settle(ledger, [rent], `${YEAR}-03-10`);

      await openAsAdministrator(page, `${manager}/orcamentos?mes=${YEAR}-03`);
      await expect(page.getByRole("heading", { level: 1, name: "Orçamentos" })).toBeVisible();
      const expense = await rowCells(page, ledger.expense.name);
      expect(expense.slice(0, 5)).toEqual([formatMoney(100_000), formatMoney(85_000), formatMoney(-15_000), "-15,0%", "Atenção"]);
      expect(expense.slice(5, 11)).toEqual([
        formatMoney(300_000),
        formatMoney(215_000),
        formatMoney(-85_000),
        "-28,3%",
        "",
        formatMoney(300_000),
      ]);
      const income = await rowCells(page, ledger.income.name);
      expect(income.slice(0, 5)).toEqual([formatMoney(200_000), formatMoney(250_000), formatMoney(50_000), "25,0%", ""]);

      await page.goto(`${manager}/orcamentos?mes=${YEAR}-02`);
      expect((await rowCells(page, ledger.expense.name)).slice(1, 5)).toEqual([
        formatMoney(130_000),
        formatMoney(30_000),
        "30,0%",
        "Estourado",
      ]);

      await page.goto(`${manager}/orcamentos?mes=${YEAR}-03`);
      const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: ledger.expense.name, exact: true }) });
      await row.getByRole("link").first().click();
      await expect(page).toHaveURL(
        `${manager}/financeiro/lancamentos?mes=${YEAR}-03&base=competencia&categoria=${ledger.expense.id}&tipo=despesa`,
      );
      await expect(page.getByText("Aluguel de março").first()).toBeVisible();

      await page.goto(`${manager}/orcamentos?mes=${YEAR}-03`);
      await page.getByRole("link", { name: "Caixa", exact: true }).click();
      await expect(page).toHaveURL(`${manager}/orcamentos?mes=${YEAR}-03&regime=caixa`);
      expect((await rowCells(page, ledger.expense.name))[1]).toBe(formatMoney(85_000));
      expect((await rowCells(page, ledger.income.name))[1]).toBe(formatMoney(0));

      await page.goto(`${manager}/orcamentos?mes=${YEAR}-13&regime=outro`);
      await expect(page.getByRole("status").filter({ hasText: "Mês inválido no endereço" })).toBeVisible();
    },
  );

  test("last year's budget is copied with an increase, after confirming the replacement", { tag: "@sql" }, async ({ page }) => {
    const ledger = await newLedger("manager");
    await budgets.saveBudget(ledger.scope, 2045, new Map([[ledger.expense.id, twelve(10_001, 15)]]));
    await budgets.saveBudget(ledger.scope, 2046, new Map([[ledger.income.id, twelve(777)]]));
    await openAsAdministrator(page, `${manager}/orcamentos/2046/editar`);
    await page.getByLabel("Aumento (%)").fill("10");
    await page.getByRole("button", { name: "Copiar de 2045" }).click();
    await expect(page.getByRole("alert")).toContainText("O orçamento não foi copiado.");
    await expect(page.getByText("Confirme que o orçamento de 2046 será substituído.")).toBeVisible();
    expect(await planned(ledger, 2046, ledger.income.id)).toEqual(twelve(777));

    await page.getByLabel("Aumento (%)").fill("dez");
    await page.getByLabel("Substituir o orçamento de 2046").check();
    await page.getByRole("button", { name: "Copiar de 2045" }).click();
    await expect(page.getByText("Percentual inválido: use um número entre -100 e 1000, como 5 ou 4,5.")).toBeVisible();

    await page.getByLabel("Aumento (%)").fill("10");
    await page.getByLabel("Substituir o orçamento de 2046").check();
    await page.getByRole("button", { name: "Copiar de 2045" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Orçamento do ano anterior copiado." })).toBeVisible();
    expect(await planned(ledger, 2046, ledger.expense.id)).toEqual(twelve(11_001, 17));
    expect(await planned(ledger, 2046, ledger.income.id)).toEqual(twelve());
  });
});

test("with JavaScript the grid checks amounts before sending, Enter saves, and Distribuir redraws the months", async ({
  page,
}) => {
  const ledger = await newLedger("manager");
  await openAsAdministrator(page, `${manager}/orcamentos/2048/editar`);
  await waitForLayout(page);
  const posts: string[] = [];
  page.on("request", (request) => (request.method() === "POST" ? posts.push(request.url()) : undefined));

  const january = page.getByLabel(`${ledger.expense.name}, janeiro de 2048`);
  await january.fill("mil reais");
  await january.press("Enter");
  await expect(page.getByRole("alert")).toContainText("O orçamento não foi salvo: corrija os valores destacados.");
  await expect(january).toHaveAttribute("aria-invalid", "true");
  await expect(january).toHaveAccessibleDescription("Valor inválido: use reais e centavos, como 1.234,56.");
  expect(posts).toEqual([]);

  await january.fill("1.500,00");
  await expect(january).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await january.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Orçamento salvo." })).toBeVisible();
  expect(await planned(ledger, 2048, ledger.expense.id)).toEqual(twelve(150_000));

  await page.getByLabel(`${ledger.income.name}, valor anual a distribuir`).fill("100,00");
  await page.getByRole("button", { name: `Distribuir o valor anual de ${ledger.income.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Valor anual distribuído" })).toBeVisible();
  await expect(page.getByLabel(`${ledger.income.name}, janeiro de 2048`)).toHaveValue("8,34");
  await expect(page.getByLabel(`${ledger.income.name}, dezembro de 2048`)).toHaveValue("8,33");
  await expect(page.getByLabel(`${ledger.income.name}, valor anual a distribuir`)).toHaveValue("");
  expect(await planned(ledger, 2048, ledger.income.id)).toEqual([834, 834, 834, 834, 833, 833, 833, 833, 833, 833, 833, 833]);
});

/** Both administrators' pages on the grid of `year`, each signed in in a browser of its own; the second one's context is closed by the caller. */
async function twoAdministrators(page: Page, browser: Browser, year: number) {
  const ledger = await newLedger("manager");
  const other = await (await browser.newContext()).newPage();
  for (const each of [page, other]) {
    await openAsAdministrator(each, `${manager}/orcamentos/${year}/editar`);
    await waitForLayout(each);
  }
  const month = (on: Page, name: string) => on.getByLabel(`${ledger.expense.name}, ${name} de ${year}`);
  const save = async (on: Page) => on.getByRole("button", { name: "Salvar orçamento" }).first().click();
  const saved = (on: Page) => expect(on.getByRole("status").filter({ hasText: "Orçamento salvo." })).toBeVisible();
  return { ledger, other, month, save, saved };
}

test("two administrators on one grid: each keeps the months the other saved", async ({ page, browser }) => {
  const { ledger, other, month, save, saved } = await twoAdministrators(page, browser, 2044);
  await month(page, "março").fill("120,00");
  await save(page);
  await saved(page);
  await month(other, "maio").fill("50,00");
  await save(other);
  await saved(other);
  expect(await planned(ledger, 2044, ledger.expense.id)).toEqual(twelve(0, 0, 12_000, 0, 5_000));
  await expect(month(other, "março")).toHaveValue("120,00");
  await other.context().close();
});

test("two administrators on one grid: a month both changed is refused with the saved amount, then saved knowingly", async ({
  page,
  browser,
}) => {
  const { ledger, other, month, save, saved } = await twoAdministrators(page, browser, 2042);
  await month(page, "março").fill("130,00");
  await save(page);
  await saved(page);
  await month(other, "março").fill("90,00");
  await month(other, "junho").fill("10,00");
  await save(other);
  await expect(other.getByRole("alert")).toContainText(
    "Outra pessoa salvou este orçamento enquanto você editava: nada foi salvo.",
  );
  await expect(month(other, "março")).toHaveAccessibleDescription(`Outra pessoa salvou ${formatMoney(13_000)} neste mês.`);
  await expect(month(other, "março")).toHaveValue("90,00");
  await expect(month(other, "junho")).toHaveValue("10,00");
  expect(await planned(ledger, 2042, ledger.expense.id)).toEqual(twelve(0, 0, 13_000));

  // Saved again, knowingly: what is on screen.
  await save(other);
  await expect.poll(() => planned(ledger, 2042, ledger.expense.id)).toEqual(twelve(0, 0, 9_000, 0, 0, 1_000));
  await expect(other.getByRole("alert")).toHaveCount(0);
  await other.context().close();
});

test("the CSVs of the comparison and the grid open in Brazilian Excel", { tag: "@sql" }, async ({ page }) => {
  const ledger = await newLedger("manager");
  await budgets.saveBudget(ledger.scope, YEAR, new Map([[ledger.expense.id, twelve(0, 0, 50_000)]]));
  await addEntry(ledger, { kind: "despesa", description: "Aluguel", amountCents: 60_000, dueDate: `${YEAR}-03-10` });
  await openAsAdministrator(page, `${manager}/orcamentos?mes=${YEAR}-03`);
  await waitForLayout(page);
  const comparison = await downloadCsv(page);
  expect(comparison.name).toBe(`orcamento-${YEAR}-03-competencia.csv`);
  expect(comparison.lines[0]).toMatch(new RegExp(`^Tipo;Grupo;Categoria;Orçado 03/${YEAR};Realizado 03/${YEAR};`));
  expect(comparison.lines).toContain(
    `Despesa;Despesas administrativas;${ledger.expense.name};500,00;600,00;100,00;20,0%;Estourado;500,00;600,00;100,00;20,0%;Estourado;500,00`,
  );
  await page.goto(`${manager}/orcamentos/${YEAR}/editar`);
  await waitForLayout(page);
  const grid = await downloadCsv(page);
  expect(grid.name).toBe(`orcamento-${YEAR}.csv`);
  expect(grid.lines[0]).toMatch(new RegExp(`^Tipo;Grupo;Categoria;Jan/${YEAR};.*;Dez/${YEAR};Total ${YEAR}$`));
  expect(grid.lines).toContain(
    `Despesa;Despesas administrativas;${ledger.expense.name};0,00;0,00;500,00;${Array(9).fill("0,00").join(";")};500,00`,
  );
});

test("a Usuario is sent to the CRM from the budget pages", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await expectSentToCrm(page, eleve, [
    "/orcamentos",
    `/orcamentos/${YEAR}/editar`,
    "/orcamentos/exportar",
    `/orcamentos/${YEAR}/exportar`,
  ]);
});

test("a post naming another organization's category writes nothing there", async ({ page }) => {
  const database = await db();
  const sereno = await database
    .selectFrom("finance_categories as c")
    .innerJoin("organizations as o", "o.id", "c.organization_id")
    .select(["c.id", "c.organization_id"])
    .where("o.slug", "=", "sereno")
    .where("c.kind", "=", "despesa")
    .executeTakeFirstOrThrow();
  const serenoRows = () =>
    database
      .selectFrom("budget_amounts")
      .select(["month", "cents"])
      .where("organization_id", "=", sereno.organization_id)
      .where("year", "=", 2047)
      .execute();
  await openAsAdministrator(page, `${manager}/orcamentos/2047/editar`);
  const post = (form: Record<string, string>) => hostRequest(page, `${manager}/orcamentos/2047/editar`, form);
  const spread = await post({ distribuir: sereno.id, [`anual-${sereno.id}`]: "1.200,00" });
  expect(spread.status).toBe(400);
  expect(spread.body.toString("utf8")).toContain("Categoria não encontrada: nada foi salvo.");
  const saved = await post({ intent: "salvar", [`m-${sereno.id}-1`]: "100,00" });
  expect(saved.status).toBe(302);
  expect(await serenoRows()).toEqual([]);
});
