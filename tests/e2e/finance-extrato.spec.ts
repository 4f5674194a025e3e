/**
 * An account's extrato (/financeiro/contas/:id) as an Administrador of Eleve
 * uses it: opened from the accounts list, the movements of the month with
 * the saldo after each, another period chosen in the filter (with and
 * without JavaScript), the CSV and the PDF of that period. A Usuario is sent
 * to the CRM; another organization's account is not found. Each test makes
 * an account of its own with baixas on today and on the 10th of last month:
 * baixas are never dated after today, and both days lie in the entry window.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { addDaysTo, monthOf, monthRange, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { addEntry, addTransfer, downloadCsv, newLedger, settlePart, type Ledger } from "./finance-helpers";
import { db, organizationIdOf } from "./database";
import { origin } from "./helpers";
import { expectSentToCrm } from "./host-request";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const TODAY = todayInSaoPaulo();
const LAST_MONTH = monthRange(shiftMonth(monthOf(TODAY), -1));
const TENTH = `${monthOf(LAST_MONTH.first)}-10`;

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The ledger's account (opened with R$ 1.000,00) with, on the 10th of last month, a receita of R$ 500,00 received with
 * R$ 10,00 of juros; today, a despesa of R$ 200,00 paid, then R$ 50,00 sent to another account.
 */
async function accountWithMovements(): Promise<Ledger> {
  const ledger = await newLedger();
  const other = await newLedger();
  const sale = await addEntry(ledger, {
    kind: "receita",
    description: `Venda ${ledger.suffix}`,
    amountCents: 50000,
    dueDate: TENTH,
  });
  await settlePart(ledger, sale, { settledOn: TENTH, amountCents: 50000, interestCents: 1000 });
  const rent = await addEntry(ledger, {
    kind: "despesa",
    description: `Aluguel ${ledger.suffix}`,
    amountCents: 20000,
    dueDate: TODAY,
  });
  await settlePart(ledger, rent, { settledOn: TODAY, amountCents: 20000 });
  // A day's lines follow when each was recorded, to the millisecond: the transfer comes after the baixa.
  await new Promise((resolve) => setTimeout(resolve, 2));
  await addTransfer(ledger, {
    toAccountId: other.account.id,
    description: `Reforço ${ledger.suffix}`,
    amountCents: 5000,
    date: TODAY,
  });
  return ledger;
}

/** The extrato's table rows as shown: each row's cells joined by " | ". */
const tableRows = async (page: Page) =>
  (
    await page
      .getByRole("region", { name: /^Extrato de / })
      .getByRole("row")
      .allInnerTexts()
  ).map((row) => row.replace(/\s+/g, " ").trim());

const lastMonthSearch = `?de=${LAST_MONTH.first}&ate=${LAST_MONTH.last}`;

test("opened from the accounts list, shows the month's running balance, another period, and its CSV and PDF", async ({
  page,
}) => {
  const ledger = await accountWithMovements();
  const { suffix } = ledger;
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/financeiro/contas`);
  await expect(page.getByRole("link", { name: `Editar ${ledger.account.name}` })).toHaveAttribute(
    "href",
    `/financeiro/contas/${ledger.account.id}/editar`,
  );
  await page.getByRole("link", { name: ledger.account.name, exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/financeiro/contas/${ledger.account.id}`);
  await expect(page.getByRole("heading", { level: 1, name: ledger.account.name })).toBeVisible();

  const rows = await tableRows(page);
  expect(rows.slice(1)).toEqual([
    expect.stringMatching(/Saldo anterior .*R\$\s1\.510,00$/),
    expect.stringMatching(new RegExp(`^${formatDate(TODAY)} Aluguel ${suffix} .*Pagamento -R\\$\\s200,00 R\\$\\s1\\.310,00$`)),
    expect.stringMatching(
      new RegExp(`^${formatDate(TODAY)} Reforço ${suffix} .*Transferência enviada -R\\$\\s50,00 R\\$\\s1\\.260,00$`),
    ),
    expect.stringMatching(/Saldo final .*R\$\s1\.260,00$/),
  ]);
  await expect(page.getByRole("link", { name: `Aluguel ${suffix}` })).toHaveAttribute(
    "href",
    /^\/financeiro\/lancamentos\/[0-9a-f-]{36}$/,
  );

  await page.getByLabel("De", { exact: true }).fill(LAST_MONTH.first);
  await page.getByLabel("Até", { exact: true }).fill(LAST_MONTH.last);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(`${eleve}/financeiro/contas/${ledger.account.id}${lastMonthSearch}`);
  await expect(page.getByRole("row").filter({ hasText: `Venda ${suffix}` })).toContainText("R$\u00a01.510,00");
  expect((await tableRows(page)).slice(1)).toEqual([
    expect.stringMatching(/Saldo anterior .*R\$\s1\.000,00$/),
    expect.stringMatching(new RegExp(`^${formatDate(TENTH)} Venda ${suffix} .*Recebimento R\\$\\s510,00 R\\$\\s1\\.510,00$`)),
    expect.stringMatching(/Saldo final .*R\$\s1\.510,00$/),
  ]);

  const file = `extrato-conta-e2e-${suffix}-${LAST_MONTH.first}-a-${LAST_MONTH.last}`;
  const csv = await downloadCsv(page);
  expect(csv.name).toBe(`${file}.csv`);
  expect(csv.lines).toEqual([
    "Data;Tipo;Descrição;Valor;Saldo",
    `${formatDate(addDaysTo(LAST_MONTH.first, -1))};;Saldo anterior;;1000,00`,
    `${formatDate(TENTH)};Recebimento;Venda ${suffix};510,00;1510,00`,
    `${formatDate(LAST_MONTH.last)};;Saldo final;;1510,00`,
    "",
  ]);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar PDF" }).click();
  const pdf = await downloading;
  expect(pdf.suggestedFilename()).toBe(`${file}.pdf`);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a Usuario is sent to the CRM from the extrato and its files", async ({ page }) => {
  const ledger = await newLedger();
  await signInAs(page, eleve, "usuario-eleve");
  await expectSentToCrm(
    page,
    eleve,
    ["", "/exportar", "/pdf", "/editar"].map((path) => `/financeiro/contas/${ledger.account.id}${path}`),
  );
});

test("another organization's account is not found, nor are its files", async ({ page }) => {
  const theirs = await (
    await db()
  )
    .selectFrom("finance_accounts")
    .select("id")
    .where("organization_id", "=", await organizationIdOf("sereno"))
    .executeTakeFirstOrThrow();
  await signInAs(page, eleve, "admin-eleve");
  for (const path of [`/${theirs.id}`, `/${theirs.id}/exportar`, `/${theirs.id}/pdf`, `/${theirs.id}/editar`, "/nao-e-um-id"]) {
    const response = await page.goto(`${eleve}/financeiro/contas${path}`);
    expect(response?.status(), path).toBe(404);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the period filter reloads the extrato of the dates chosen, and a bad date is dropped with a notice", async ({ page }) => {
    const ledger = await accountWithMovements();
    await signInAs(page, eleve, "admin-eleve");
    const extrato = `${eleve}/financeiro/contas/${ledger.account.id}`;
    await page.goto(`${extrato}?de=ontem`);
    await expect(page.getByRole("status").filter({ hasText: "Data inicial inválida" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: `Aluguel ${ledger.suffix}` })).toBeVisible();

    await page.getByLabel("De", { exact: true }).fill(LAST_MONTH.first);
    await page.getByLabel("Até", { exact: true }).fill(LAST_MONTH.last);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(`${extrato}${lastMonthSearch}`);
    await expect(page.getByRole("row").filter({ hasText: `Venda ${ledger.suffix}` })).toContainText("R$\u00a01.510,00");
    await expect(page.getByRole("row").filter({ hasText: `Aluguel ${ledger.suffix}` })).toHaveCount(0);
  });
});
