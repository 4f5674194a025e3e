/**
 * The home dashboard (`/`) as Eleve's Administrador sees it, built from
 * Eleve's demo ledger (only read here): its figures are the ledger's own,
 * the month's receitas equal the totals row of the list its link opens,
 * it works without JavaScript, axe finds nothing serious, and a Usuario
 * never sees it.
 */
import { expect, test, type Page } from "@playwright/test";
import { monthOf, todayInSaoPaulo } from "~/config/calendar";
import { formatMoney, monthLabel } from "~/config/format";
import { organizationIdOf } from "./database";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";

const { dashboard } = await import("~/modules/finance/dashboard.server");

const eleve = origin("eleve");
const CRM = `${eleve}/crm/central-de-atendimento`;

test.use({ viewport: { width: 1280, height: 800 } });

/** Eleve's dashboard figures, read straight from the module. */
async function eleveFigures() {
  return dashboard({ organizationId: await organizationIdOf("eleve"), userId: "" }, todayInSaoPaulo());
}

/** The big figure of the dashboard card titled `title`. */
const figureOf = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true }).locator("p").first();

async function openDashboard(page: Page) {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the ledger's figures, and the month's receitas equal the list's totals row", { tag: "@sql" }, async ({ page }) => {
    const figures = await eleveFigures();
    expect(figures.hasEntries).toBe(true);
    const month = monthLabel(monthOf(todayInSaoPaulo()));
    await openDashboard(page);

    await expect(figureOf(page, "Saldo total")).toHaveText(formatMoney(figures.totalBalanceCents));
    await expect(figureOf(page, `Despesas de ${month}`)).toHaveText(formatMoney(figures.current.despesasCents));
    await expect(figureOf(page, "Vencidos")).toHaveText(formatMoney(figures.overdue.cents));
    await expect(figureOf(page, "A receber em 30 dias")).toHaveText(formatMoney(figures.ahead.receivable.cents));
    const accounts = page.getByRole("region", { name: "Saldo por conta" }).getByRole("listitem");
    await expect(accounts).toHaveCount(figures.accounts.length);
    for (const account of figures.accounts)
      await expect(accounts.filter({ hasText: account.name })).toContainText(formatMoney(account.balanceCents));
    await expect(page.getByRole("region", { name: "Últimos lançamentos" }).getByRole("listitem")).toHaveCount(
      figures.latest.length,
    );

    // The 12 months of entradas × saídas: no chart without JavaScript, their table on the page.
    const flow = page.getByRole("region", { name: "Entradas e saídas nos últimos 12 meses" });
    await expect(flow.locator("[data-chart]")).toBeHidden();
    const flowRows = flow.getByRole("table").getByRole("row");
    await expect(flowRows).toHaveCount(13);
    const lastMonth = figures.flow.at(-1)!;
    await expect(flowRows.last()).toHaveText(
      [
        monthLabel(lastMonth.month),
        lastMonth.inflowCents,
        -lastMonth.outflowCents,
        lastMonth.inflowCents - lastMonth.outflowCents,
      ]
        .map((cell) => (typeof cell === "number" ? formatMoney(cell) : cell))
        .join(""),
    );

    const receitas = page.getByRole("region", { name: `Receitas de ${month}`, exact: true });
    const shown = await receitas.locator("p").first().innerText();
    expect(shown).toBe(formatMoney(figures.current.receitasCents));
    // The figure names its basis, the list it opens is by the same one.
    await expect(receitas).toContainText("Por vencimento, pagos ou não");
    await receitas.getByRole("link", { name: "Ver receitas" }).click();
    await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos?mes=${figures.current.month}&tipo=receita`);
    await expect(page.getByTestId("totals")).toContainText(`Entradas${shown}`);

    await page.goto(`${eleve}/`);
    const top = figures.topCategories[0];
    if (top) {
      await page
        .getByRole("region", { name: `Maiores despesas de ${month}` })
        .getByRole("link", { name: top.name })
        .click();
      await expect(page).toHaveURL(
        `${eleve}/financeiro/lancamentos?mes=${figures.current.month}&categoria=${top.id}&tipo=despesa`,
      );
      await expect(page.getByTestId("totals")).toContainText(`Saídas${formatMoney(-top.cents)}`);
    }
  });
});

test("draws the 12 months of entradas × saídas without moving the page; the table stays for screen readers", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chart-drawing-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openDashboard(page);
  await waitForLayout(page);
  const flow = page.getByRole("region", { name: "Entradas e saídas nos últimos 12 meses" });
  const frame = flow.locator('[data-chart="monthly-flow"]');
  const below = page.getByRole("region", { name: "Saldo por conta" });
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("aria-hidden", "true");
  const before = { frame: await frame.boundingBox(), below: await below.boundingBox() };
  expect(before.frame?.height).toBeGreaterThan(200);
  release();
  await expect(frame.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(frame.locator(".recharts-legend-wrapper")).toContainText("Entradas");
  expect(await frame.boundingBox()).toEqual(before.frame);
  expect(await below.boundingBox()).toEqual(before.below);
  // Read by screen readers, not shown beside the chart.
  await expect(flow.getByRole("table").getByRole("row")).toHaveCount(13);
  expect((await flow.getByRole("table").locator("..").boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
});

test("its links open their pages without loading the page anew: a figure's, an account's and a latest entry's", async ({
  page,
}) => {
  const figures = await eleveFigures();
  await openDashboard(page);
  await waitForLayout(page);
  // A mark on the window: a page loaded anew would not have it.
  await page.evaluate(() => Object.assign(window, { dashboardStillHere: true }));
  const stillHere = () =>
    page.evaluate(() => (window as unknown as { dashboardStillHere?: boolean }).dashboardStillHere === true);

  await page.getByRole("link", { name: "Ver receitas" }).click();
  await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos?mes=${figures.current.month}&tipo=receita`);
  await expect(page.getByTestId("totals")).toBeVisible();
  expect(await stillHere()).toBe(true);

  await page.goBack();
  const account = figures.accounts[0]!;
  await page.getByRole("region", { name: "Saldo por conta" }).getByRole("link", { name: account.name, exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos?conta=${account.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lançamentos" })).toBeVisible();
  expect(await stillHere()).toBe(true);

  await page.goBack();
  const latest = figures.latest[0]!;
  await page
    .getByRole("region", { name: "Últimos lançamentos" })
    .getByRole("link", { name: latest.description, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos/${latest.id}`);
  await expect(page.getByRole("article", { name: `Lançamento ${latest.description}` })).toBeVisible();
  expect(await stillHere()).toBe(true);
});

test("a Usuario is sent to the CRM and never sees the dashboard", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${eleve}/`);
  await expect(page).toHaveURL(CRM);
  await expect(page.getByText("Saldo total")).toHaveCount(0);
});
