/**
 * The finance reports (/financeiro/fluxo-de-caixa, /financeiro/dre) as an
 * Administrador sees them: without JavaScript they show Sereno's demo
 * ledger's own figures (summed here straight from the database); a
 * filtered address reloads the same; the CSVs open in Brazilian Excel; a
 * Usuario is sent away; axe finds nothing serious. With JavaScript the
 * fluxo de caixa draws a chart in a frame that keeps its height, and the
 * login page loads none of the chart's code. Sereno's ledger is only
 * read (no finance test writes there); the filtered reports use an Eleve
 * account and categories of the test's own in a year ahead of the demo
 * data (tests/support/ledger-years.ts), compared row by row.
 */
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "~/config/format";
import { figureHref } from "~/modules/finance/figure-links";
import { addEntry, downloadCsv, newLedger, type Ledger } from "./finance-helpers";
import { db, organizationIdOf } from "./database";
import { origin, rowCells } from "./helpers";
import { expectSentToCrm } from "./host-request";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";
import { yearAhead } from "../support/ledger-years";

const { settleEntry } = await import("~/modules/finance/settlements.server");

const eleve = origin("eleve");
/** The DRE's standard lines and subtotals this spec reads, by their printed names. */
const DRE_ROWS = [
  "Receita bruta",
  "(−) Deduções e impostos sobre vendas",
  "(=) Receita líquida",
  "(−) Custos",
  "(−) Despesas operacionais",
  "(=) EBITDA",
  "(+) Receitas financeiras",
  "(−) Despesas financeiras",
  "(−) IRPJ e CSLL",
  "(=) Resultado líquido",
];
const sereno = origin("sereno");
const YEAR = new Date().getFullYear();
/** The year of the test's own ledgers. */
const AHEAD = yearAhead(3);

test.use({ viewport: { width: 1280, height: 800 } });

/** Sereno's demo figures of `year`, summed here: the receita bruta by competência, and the cash received by baixas. */
async function serenoFigures(year: number) {
  const database = await db();
  const organizationId = await organizationIdOf("sereno");
  const entries = await database
    .selectFrom("finance_entries as e")
    .innerJoin("finance_categories as c", "c.id", "e.category_id")
    .select(["e.amount_cents"])
    .where("e.organization_id", "=", organizationId)
    .where("c.dre_line", "=", "receita_bruta")
    .where("e.deleted_at", "is", null)
    .where("e.cancelled_at", "is", null)
    .where("e.competence_date", ">=", `${year}-01-01`)
    .where("e.competence_date", "<=", `${year}-12-31`)
    .execute();
  const baixas = await database
    .selectFrom("finance_settlements as s")
    .innerJoin("finance_entries as e", "e.id", "s.entry_id")
    .select(["s.amount_cents", "s.interest_cents", "s.fine_cents", "s.discount_cents"])
    .where("s.organization_id", "=", organizationId)
    .where("e.kind", "=", "receita")
    .where("s.reversed_at", "is", null)
    .where("s.settled_on", ">=", `${year}-01-01`)
    .where("s.settled_on", "<=", `${year}-12-31`)
    .execute();
  return {
    revenueCents: entries.reduce((sum, row) => sum + Number(row.amount_cents), 0),
    receivedCents: baixas.reduce(
      (sum, row) =>
        sum + Number(row.amount_cents) + Number(row.interest_cents) + Number(row.fine_cents) - Number(row.discount_cents),
      0,
    ),
  };
}

/** An Eleve ledger of AHEAD: a receita of 1 500,00 in March settled 1 000,00 on 10/03, a despesa of 400,00 due in April. */
async function aheadLedger(): Promise<Ledger> {
  const ledger = await newLedger();
  const sale = await addEntry(ledger, {
    kind: "receita",
    description: "Venda grande",
    amountCents: 150_000,
    dueDate: `${AHEAD}-03-05`,
  });
  await addEntry(ledger, { kind: "despesa", description: "Aluguel abril", amountCents: 40_000, dueDate: `${AHEAD}-04-10` });
  const settled = await settleEntry(
    ledger.scope,
    sale,
    {
      settledOn: `${AHEAD}-03-10`,
      amountCents: 100_000,
      interestCents: 0,
      fineCents: 0,
      discountCents: 0,
      accountId: ledger.account.id,
    },
    // Settled as on that day: the books are years ahead, away from the demo months.
    `${AHEAD}-03-10`,
  );
  expect(settled?.status).toBe("settled");
  return ledger;
}

async function openAsAdministrator(page: Page, base: string, url: string, beforeOpening?: () => Promise<unknown>) {
  await signInAs(page, base, `admin-${base === sereno ? "sereno" : "eleve"}`);
  await beforeOpening?.();
  await page.goto(url);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the DRE and the fluxo de caixa show the demo ledger's own figures", { tag: "@sql" }, async ({ page }) => {
    const figures = await serenoFigures(YEAR);
    expect(figures.revenueCents).toBeGreaterThan(0);
    await openAsAdministrator(page, sereno, `${sereno}/financeiro/dre?ano=${YEAR}`);
    await expect(page.getByRole("heading", { level: 1, name: "DRE" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Competência", exact: true })).toHaveAttribute("aria-current", "page");
    // Twelve months, then the year's total.
    expect((await rowCells(page, "Receita bruta"))[12]).toBe(formatMoney(figures.revenueCents));
    // The chart's frame takes no room without JavaScript; the table holds the figures.
    await expect(page.locator('[data-chart="dre"]')).toBeHidden();

    await expect(page.locator('a[href="/financeiro/fluxo-de-caixa"]')).toHaveText("Fluxo de caixa");
    await page.goto(`${sereno}/financeiro/fluxo-de-caixa`);
    await expect(page.getByRole("table", { name: `Fluxo de caixa de ${YEAR}, todas as contas, por mês` })).toBeVisible();
    expect((await rowCells(page, "Total"))[0]).toBe(formatMoney(figures.receivedCents));
    await expect(page.getByRole("navigation", { name: "Trilha de navegação" })).toContainText("Financeiro");
    // No chart without JavaScript, and no empty frame in its place.
    await expect(page.locator('[data-chart="cash-flow"]')).toBeHidden();
  });

  test(
    "the DRE gerencial of the demo year shows each standard line and margin, and equals the CSV of its entries",
    { tag: "@sql" },
    async ({ page }) => {
      await openAsAdministrator(page, sereno, `${sereno}/financeiro/dre?ano=${YEAR}`);
      const lines = Object.fromEntries(
        await Promise.all(DRE_ROWS.map(async (label) => [label, (await rowCells(page, label))[12]!] as const)),
      );
      for (const margin of ["Margem bruta", "Margem EBITDA", "Margem antes do IRPJ e CSLL", "Margem líquida"])
        expect((await rowCells(page, margin))[12]).toMatch(/^-?[\d.]+,\d%$|^—$/);

      // The lançamentos of the year by competência, as their own CSV gives them, summed by the line of their categoria.
      const list = figureHref({ basis: "competencia", period: { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` } });
      await page.goto(`${sereno}${list}`);
      const [header, ...rows] = (await downloadCsv(page)).lines.filter(Boolean);
      const column = (name: string) => header!.split(";").indexOf(name);
      const [kindAt, categoryAt, statusAt, amountAt] = ["Tipo", "Categoria", "Situação", "Valor"].map(column);
      const lineOf = new Map(
        (
          await (
            await db()
          )
            .selectFrom("finance_categories")
            .select(["name", "kind", "dre_line"])
            .where("organization_id", "=", await organizationIdOf("sereno"))
            .execute()
        ).map((category) => [`${category.kind === "receita" ? "Receita" : "Despesa"}|${category.name}`, category.dre_line]),
      );
      const sums = new Map<string, number>();
      for (const row of rows) {
        const cells = row.split(";").map((cell) => cell.replace(/^"|"$/g, ""));
        if (cells[kindAt!] === "Transferência" || cells[statusAt!] === "Cancelado") continue;
        const line = lineOf.get(`${cells[kindAt!]}|${cells[categoryAt!]}`) ?? "sem categoria";
        const cents = Math.round(Number(cells[amountAt!]!.replace(",", ".")) * 100);
        sums.set(line, (sums.get(line) ?? 0) + Math.abs(cents));
      }
      const of = (line: string) => sums.get(line) ?? 0;
      expect(of("receita_bruta")).toBeGreaterThan(0);
      expect(lines).toEqual({
        "Receita bruta": formatMoney(of("receita_bruta")),
        "(−) Deduções e impostos sobre vendas": formatMoney(of("deducoes")),
        "(=) Receita líquida": formatMoney(of("receita_bruta") - of("deducoes")),
        "(−) Custos": formatMoney(of("custos")),
        "(−) Despesas operacionais": formatMoney(of("despesas_operacionais")),
        "(=) EBITDA": formatMoney(of("receita_bruta") - of("deducoes") - of("custos") - of("despesas_operacionais")),
        "(+) Receitas financeiras": formatMoney(of("receitas_financeiras")),
        "(−) Despesas financeiras": formatMoney(of("despesas_financeiras")),
        "(−) IRPJ e CSLL": formatMoney(of("impostos_sobre_lucro")),
        "(=) Resultado líquido": formatMoney(
          of("receita_bruta") -
            of("deducoes") -
            of("custos") -
            of("despesas_operacionais") +
            of("receitas_financeiras") -
            of("despesas_financeiras") -
            of("impostos_sobre_lucro"),
        ),
      });
    },
  );

  test(
    "a filtered fluxo de caixa and DRE reload the same, and their months link to their days",
    { tag: "@sql" },
    async ({ page }) => {
      const ledger = await aheadLedger();
      const flowUrl = `${eleve}/financeiro/fluxo-de-caixa?ano=${AHEAD}&conta=${ledger.account.id}`;
      await openAsAdministrator(page, eleve, flowUrl);
      const march = await rowCells(page, "Março");
      expect(march.slice(0, 3)).toEqual([formatMoney(100_000), formatMoney(0), formatMoney(100_000)]);
      // Realizado 1 000,00 and previsto 500,00 of the receita; opening 1 000,00.
      expect(march[6]).toBe(formatMoney(100_000 + 100_000 + 50_000));
      expect((await rowCells(page, "Abril"))[4]).toBe(formatMoney(-40_000));
      const table = await page.getByRole("table").innerText();
      await page.reload();
      expect(await page.getByRole("table").innerText()).toBe(table);
      await expect(page.getByLabel("Conta", { exact: true })).toHaveValue(ledger.account.id);

      await page.getByRole("link", { name: "Março", exact: true }).click();
      await expect(page).toHaveURL(`${eleve}/financeiro/fluxo-de-caixa?mes=${AHEAD}-03&conta=${ledger.account.id}`);
      expect((await rowCells(page, `10/03/${AHEAD}`))[0]).toBe(formatMoney(100_000));
      expect((await rowCells(page, `05/03/${AHEAD}`))[3]).toBe(formatMoney(50_000));

      const dreUrl = `${eleve}/financeiro/dre?ano=${AHEAD}&regime=caixa`;
      await page.goto(dreUrl);
      await expect(page.getByRole("link", { name: "Caixa", exact: true })).toHaveAttribute("aria-current", "page");
      const caixa = await rowCells(page, ledger.income.name);
      expect([caixa[2], caixa[12]]).toEqual([formatMoney(100_000), formatMoney(100_000)]);
      // The despesa has no baixa, so no row by caixa.
      await expect(page.getByRole("rowheader", { name: ledger.expense.name, exact: true })).toHaveCount(0);
      // The DRE sums the whole organization, where other tests write ledgers of that year at the same time: compare this ledger's row.
      await page.reload();
      expect(await rowCells(page, ledger.income.name)).toEqual(caixa);
      await page.getByRole("link", { name: "Competência", exact: true }).click();
      await expect(page).toHaveURL(`${eleve}/financeiro/dre?ano=${AHEAD}`);
      expect((await rowCells(page, ledger.income.name))[12]).toBe(formatMoney(150_000));
      expect((await rowCells(page, ledger.expense.name))[3]).toBe(formatMoney(40_000));

      // The ledger's entries have no centro de custo: the DRE of those without one holds them, a strange centro is said.
      await page.goto(`${eleve}/financeiro/dre?ano=${AHEAD}&centro=sem`);
      await expect(page.getByLabel("Centro de custo", { exact: true })).toHaveValue("sem");
      expect((await rowCells(page, ledger.income.name))[12]).toBe(formatMoney(150_000));
      await page.goto(`${eleve}/financeiro/dre?ano=${AHEAD}&centro=${ledger.account.id}`);
      await expect(page.getByText("Centro de custo não encontrado: mostrando todos os centros.")).toBeVisible();
    },
  );
});

test("the CSVs open in Brazilian Excel: BOM, semicolons, comma decimals", { tag: "@sql" }, async ({ page }) => {
  const ledger = await aheadLedger();
  await openAsAdministrator(page, eleve, `${eleve}/financeiro/dre?ano=${AHEAD}&regime=caixa`);
  await waitForLayout(page);
  const dre = await downloadCsv(page);
  expect(dre.name).toBe(`dre-${AHEAD}-caixa.csv`);
  expect(dre.lines[0]).toMatch(
    new RegExp(`^Linha;Grupo;Categoria;Jan/${AHEAD};Fev/${AHEAD};Mar/${AHEAD};.*;Total ${AHEAD};Total ${AHEAD - 1};Variação$`),
  );
  const zeros = (n: number) => Array<string>(n).fill("0,00").join(";");
  expect(dre.lines).toContain(
    `Receita bruta;Receitas operacionais;${ledger.income.name};${zeros(2)};1000,00;${zeros(9)};1000,00;0,00;—`,
  );

  await page.goto(`${eleve}/financeiro/fluxo-de-caixa?mes=${AHEAD}-03&conta=${ledger.account.id}`);
  const flow = await downloadCsv(page);
  expect(flow.name).toBe(`fluxo-de-caixa-${AHEAD}-03.csv`);
  expect(flow.lines[0]).toBe(
    "Período;Entradas realizadas;Saídas realizadas;Saldo realizado;Entradas previstas;Saídas previstas;Saldo previsto;Saldo projetado",
  );
  expect(flow.lines.slice(1, 5)).toEqual([
    `Saldo inicial em 01/03/${AHEAD};;;;;;;1000,00`,
    "Em aberto vencido antes do período;;;;;;0,00;1000,00",
    `05/03/${AHEAD};0,00;0,00;0,00;500,00;0,00;500,00;1500,00`,
    `10/03/${AHEAD};1000,00;0,00;1000,00;0,00;0,00;0,00;2500,00`,
  ]);
});

test("a Usuario is sent to the CRM from the reports and their CSVs", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await expectSentToCrm(page, eleve, [
    "/financeiro/fluxo-de-caixa",
    `/financeiro/fluxo-de-caixa?mes=${AHEAD}-03`,
    "/financeiro/dre?regime=caixa",
    "/financeiro/fluxo-de-caixa/exportar",
    "/financeiro/dre/exportar",
  ]);
});

test("the fluxo de caixa draws its chart without moving the page; the login page loads no chart code", async ({
  page,
  request,
}) => {
  // The chart's code is held back until the frame has been measured without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const chartScripts: string[] = [];
  // Sereno's demo ledger, only read: a test writing a ledger here would change the whole-organization reports others compare.
  await openAsAdministrator(page, sereno, `${sereno}/financeiro/fluxo-de-caixa`, async () => {
    await page.route(/\/assets\/chart-drawing-[^/]*\.js$/, async (route) => {
      chartScripts.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
  });
  await waitForLayout(page);
  const frame = page.locator('[data-chart="cash-flow"]');
  const table = page.getByRole("table");
  await expect.poll(() => chartScripts.length).toBe(1);
  await expect(frame.locator("svg")).toHaveCount(0);
  const before = { frame: await frame.boundingBox(), table: await table.boundingBox() };
  expect(before.frame?.height).toBeGreaterThan(200);
  release();
  await expect(frame.locator(".recharts-wrapper > svg")).toBeVisible();
  await expect(frame.locator(".recharts-bar-rectangle").first()).toBeVisible();
  // The money axis in pt-BR, from zero.
  await expect(frame.locator(".recharts-wrapper > svg")).toContainText(formatMoney(0));
  expect(await frame.boundingBox()).toEqual(before.frame);
  expect(await table.boundingBox()).toEqual(before.table);

  const login = await (await request.get(`${origin()}/auth/login`)).text();
  const scripts = [...login.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /chart|recharts/.test(script!))).toEqual([]);
  expect(login).not.toContain(chartScripts[0]);
});

test("the DRE draws receitas, despesas and resultado by month without moving the page", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await openAsAdministrator(page, sereno, `${sereno}/financeiro/dre?ano=${YEAR}`, () =>
    page.route(/\/assets\/chart-drawing-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    }),
  );
  await waitForLayout(page);
  const frame = page.locator('[data-chart="dre"]');
  const table = page.getByRole("table");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("aria-hidden", "true");
  const before = { frame: await frame.boundingBox(), table: await table.boundingBox() };
  expect(before.frame?.height).toBeGreaterThan(200);
  release();
  await expect(frame.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(frame.locator(".recharts-line-curve")).toBeVisible();
  await expect(frame.locator(".recharts-legend-wrapper")).toContainText("Receitas");
  await expect(frame.locator(".recharts-legend-wrapper")).toContainText("Resultado");
  expect(await frame.boundingBox()).toEqual(before.frame);
  expect(await table.boundingBox()).toEqual(before.table);
});
