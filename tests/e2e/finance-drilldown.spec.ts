/**
 * Every ledger figure opens a list whose total is the figure, as Eleve's
 * Administrador clicks them: the dashboard's (/) and the overview's
 * (/financeiro) on Eleve's demo ledger (only read here), and the budget's
 * realizado and the DRE's competência figures on categories of the test's
 * own (finance-helpers newLedger) in a year no demo data reaches; a budget
 * on caixa leads to the DRE on caixa, whose figures link nothing.
 * @demo-data
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatMoney } from "~/config/format";
import { addEntry, newLedger, type Ledger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { yearAhead } from "../support/ledger-years";

const eleve = origin("eleve");
/** The year of the test's own entries: in the ledger's window, clear of the demo data. */
const YEAR = yearAhead(3);

test.use({ viewport: { width: 1280, height: 800 } });

type Total = "Entradas" | "Saídas" | "A receber em aberto" | "A pagar em aberto";

/** The centavos of a positive "R$ 1.234,56". */
const centsOf = (text: string) => Number(text.replace(/\D/g, ""));

/** Clicks `link`, whose figure reads `figure`, and checks the list it opens totals the same under `total`. */
async function opensItsTotal(page: Page, link: Locator, figure: string, total: Total) {
  const cents = centsOf(figure);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Lançamentos" })).toBeVisible();
  if (cents === 0) return;
  const shown = formatMoney(total === "Saídas" ? -cents : cents);
  await expect(page.getByTestId("totals")).toContainText(`${total}${shown}`);
}

/** The big figure of the card titled `title`, and the card. */
async function card(page: Page, title: RegExp) {
  const region = page.getByRole("region", { name: title });
  return { region, figure: await region.locator("p").first().innerText() };
}

/** A despesa bought in March in 3 parcelas (vencimentos March to May, one competência) and a receita of March due in April. */
async function ledgerOfMarch(): Promise<Ledger> {
  const ledger = await newLedger();
  await addEntry(ledger, {
    kind: "despesa",
    description: `Reforma ${ledger.suffix}`,
    amountCents: 90_000,
    dueDate: `${YEAR}-03-20`,
    competenceDate: `${YEAR}-03-15`,
    installments: 3,
  });
  await addEntry(ledger, {
    kind: "receita",
    description: `Mentoria ${ledger.suffix}`,
    amountCents: 41_050,
    dueDate: `${YEAR}-04-10`,
    competenceDate: `${YEAR}-03-10`,
  });
  return ledger;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });

for (const [title, link, total] of [
  [/^Receitas de /, "Ver receitas", "Entradas"],
  [/^Despesas de /, "Ver despesas", "Saídas"],
  [/^A receber em \d+ dias$/, "Ver a receber", "A receber em aberto"],
  [/^A pagar em \d+ dias$/, "Ver a pagar", "A pagar em aberto"],
] as const) {
  test(`the dashboard's "${link}" opens a list that totals its figure`, async ({ page }) => {
    await signInAs(page, eleve, "admin-eleve");
    await page.goto(`${eleve}/`);
    const { region, figure } = await card(page, title);
    await opensItsTotal(page, region.getByRole("link", { name: link }), figure, total);
  });
}

test("the dashboard's largest despesa opens its category's list that totals it", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/`);
  const top = page
    .getByRole("region", { name: /^Maiores despesas de / })
    .getByRole("listitem")
    .first();
  const figure = await top.locator("span").last().innerText();
  await opensItsTotal(page, top.getByRole("link"), figure, "Saídas");
});

test("the overview's a receber and a pagar open lists that total them", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  for (const [title, link, total] of [
    [/^A receber em /, "Ver a receber", "A receber em aberto"],
    [/^A pagar em /, "Ver a pagar", "A pagar em aberto"],
  ] as const) {
    await page.goto(`${eleve}/financeiro`);
    const { region, figure } = await card(page, title);
    await expect(region).toContainText("Em aberto, por vencimento");
    await opensItsTotal(page, region.getByRole("link", { name: link }), figure, total);
  }
});

for (const [side, total] of [
  ["expense", "Saídas"],
  ["income", "Entradas"],
] as const) {
  test(`a budget's realizado of a ${side} category opens its entries by competência`, async ({ page }) => {
    const ledger = await ledgerOfMarch();
    await signInAs(page, eleve, "admin-eleve");
    // The month (April: nothing by competência for the despesa) and the year to date.
    for (const period of [0, 1]) {
      await page.goto(`${eleve}/orcamentos?mes=${YEAR}-04`);
      const link = rowOf(page, ledger[side].name).getByRole("link").nth(period);
      await opensItsTotal(page, link, await link.innerText(), total);
      await expect(page.getByText(/por competência/).first()).toBeVisible();
    }
  });

  test(`the DRE's competência figures of a ${side} category open its entries`, async ({ page }) => {
    const ledger = await ledgerOfMarch();
    await signInAs(page, eleve, "admin-eleve");
    // March, April (nothing by competência), the year's total.
    for (const cell of [2, 3, 12]) {
      await page.goto(`${eleve}/financeiro/dre?ano=${YEAR}`);
      const link = rowOf(page, ledger[side].name).getByRole("cell").nth(cell).getByRole("link");
      await opensItsTotal(page, link, await link.innerText(), total);
    }
  });
}

test("a budget on caixa leads to the DRE on caixa, whose figures link nothing", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  // Eleve's demo budget and DRE of this year, on caixa.
  await page.goto(`${eleve}/orcamentos?regime=caixa`);
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/financeiro\/dre\?ano=\d{4}&regime=caixa$/);
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.locator("table a")).toHaveCount(0);
  await page.getByRole("link", { name: "Competência", exact: true }).click();
  await expect(page.locator("table a").first()).toBeVisible();
});
