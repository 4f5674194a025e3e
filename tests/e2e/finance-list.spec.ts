/**
 * The ledger's lists (/financeiro, /financeiro/lancamentos with its CSV,
 * /financeiro/recebimentos, /financeiro/pagamentos) as an Administrador of
 * Eleve sees them: the address holds the whole state of a filtered list,
 * the month arrows and the column headers keep the filters, the totals row
 * adds the filtered set, the CSV opens in Brazilian Excel, bulk baixa and
 * bulk delete ask first, the one-click Receber / Pagar settles today, all
 * of it without JavaScript too; a Usuario is sent away from every page and
 * action; axe finds nothing serious. Each test makes its own account and
 * entries (finance-helpers.ts) and filters by that account.
 */
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { addContact, addEntry, archiveCategory, newLedger, readEntry, settle, type Ledger } from "./finance-helpers";
import { origin, postForm } from "./helpers";
import { expectSentToCrm } from "./host-request";
import { signInAs } from "./sessions";
import { waitForLayout } from "./layout-helpers";
import { YEAR_LONG_AGO, yearAhead } from "../support/ledger-years";

const eleve = origin("eleve");
/** The lists' year, ahead of the demo data (the paged list's the next one); overdue entries are dated YEAR_LONG_AGO. */
const YEAR = yearAhead(3);
const NEXT_YEAR = yearAhead(4);

test.use({ viewport: { width: 1280, height: 800 } });

/** A list of March of YEAR: a receita, two despesas; and one despesa in April. */
async function marchLedger() {
  const ledger = await newLedger();
  const ids = {
    sale: await addEntry(ledger, {
      kind: "receita",
      description: "Venda balcão ação",
      amountCents: 150_000,
      dueDate: `${YEAR}-03-05`,
    }),
    rent: await addEntry(ledger, {
      kind: "despesa",
      description: "Aluguel escritório março",
      amountCents: 40_000,
      dueDate: `${YEAR}-03-10`,
    }),
    power: await addEntry(ledger, {
      kind: "despesa",
      description: "Conta de luz",
      amountCents: 25_050,
      dueDate: `${YEAR}-03-20`,
    }),
    april: await addEntry(ledger, {
      kind: "despesa",
      description: "Aluguel escritório abril",
      amountCents: 40_000,
      dueDate: `${YEAR}-04-10`,
    }),
  };
  return { ledger, ids };
}

/** Two contatos of the test's own (names share the ledger's suffix) and an entry of each in March of YEAR, one without. */
async function contactLedger() {
  const ledger = await newLedger();
  const names = { aurora: `Padaria Aurora ${ledger.suffix}`, boaVista: `Padaria Boa Vista ${ledger.suffix}` };
  const contacts = { aurora: await addContact(ledger, names.aurora), boaVista: await addContact(ledger, names.boaVista) };
  const expense = { kind: "despesa" as const, amountCents: 3_000 };
  await addEntry(ledger, { ...expense, description: "Pães da semana", dueDate: `${YEAR}-03-03`, contactId: contacts.aurora });
  await addEntry(ledger, { ...expense, description: "Bolos da festa", dueDate: `${YEAR}-03-04`, contactId: contacts.boaVista });
  await addEntry(ledger, { kind: "receita", description: "Venda avulsa", amountCents: 5_000, dueDate: `${YEAR}-03-05` });
  return { ledger, names, contacts };
}

const listOf = (ledger: Ledger, month: string, extra = "") =>
  `${eleve}/financeiro/lancamentos?mes=${month}&conta=${ledger.account.id}${extra}`;

/** The descriptions of the table's rows, in order. */
const descriptions = (page: Page) => page.locator("table tbody tr td:nth-child(3) a").allInnerTexts();

const money = (text: string) => text.replace(" ", "\u00a0");

async function openAsAdministrator(page: Page, url: string) {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(url);
}

test(
  "a filtered list's address, opened in a new page, shows the same rows and filters",
  { tag: "@sql" },
  async ({ page, context }) => {
    const { ledger } = await marchLedger();
    await openAsAdministrator(page, `${eleve}/financeiro/lancamentos?mes=${YEAR}-03`);
    await waitForLayout(page);

    await page.getByLabel("Conta", { exact: true }).selectOption({ label: ledger.account.name });
    await expect(page).toHaveURL(new RegExp(`conta=${ledger.account.id}`));
    await page.getByLabel("Tipo", { exact: true }).selectOption({ label: "Despesa" });
    await expect(page).toHaveURL(/tipo=despesa/);
    await page.getByLabel("Buscar na descrição ou contato").fill("escritorio");
    await expect(page).toHaveURL(/q=escritorio/);
    await expect.poll(() => descriptions(page)).toEqual(["Aluguel escritório março"]);

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect.poll(() => descriptions(shared)).toEqual(["Aluguel escritório março"]);
    await expect(shared.getByLabel("Conta", { exact: true })).toHaveValue(ledger.account.id);
    await expect(shared.getByLabel("Tipo", { exact: true })).toHaveValue("despesa");
    await expect(shared.getByLabel("Buscar na descrição ou contato")).toHaveValue("escritorio");

    // Back goes to the list before the text filter, and shows its rows.
    await page.goBack();
    await expect(page).not.toHaveURL(/q=/);
    await expect.poll(() => descriptions(page)).toEqual(["Aluguel escritório março", "Conta de luz"]);
  },
);

test(
  "the contact field suggests contatos as one types, filters by the one named, and its address shows the name",
  { tag: "@sql" },
  async ({ page, context }) => {
    const { ledger, names, contacts } = await contactLedger();
    await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
    await waitForLayout(page);
    const field = page.getByLabel("Contato", { exact: true });
    const suggestions = () => page.getByRole("listbox", { name: "Sugestões de contato" }).getByRole("option").allTextContents();

    await field.fill(ledger.suffix);
    await expect.poll(suggestions).toEqual([names.aurora, names.boaVista]);
    await expect(page).not.toHaveURL(/contato=/);

    await field.fill(names.boaVista);
    await expect(page).toHaveURL(new RegExp(`contato=${contacts.boaVista}`));
    await expect(page).toHaveURL(new RegExp(`conta=${ledger.account.id}`));
    await expect.poll(() => descriptions(page)).toEqual(["Bolos da festa"]);

    const shared = await context.newPage();
    await shared.goto(page.url());
    await expect(shared.getByLabel("Contato", { exact: true })).toHaveValue(names.boaVista);
    await expect.poll(() => descriptions(shared)).toEqual(["Bolos da festa"]);

    // Emptied, the field filters no more.
    await field.fill("");
    await expect(page).toHaveURL(listOf(ledger, `${YEAR}-03`));
    await expect.poll(() => descriptions(page)).toEqual(["Pães da semana", "Bolos da festa", "Venda avulsa"]);
  },
);

test("an archived category stays a filter, marked, and still finds its entries", async ({ page }) => {
  const ledger = await newLedger();
  const description = `Conta antiga ${ledger.suffix}`;
  await addEntry(ledger, { kind: "despesa", description, amountCents: 12_345, dueDate: `${YEAR}-05-10` });
  await archiveCategory(ledger, ledger.expense.id);
  await openAsAdministrator(page, `${eleve}/financeiro/lancamentos?mes=${YEAR}-05&categoria=${ledger.expense.id}`);
  await expect(page.getByLabel("Categoria", { exact: true })).toHaveValue(ledger.expense.id);
  await expect(page.getByRole("option", { name: `${ledger.expense.name} (arquivada)` })).toBeAttached();
  await expect.poll(() => descriptions(page)).toEqual([description]);
});

test("the month arrows change the month and keep the filters", async ({ page }) => {
  const { ledger } = await marchLedger();
  await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
  await expect(page.getByRole("heading", { name: `março de ${YEAR}` })).toBeVisible();

  await page.getByRole("link", { name: `Próximo mês: abril de ${YEAR}` }).click();
  await expect(page).toHaveURL(listOf(ledger, `${YEAR}-04`));
  await expect(page.getByRole("heading", { name: `abril de ${YEAR}` })).toBeVisible();
  await expect.poll(() => descriptions(page)).toEqual(["Aluguel escritório abril"]);

  await page.getByRole("link", { name: `Mês anterior: março de ${YEAR}` }).click();
  await page.getByRole("link", { name: `Mês anterior: fevereiro de ${YEAR}` }).click();
  await expect(page).toHaveURL(listOf(ledger, `${YEAR}-02`));
  await expect(page.getByText("Nenhum lançamento neste mês com estes filtros.")).toBeVisible();
});

test("a row's description opens the entry over the list without loading the page again, by click or Enter", async ({ page }) => {
  const { ledger, ids } = await marchLedger();
  await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
  await waitForLayout(page);
  // A mark on the window: a page loaded anew would not have it.
  await page.evaluate(() => Object.assign(window, { listStillHere: true }));
  const stillHere = () => page.evaluate(() => (window as unknown as { listStillHere?: boolean }).listStillHere === true);
  const entry = (description: string) => page.getByRole("article", { name: `Lançamento ${description}` });

  await page.getByRole("link", { name: "Conta de luz" }).click();
  await expect(entry("Conta de luz")).toBeVisible();
  await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos/${ids.power}?mes=${YEAR}-03&conta=${ledger.account.id}`);
  expect(await stillHere()).toBe(true);

  await page.goBack();
  await expect(entry("Conta de luz")).toBeHidden();
  await page.getByRole("link", { name: "Aluguel escritório março" }).focus();
  await page.keyboard.press("Enter");
  await expect(entry("Aluguel escritório março")).toBeVisible();
  expect(await stillHere()).toBe(true);
});

test("a column header orders the rows, and a second click reverses them", { tag: "@sql" }, async ({ page }) => {
  const { ledger } = await marchLedger();
  await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
  await expect(page.getByRole("columnheader", { name: /^Vencimento/ })).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => descriptions(page)).toEqual(["Venda balcão ação", "Aluguel escritório março", "Conta de luz"]);

  await page.getByRole("link", { name: /^Valor/ }).click();
  await expect(page).toHaveURL(listOf(ledger, `${YEAR}-03`, "&ordem=valor&direcao=asc"));
  await expect(page.getByRole("columnheader", { name: /^Valor/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("columnheader", { name: /^Vencimento/ })).not.toHaveAttribute("aria-sort");
  await expect.poll(() => descriptions(page)).toEqual(["Conta de luz", "Aluguel escritório março", "Venda balcão ação"]);

  await page.getByRole("link", { name: /^Valor/ }).click();
  await expect(page).toHaveURL(listOf(ledger, `${YEAR}-03`, "&ordem=valor&direcao=desc"));
  await expect(page.getByRole("columnheader", { name: /^Valor/ })).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => descriptions(page)).toEqual(["Venda balcão ação", "Aluguel escritório março", "Conta de luz"]);
});

test("the totals row adds the filtered set: entradas, saídas and resultado", { tag: "@sql" }, async ({ page }) => {
  const { ledger } = await marchLedger();
  await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
  const totals = page.getByTestId("totals");
  await expect(totals).toContainText(`Entradas${money("R$ 1.500,00")}`);
  await expect(totals).toContainText(`Saídas${money("-R$ 650,50")}`);
  await expect(totals).toContainText(`Resultado${money("R$ 849,50")}`);

  await page.goto(listOf(ledger, `${YEAR}-03`, "&tipo=despesa"));
  await expect(totals).toContainText(`Entradas${money("R$ 0,00")}`);
  await expect(totals).toContainText(`Resultado${money("-R$ 650,50")}`);
});

test("pages of 50: the second page holds the rest, and the totals row adds every page", { tag: "@sql" }, async ({ page }) => {
  const ledger = await newLedger();
  for (let day = 1; day <= 26; day++) {
    const dueDate = `${NEXT_YEAR}-01-${String(day).padStart(2, "0")}`;
    await addEntry(ledger, { kind: "receita", description: `Venda ${day}`, amountCents: 1_000, dueDate });
    await addEntry(ledger, { kind: "despesa", description: `Compra ${day}`, amountCents: 100, dueDate });
  }
  await openAsAdministrator(page, listOf(ledger, `${NEXT_YEAR}-01`));
  await expect(page.getByText(`52 lançamentos em janeiro de ${NEXT_YEAR}, por vencimento, com estes filtros.`)).toBeVisible();
  await expect(page.locator("table tbody tr")).toHaveCount(50);
  await expect(page.getByText("Página 1 de 2")).toBeVisible();

  await page.getByRole("link", { name: "Próxima" }).click();
  await expect(page).toHaveURL(listOf(ledger, `${NEXT_YEAR}-01`, "&pagina=2"));
  // Same due date: their order is the tie-break's (id), so compare as a set.
  await expect.poll(async () => (await descriptions(page)).sort()).toEqual(["Compra 26", "Venda 26"]);
  const totals = page.getByTestId("totals");
  await expect(totals).toContainText(`Entradas${money("R$ 260,00")}`);
  await expect(totals).toContainText(`Saídas${money("-R$ 26,00")}`);
  await expect(totals).toContainText(`Resultado${money("R$ 234,00")}`);

  // A page past the last goes to the last.
  await page.goto(listOf(ledger, `${NEXT_YEAR}-01`, "&pagina=9"));
  await expect(page).toHaveURL(listOf(ledger, `${NEXT_YEAR}-01`, "&pagina=2"));
});

test(
  "the CSV of the filtered set opens in Brazilian Excel: BOM, semicolons, comma decimals, dd/mm/aaaa, accents",
  { tag: "@sql" },
  async ({ page }) => {
    const { ledger } = await marchLedger();
    await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`, "&ordem=valor&direcao=desc"));
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`lancamentos-${YEAR}-03.csv`);

    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe(
      "Vencimento;Competência;Descrição;Tipo;Categoria;Contato;Conta;Centro de custo;Situação;Parcela;Valor;Quitado;Em aberto",
    );
    const rest = `${ledger.account.name};;Em aberto;`;
    expect(lines.slice(1, 4)).toEqual([
      `05/03/${YEAR};05/03/${YEAR};Venda balcão ação;Receita;${ledger.income.name};;${rest};1500,00;0,00;1500,00`,
      `10/03/${YEAR};10/03/${YEAR};Aluguel escritório março;Despesa;${ledger.expense.name};;${rest};-400,00;0,00;-400,00`,
      `20/03/${YEAR};20/03/${YEAR};Conta de luz;Despesa;${ledger.expense.name};;${rest};-250,50;0,00;-250,50`,
    ]);
    expect(lines.slice(4)).toEqual([""]);
  },
);

test("bulk baixa asks first: Cancelar changes nothing, Confirmar baixa settles the checked entries today", async ({ page }) => {
  const { ledger, ids } = await marchLedger();
  await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
  await waitForLayout(page);

  await page.getByLabel("Selecionar Aluguel escritório março").check();
  await page.getByLabel("Selecionar Conta de luz").check();
  await page.getByRole("button", { name: "Dar baixa hoje" }).click();
  const dialog = page.getByRole("dialog", { name: "Dar baixa em 2 lançamentos?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveText(["Aluguel escritório março", "Conta de luz"]);
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  expect((await readEntry(ledger, ids.rent))?.status).toBe("em_aberto");

  await page.getByRole("button", { name: "Dar baixa hoje" }).click();
  await dialog.getByRole("button", { name: "Confirmar baixa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Baixa registrada em 2 lançamentos." })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = (text: string) => page.getByRole("row").filter({ hasText: text });
  await expect(row("Aluguel escritório março")).toContainText("Pago");
  await expect(row("Conta de luz")).toContainText("Pago");
  await expect(row("Venda balcão ação")).toContainText("Em aberto");
  const rent = await readEntry(ledger, ids.rent);
  expect(rent?.status).toBe("pago");
  expect(rent?.settlements.map((baixa) => [baixa.settledOn, baixa.amountCents])).toEqual([[todayInSaoPaulo(), 40_000]]);
});

test("one click on Receber settles an overdue receivable in full, today", async ({ page }) => {
  const ledger = await newLedger();
  const description = `Mensalidade atrasada ${ledger.suffix}`;
  const id = await addEntry(ledger, { kind: "receita", description, amountCents: 12_345, dueDate: `${YEAR_LONG_AGO}-01-05` });
  await openAsAdministrator(page, `${eleve}/financeiro/recebimentos?aba=vencidos`);
  await expect(page.getByRole("link", { name: "Vencidos" })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: description });
  await expect(row).toContainText("Vencido");
  await expect(row).toContainText(money("R$ 123,45"));

  await row.getByRole("button", { name: `Receber ${description}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Baixa registrada em 1 lançamento." })).toBeVisible();
  await expect(page).toHaveURL(/aba=vencidos/);
  await expect(page.getByRole("row").filter({ hasText: description })).toHaveCount(0);
  const entry = await readEntry(ledger, id);
  expect(entry?.status).toBe("recebido");
  expect(entry?.settlements.map((baixa) => baixa.settledOn)).toEqual([todayInSaoPaulo()]);
});

test("the overview shows the account's balance and what falls due today", { tag: "@sql" }, async ({ page }) => {
  const ledger = await newLedger();
  const today = todayInSaoPaulo();
  const description = `Boleto de hoje ${ledger.suffix}`;
  await addEntry(ledger, { kind: "despesa", description, amountCents: 9_990, dueDate: today });
  await openAsAdministrator(page, `${eleve}/financeiro`);
  await expect(page.getByRole("heading", { name: "Financeiro", level: 1 })).toBeVisible();
  await expect(page.getByText(`Situação em ${formatDate(today)}.`)).toBeVisible();
  const balances = page.getByRole("region", { name: "Saldo por conta" });
  await expect(balances.getByRole("listitem").filter({ hasText: ledger.account.name })).toContainText(money("R$ 1.000,00"));
  const next = page.getByRole("region", { name: "Próximos 7 dias" });
  await expect(next.getByRole("listitem").filter({ hasText: description })).toContainText(money("-R$ 99,90"));
});

test("address values that make no sense show the list with a pt-BR notice, never an error", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  const list = await page.goto(`${eleve}/financeiro/lancamentos?mes=2026-13&conta=nada&status=talvez&pagina=-4`);
  expect(list?.status()).toBe(200);
  await expect(page.getByText("Mês inválido no endereço (use aaaa-mm): mostrando o mês atual.")).toBeVisible();
  await expect(page.getByText("Conta não encontrada: o filtro de conta foi retirado.")).toBeVisible();
  await expect(page.getByText("Situação desconhecida: o filtro de situação foi retirado.")).toBeVisible();
  await expect(page.getByText("Página inválida: mostrando a página mais próxima.")).toBeVisible();

  // A well-formed id of no account of Eleve is dropped too.
  await page.goto(`${eleve}/financeiro/lancamentos?mes=${YEAR}-03&conta=00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText("Conta não encontrada: o filtro de conta foi retirado.")).toBeVisible();

  const tabs = await page.goto(`${eleve}/financeiro/pagamentos?aba=quitados&pagina=zero`);
  expect(tabs?.status()).toBe(200);
  await expect(page.getByText("Aba desconhecida: mostrando Em aberto.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Em aberto" })).toHaveAttribute("aria-current", "page");

  const csv = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, type: answer.headers.get("content-type") };
  }, "/financeiro/lancamentos/exportar?mes=banana&pagina=-1");
  expect(csv).toEqual({ status: 200, type: "text/csv; charset=utf-8" });
});

test("another organization's entries: 404 on Receber, untouched by bulk baixa and delete, its account no filter", async ({
  page,
}) => {
  const sereno = await newLedger("sereno");
  const foreign = await addEntry(sereno, {
    kind: "receita",
    description: `Alheia ${sereno.suffix}`,
    amountCents: 7_000,
    dueDate: `${YEAR_LONG_AGO}-01-07`,
  });
  await openAsAdministrator(page, `${eleve}/financeiro/recebimentos`);

  const receive = page.waitForResponse((response) => response.request().method() === "POST");
  await postForm(page, "/financeiro/recebimentos", { id: foreign });
  expect((await receive).status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();

  for (const intent of ["baixa", "excluir"]) {
    await page.goto(`${eleve}/financeiro/lancamentos?mes=${YEAR_LONG_AGO}-01`);
    await postForm(page, `/financeiro/lancamentos?mes=${YEAR_LONG_AGO}-01`, { intent, id: foreign, confirmado: "sim" });
    await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos?mes=${YEAR_LONG_AGO}-01&feito=${intent}&quantos=0`);
  }
  await expect(page.getByText("0 lançamentos excluídos.")).toBeVisible();
  const entry = await readEntry(sereno, foreign);
  expect(entry?.status).toBe("vencido");
  expect(entry?.settlements).toEqual([]);

  await page.goto(`${eleve}/financeiro/lancamentos?mes=${YEAR_LONG_AGO}-01&conta=${sereno.account.id}`);
  await expect(page.getByText("Conta não encontrada: o filtro de conta foi retirado.")).toBeVisible();
  await expect(page.getByText(`Alheia ${sereno.suffix}`)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters, the month arrows and bulk delete with its confirmation step", async ({ page }) => {
    const { ledger, ids } = await marchLedger();
    await openAsAdministrator(page, `${eleve}/financeiro/lancamentos?mes=${YEAR}-03`);
    await page.getByLabel("Conta", { exact: true }).selectOption({ label: ledger.account.name });
    await page.getByLabel("Buscar na descrição ou contato").fill("luz");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos?mes=${YEAR}-03&q=luz&conta=${ledger.account.id}`);
    await expect.poll(() => descriptions(page)).toEqual(["Conta de luz"]);

    await page.getByRole("link", { name: `Próximo mês: abril de ${YEAR}` }).click();
    await expect(page).toHaveURL(listOf(ledger, `${YEAR}-04`, "&q=luz"));
    await page.getByRole("link", { name: "Limpar filtros" }).click();
    await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos?mes=${YEAR}-04`);

    await page.goto(listOf(ledger, `${YEAR}-03`));
    await page.getByLabel("Selecionar Conta de luz").check();
    await page.getByRole("button", { name: "Excluir" }).click();
    const confirmation = page.getByRole("region", { name: "Excluir 1 lançamento?" });
    await expect(confirmation).toContainText("Conta de luz");
    expect(await readEntry(ledger, ids.power)).not.toBeNull();
    await confirmation.getByRole("button", { name: "Confirmar exclusão" }).click();
    await expect(page.getByText("1 lançamento excluído.")).toBeVisible();
    await expect.poll(() => descriptions(page)).toEqual(["Venda balcão ação", "Aluguel escritório março"]);
    expect(await readEntry(ledger, ids.power)).toBeNull();
  });

  test("bulk delete leaves the entries with baixas and says how many and why", async ({ page }) => {
    const { ledger, ids } = await marchLedger();
    await settle(ledger, [ids.rent], "2026-11-02");
    await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
    await page.getByLabel("Selecionar Aluguel escritório março").check();
    await page.getByLabel("Selecionar Conta de luz").check();
    await page.getByRole("button", { name: "Excluir" }).click();
    const confirmation = page.getByRole("region", { name: "Excluir 2 lançamentos?" });
    await expect(confirmation).toContainText("Os que têm baixas ficam: estorne-as antes de excluir.");
    await confirmation.getByRole("button", { name: "Confirmar exclusão" }).click();
    await expect(page.getByText("1 lançamento excluído. 1 tem baixas e ficou: estorne-as antes de excluir.")).toBeVisible();
    await expect.poll(() => descriptions(page)).toEqual(["Venda balcão ação", "Aluguel escritório março"]);
    expect(await readEntry(ledger, ids.power)).toBeNull();
    expect((await readEntry(ledger, ids.rent))?.status).toBe("pago");
  });

  test(
    "the contact field takes part of a name: one contato filters by it, several are offered to choose",
    { tag: "@sql" },
    async ({ page }) => {
      const { ledger, names, contacts } = await contactLedger();
      await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
      const field = page.getByLabel("Contato", { exact: true });
      await field.fill(`aurora ${ledger.suffix}`);
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(listOf(ledger, `${YEAR}-03`, `&contato=${contacts.aurora}`));
      // Read once the new document is in: the address changes before its body is parsed.
      await expect.poll(() => descriptions(page)).toEqual(["Pães da semana"]);
      await expect(field).toHaveValue(names.aurora);

      await field.fill(ledger.suffix);
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page.getByText(`Mais de um contato contém “${ledger.suffix}”. Escolha um:`)).toBeVisible();
      await page.getByRole("link", { name: names.boaVista }).click();
      await expect(page).toHaveURL(listOf(ledger, `${YEAR}-03`, `&contato=${contacts.boaVista}`));
      await expect.poll(() => descriptions(page)).toEqual(["Bolos da festa"]);
    },
  );

  test("bulk baixa asks first, and nothing checked says so", async ({ page }) => {
    const { ledger, ids } = await marchLedger();
    await openAsAdministrator(page, listOf(ledger, `${YEAR}-03`));
    await page.getByRole("button", { name: "Dar baixa hoje" }).click();
    await expect(page.getByRole("alert")).toHaveText("Marque pelo menos um lançamento.");

    await page.getByLabel("Selecionar Venda balcão ação").check();
    await page.getByRole("button", { name: "Dar baixa hoje" }).click();
    const confirmation = page.getByRole("region", { name: "Dar baixa em 1 lançamento?" });
    await expect(confirmation).toContainText(`com data de hoje (${formatDate(todayInSaoPaulo())})`);
    expect((await readEntry(ledger, ids.sale))?.status).toBe("em_aberto");
    await confirmation.getByRole("button", { name: "Confirmar baixa" }).click();
    await expect(page.getByText("Baixa registrada em 1 lançamento.")).toBeVisible();
    expect((await readEntry(ledger, ids.sale))?.status).toBe("recebido");
  });

  test("one click on Pagar settles an overdue payable", async ({ page }) => {
    const ledger = await newLedger();
    const description = `Fornecedor atrasado ${ledger.suffix}`;
    const id = await addEntry(ledger, { kind: "despesa", description, amountCents: 5_000, dueDate: `${YEAR_LONG_AGO}-01-06` });
    await openAsAdministrator(page, `${eleve}/financeiro/pagamentos?aba=vencidos`);
    await page
      .getByRole("row")
      .filter({ hasText: description })
      .getByRole("button", { name: `Pagar ${description}` })
      .click();
    await expect(page.getByText("Baixa registrada em 1 lançamento.")).toBeVisible();
    expect((await readEntry(ledger, id))?.status).toBe("pago");
  });
});

test("a Usuario is sent to the CRM from every finance list page and action, and nothing changes", async ({ page }) => {
  const { ledger, ids } = await marchLedger();
  await signInAs(page, eleve, "usuario-eleve");
  await expectSentToCrm(page, eleve, [
    "/financeiro",
    `/financeiro/lancamentos?mes=${YEAR}-03&conta=${ledger.account.id}`,
    "/financeiro/recebimentos?aba=vencidos",
    "/financeiro/pagamentos",
    `/financeiro/lancamentos/exportar?mes=${YEAR}-03`,
    [`/financeiro/lancamentos?mes=${YEAR}-03`, { intent: "baixa", id: ids.rent, confirmado: "sim" }],
    [`/financeiro/lancamentos?mes=${YEAR}-03`, { intent: "excluir", id: ids.power, confirmado: "sim" }],
    ["/financeiro/recebimentos", { id: ids.sale }],
    ["/financeiro/pagamentos", { id: ids.rent }],
  ]);
  expect((await readEntry(ledger, ids.rent))?.status).toBe("em_aberto");
  expect((await readEntry(ledger, ids.sale))?.status).toBe("em_aberto");
  expect(await readEntry(ledger, ids.power)).not.toBeNull();
});
