/**
 * /dashboard-banking as Sereno's Administrador sees it, built from Sereno's
 * demo ledger (only read here): each active account with the saldo
 * /financeiro shows, its month-end history as a table without JavaScript
 * and a chart with it (drawn without moving the page), its latest baixas
 * linking to their entries, and the link to its reconciliation; axe finds
 * nothing serious in the light and dark schemes; the phone layout does not
 * scroll sideways.
 */
import { expect, test, type Page } from "@playwright/test";
import { todayInSaoPaulo } from "~/config/calendar";
import { reconciledPhrase } from "~/components/finance/reconciled-phrase";
import { formatDate, formatMoney, monthLabel } from "~/config/format";
import { organizationIdOf } from "./database";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";

const { BANKING_PAGE_SIZE, bankingAccounts } = await import("~/modules/finance/banking.server");
const { insertAccount } = await import("../support/ledger-rows");

const sereno = origin("sereno");
const PAGE = `${sereno}/dashboard-banking`;

test.use({ viewport: { width: 1280, height: 800 } });

/** Sereno's accounts as the page's module reads them. */
async function serenoAccounts() {
  return (await bankingAccounts({ organizationId: await organizationIdOf("sereno"), userId: "" }, todayInSaoPaulo())).accounts;
}

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function openBanking(page: Page, beforeOpening?: () => Promise<unknown>) {
  await signInAs(page, sereno, "admin-sereno");
  await beforeOpening?.();
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard Banking" })).toBeVisible();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "shows each account's saldo (the one /financeiro shows), history, latest baixas and reconciliation",
    { tag: "@sql" },
    async ({ page }) => {
      const accounts = await serenoAccounts();
      expect(accounts.length).toBeGreaterThan(0);
      expect(accounts.some((account) => account.movements.length > 0)).toBe(true);
      await openBanking(page);

      for (const account of accounts) {
        const region = card(page, account.name);
        await expect(region).toContainText(`Saldo atual${formatMoney(account.balanceCents)}`);
        // Without JavaScript no chart frame, the history as a table on the page.
        await expect(region.locator("[data-chart]")).toBeHidden();
        const history = region.getByRole("table", { name: `Saldo de ${account.name} no fim de cada mês` });
        await expect(history).toBeVisible();
        await expect(history.getByRole("row")).toHaveCount(account.history.length + 1);
        const last = account.history.at(-1)!;
        await expect(history.getByRole("row", { name: monthLabel(last.month) })).toContainText(formatMoney(last.balanceCents));

        if (account.movements.length === 0) await expect(region).toContainText("Nenhuma movimentação nesta conta ainda.");
        else {
          const movements = region.getByRole("table", { name: `Últimas movimentações de ${account.name}` });
          await expect(movements.getByRole("row")).toHaveCount(account.movements.length + 1);
          const first = account.movements[0]!;
          await expect(movements.getByRole("row").nth(1)).toContainText(formatDate(first.settledOn));
          await expect(movements.getByRole("row").nth(1)).toContainText(formatMoney(first.cents));
          await expect(movements.getByRole("link").first()).toHaveAttribute("href", `/financeiro/lancamentos/${first.entryId}`);
        }
        await expect(region).toContainText(reconciledPhrase(account.reconciliation));
        await expect(region.getByRole("link", { name: `Conciliar ${account.name}` })).toHaveAttribute(
          "href",
          `/financeiro/conciliacao?conta=${account.id}`,
        );
      }

      // The same saldo as /financeiro's Saldo por conta.
      const shown = new Map<string, string>();
      for (const account of accounts)
        shown.set(account.name, (await card(page, account.name).locator("p").first().innerText()).split("\n").at(-1)!);
      await page.goto(`${sereno}/financeiro`);
      const balances = page.getByRole("region", { name: "Saldo por conta" }).getByRole("listitem");
      await expect(balances).toHaveCount(accounts.length);
      for (const [name, balance] of shown) await expect(balances.filter({ hasText: name })).toContainText(balance);

      // A movement opens its entry.
      await page.goto(PAGE);
      const moved = accounts.find((account) => account.movements.length > 0)!;
      const movement = moved.movements[0]!;
      await card(page, moved.name).getByRole("link", { name: movement.description }).first().click();
      await expect(page).toHaveURL(`${sereno}/financeiro/lancamentos/${movement.entryId}`);
    },
  );
});

test("draws each account's history without moving the page; the table stays for screen readers", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  const [account] = await serenoAccounts();
  // The drawing is held from the banking page's first load on.
  await openBanking(page, async () => {
    await page.route(/\/assets\/chart-drawing-[^/]*\.js$/, async (route) => {
      requested += 1;
      await held;
      await route.continue();
    });
  });
  await waitForLayout(page);
  const region = card(page, account!.name);
  const frame = region.locator('[data-chart="balance-history"]');
  await expect.poll(() => requested).toBe(1);
  await expect(frame.locator("svg")).toHaveCount(0);
  const movements = region.getByRole("heading", { name: "Últimas movimentações" });
  const before = { frame: await frame.boundingBox(), movements: await movements.boundingBox() };
  expect(before.frame?.height).toBeGreaterThan(150);
  release();
  await expect(frame.locator(".recharts-wrapper > svg")).toBeVisible();
  await expect(frame.locator(".recharts-line-curve").first()).toBeVisible();
  expect(await frame.boundingBox()).toEqual(before.frame);
  expect(await movements.boundingBox()).toEqual(before.movements);
  await expect(frame).toHaveAttribute("aria-hidden", "true");
  const table = region.getByRole("table", { name: `Saldo de ${account!.name} no fim de cada mês` });
  await expect(table).toHaveCount(1);
  // Its visually hidden wrapper (the table's own box is not clipped).
  expect((await table.locator("..").boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
});

test("many accounts come a page at a time, with the range shown and a link to the next page", async ({ page }) => {
  const suffix = uniqueSuffix();
  const scope = { organizationId: await organizationIdOf("eleve"), userId: "" };
  // Two digits: no name is the start of another (a page that lists them all is read by name).
  for (let i = 0; i <= BANKING_PAGE_SIZE; i++)
    await insertAccount(scope, `Conta paginada ${suffix} ${String(i).padStart(2, "0")}`);

  // Other tests add accounts to Eleve meanwhile: the totals are read from the page, not counted beforehand.
  const eleve = origin("eleve");
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/dashboard-banking`);
  await expect(page.locator("main section[data-account]")).toHaveCount(BANKING_PAGE_SIZE);
  await expect(page.getByText(new RegExp(`Contas 1 a ${BANKING_PAGE_SIZE} de \\d+\\.`))).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Paginação" });
  await expect(pager).toContainText(/Página 1 de \d+/);
  await pager.getByRole("link", { name: "Próxima" }).click();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await expect(pager).toContainText(/Página 2 de \d+/);
  await expect(page.getByText(new RegExp(`Contas ${BANKING_PAGE_SIZE + 1} a \\d+ de \\d+\\.`))).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the accounts stack and the page does not scroll sideways", async ({ page }) => {
    await openBanking(page);
    await expect(page.locator(".recharts-wrapper > svg").first()).toBeVisible();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });
});
