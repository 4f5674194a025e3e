/**
 * Creating and working on one lançamento (/financeiro/lancamentos/novo and
 * its presets, /financeiro/lancamentos/:id) as an Administrador of Eleve:
 * a despesa in 3 parcelas shows one in each of 3 months, a baixa parcial
 * shows Parcial and what is left open, the estorno brings it back; the
 * estorno's confirmation names the total a baixa with juros, multa and
 * desconto moved, as its line in Baixas does; a vencimento and a
 * competência years off are refused on their fields with the window's
 * bounds; an edit
 * based on an old version is refused with the conflict message; a
 * transferência's edit moves both accounts' balances on the overview; the
 * create form, a form sent twice, the baixa and a transferência's edit
 * work without JavaScript; a PDF comprovante uploads and downloads, a
 * renamed text file is refused, the browser asks for a file with content
 * before sending, and another organization's entry or comprovante is not
 * found; a Usuario is sent away from every page and action; axe finds
 * nothing serious. Each test makes its own account and categories
 * (finance-helpers.ts), in months no demo data reaches.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDaysTo, addYearsKeepingDay, monthOf, shiftMonth, todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { addEntry, addTransfer, freshCnpj, newLedger, readEntry, settle, settlePart, type Ledger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { expectSentToCrm, hostRequest } from "./host-request";
import { waitForLayout } from "./layout-helpers";
import { lastOfFebruary, YEAR_LONG_AGO, yearAhead } from "../support/ledger-years";
import { PLAIN_ACCOUNT_DETAILS } from "../support/ledger-rows";

// The comprovantes module writes where the e2e server reads (playwright.config.ts).
process.env.STORAGE_DIR ??= "data/e2e/storage";
const { addReceipt } = await import("~/modules/finance/receipts.server");
const { createAccount } = await import("~/modules/finance/reference-accounts.server");

/** The entries' year, ahead of the demo data; what is long overdue or settled long ago is dated YEAR_LONG_AGO. */
const YEAR = yearAhead(4);

const eleve = origin("eleve");
const ENTRY_URL = new RegExp(`^${eleve}/financeiro/lancamentos/([0-9a-f-]{36})\\?`);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

test.use({ viewport: { width: 1280, height: 800 } });

/** Intl's pt-BR currency text: U+00A0 after R$. */
const brl = (text: string) => `R$\u00a0${text}`;

async function signInAdministrator(page: Page) {
  await signInAs(page, eleve, "admin-eleve");
}

/** The entry's card on its page. */
const entryCard = (page: Page) => page.getByRole("article", { name: /^Lançamento / });

/** The amount shown under `label` (Valor, Pago, Recebido, Em aberto) in the entry's head. */
const amountOf = (page: Page, label: string) =>
  entryCard(page)
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

/** Fills the fields of a receita or despesa on the create form. */
async function fillEntry(
  page: Page,
  ledger: Ledger,
  fields: { description: string; amount: string; dueDate: string; kind: "receita" | "despesa" },
) {
  await page.getByLabel("Descrição", { exact: true }).fill(fields.description);
  await page.getByLabel("Valor", { exact: true }).fill(fields.amount);
  await page.getByLabel("Vencimento", { exact: true }).fill(fields.dueDate);
  await page
    .getByLabel("Categoria", { exact: true })
    .selectOption({ label: fields.kind === "receita" ? ledger.income.name : ledger.expense.name });
  await page.getByLabel("Conta", { exact: true }).selectOption({ label: ledger.account.name });
}

/** A second account of the ledger's organization, opening balance zero. */
async function savingsOf(ledger: Ledger) {
  const savings = await createAccount(ledger.scope, {
    name: `Poupança E2E ${ledger.suffix}`,
    kind: "poupanca",
    ...PLAIN_ACCOUNT_DETAILS,
    openingBalance: 0,
    openingDate: "2000-01-01",
  });
  if (savings.status !== "saved") throw new Error("the second account was not saved");
  return savings.row;
}

/** The balance /financeiro shows for the account named `name`. */
const balanceOn = (page: Page, name: string) =>
  page.getByRole("region", { name: "Saldo por conta" }).getByRole("listitem").filter({ hasText: name });

test("a despesa in 3 parcelas: one in each month, a baixa parcial shows Parcial and the open amount, the estorno brings it back", async ({
  page,
}) => {
  const ledger = await newLedger();
  const description = `Notebook ${ledger.suffix}`;
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await expect(page.getByRole("heading", { name: "Novo pagamento", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Despesa" })).toHaveAttribute("aria-current", "page");

  await fillEntry(page, ledger, { description, amount: "1000", dueDate: `${YEAR}-01-31`, kind: "despesa" });
  // The money input rewrites what it read in the pt-BR way.
  await page.getByLabel("Descrição", { exact: true }).focus();
  await expect(page.getByLabel("Valor", { exact: true })).toHaveValue("1.000,00");
  await page.getByLabel("Parcelada").check();
  await expect(page.getByLabel("Frequência")).toBeHidden();
  await page.getByLabel("Em quantas parcelas").fill("3");
  await page.getByRole("button", { name: "Salvar lançamento" }).click();

  await expect(page).toHaveURL(ENTRY_URL);
  const firstId = ENTRY_URL.exec(page.url())![1]!;
  await expect(page).toHaveURL(new RegExp(`mes=${YEAR}-01`));
  await expect(page.getByRole("status").filter({ hasText: "Lançamento criado." })).toBeVisible();
  await expect(entryCard(page).getByRole("heading", { level: 1 })).toHaveText(description);
  await expect(entryCard(page).getByText("Parcela 1/3")).toBeVisible();
  await expect(amountOf(page, "Valor")).toHaveText(brl("333,34"));
  const crumbs = page.getByRole("navigation", { name: "Trilha de navegação" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Início", "/Financeiro", "/Lançamentos", `/${description}`]);

  // One parcela in each of the three months: the 31st falls on February's last day.
  for (const [month, due, share] of [
    [`${YEAR}-01`, `31/01/${YEAR}`, "1/3"],
    [`${YEAR}-02`, `${lastOfFebruary(YEAR)}/02/${YEAR}`, "2/3"],
    [`${YEAR}-03`, `31/03/${YEAR}`, "3/3"],
  ] as const) {
    await page.goto(`${eleve}/financeiro/lancamentos?mes=${month}&conta=${ledger.account.id}`);
    const rows = page.locator("table tbody tr").filter({ hasText: description });
    await expect(rows, month).toHaveCount(1);
    await expect(rows).toContainText(share);
    await expect(rows).toContainText(due);
  }

  await page.goto(`${eleve}/financeiro/lancamentos/${firstId}?mes=${YEAR}-01`);
  await waitForLayout(page);
  const settle = page.getByRole("form", { name: "Dar baixa" });
  await expect(settle.getByLabel("Valor da baixa")).toHaveValue("333,34");
  await settle.getByLabel("Valor da baixa").fill("100,00");
  await settle.getByLabel("Juros").fill("2,50");
  await settle.getByRole("button", { name: "Pagar e dar baixa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Baixa registrada." })).toBeVisible();
  await expect(entryCard(page).locator("[data-status]")).toHaveText("Parcial");
  await expect(amountOf(page, "Pago")).toHaveText(brl("100,00"));
  await expect(amountOf(page, "Em aberto")).toHaveText(brl("233,34"));
  await expect(settle.getByLabel("Valor da baixa")).toHaveValue("233,34");
  const baixas = page.getByRole("region", { name: "Baixas" });
  await expect(baixas.getByRole("row")).toHaveCount(2);
  await expect(baixas.getByRole("row").nth(1)).toContainText(brl("102,50"));

  // Editing one of the series asks which ones the change reaches.
  await page.getByRole("link", { name: "Editar", exact: true }).click();
  const edit = page.getByRole("form", { name: "Editar lançamento" });
  for (const scope of ["Só esta", "Esta e as próximas", "Todas"]) await expect(edit.getByLabel(scope)).toBeVisible();
  await page.getByRole("link", { name: "Cancelar edição" }).click();

  await baixas.getByRole("link", { name: /^Estornar/ }).click();
  await expect(page.getByRole("heading", { name: "Estornar esta baixa?" })).toBeFocused();
  await expect(page.getByLabel("Data do estorno")).toHaveValue(todayInSaoPaulo());
  await page.getByRole("button", { name: "Estornar baixa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Baixa estornada." })).toBeVisible();
  await expect(entryCard(page).locator("[data-status]")).toHaveText("Em aberto");
  await expect(amountOf(page, "Em aberto")).toHaveText(brl("333,34"));
  await expect(baixas.getByRole("row").nth(1)).toContainText("Estornada");
  const history = page.getByRole("region", { name: "Histórico" });
  const estorno = history.getByRole("listitem").first();
  await expect(estorno).toContainText(`estornou a baixa de ${brl("100,00")}`);
  await expect(estorno).toContainText(`com data de ${formatDate(todayInSaoPaulo())}`);
  await expect(history).toContainText(`deu baixa de ${brl("100,00")}`);
  await expect(history).toContainText("criou o lançamento");
  expect((await readEntry(ledger, firstId))?.settledCents).toBe(0);
});

test("a despesa created already paid: the day of the baixa is checked, then the entry is Pago with its baixa", async ({
  page,
}) => {
  const ledger = await newLedger();
  const description = `Conta de luz ${ledger.suffix}`;
  const today = todayInSaoPaulo();
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await fillEntry(page, ledger, { description, amount: "230,15", dueDate: today, kind: "despesa" });
  await expect(page.getByLabel("Pago em")).toBeHidden();
  await page.getByLabel("Já pago").check();
  await expect(page.getByLabel("Pago em")).toHaveValue(today);
  await page.getByLabel("Pago em").fill(addDaysTo(today, 1));
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByText(`A data da baixa não pode ser depois de hoje (${formatDate(today)}).`)).toBeVisible();

  await page.getByLabel("Pago em").fill(today);
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page).toHaveURL(ENTRY_URL);
  await expect(entryCard(page).locator("[data-status]")).toHaveText("Pago");
  const baixas = page.getByRole("region", { name: "Baixas" });
  await expect(baixas.getByRole("row")).toHaveCount(2);
  await expect(baixas.getByRole("row").nth(1)).toContainText(formatDate(today));
  await expect(baixas.getByRole("row").nth(1)).toContainText(brl("230,15"));
  // The refused try wrote nothing: the month holds the one entry.
  await page.goto(`${eleve}/financeiro/lancamentos?mes=${monthOf(today)}&conta=${ledger.account.id}`);
  await expect(page.locator("table tbody tr").filter({ hasText: description })).toHaveCount(1);
});

test("a despesa created with its comprovante: a wrong file is refused with nothing saved, the right one is on the entry", async ({
  page,
}) => {
  const ledger = await newLedger();
  const description = `Aluguel com recibo ${ledger.suffix}`;
  const today = todayInSaoPaulo();
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await fillEntry(page, ledger, { description, amount: "1.500,00", dueDate: today, kind: "despesa" });
  const receipt = page.getByLabel(/^Comprovante/);
  await receipt.setInputFiles({ name: "recibo.pdf", mimeType: "application/pdf", buffer: Buffer.from("não é PDF\n") });
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByRole("alert")).toContainText("Envie o comprovante em PDF ou como imagem JPEG, PNG ou WebP.");
  await page.goto(`${eleve}/financeiro/lancamentos?mes=${monthOf(today)}&conta=${ledger.account.id}`);
  await expect(page.locator("table tbody tr").filter({ hasText: description })).toHaveCount(0);

  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await fillEntry(page, ledger, { description, amount: "1.500,00", dueDate: today, kind: "despesa" });
  await receipt.setInputFiles({ name: "recibo aluguel.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page).toHaveURL(ENTRY_URL);
  const receipts = page.getByRole("region", { name: "Comprovantes" });
  await expect(receipts.getByRole("link", { name: "recibo aluguel.pdf", exact: true })).toBeVisible();
});

test("the contato is searched by name or CNPJ and a new one is created from the form, then named by the entry", async ({
  page,
}) => {
  const ledger = await newLedger();
  const supplier = `Gráfica Nova ${ledger.suffix}`;
  const cnpj = freshCnpj();
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await fillEntry(page, ledger, {
    description: `Cartões de visita ${ledger.suffix}`,
    amount: "80,00",
    dueDate: `${YEAR}-05-10`,
    kind: "despesa",
  });
  const contato = page.getByRole("combobox", { name: "Contato" });
  await contato.fill(supplier);
  await page.getByRole("option", { name: `Criar contato “${supplier}”` }).click();
  const created = page.getByRole("group", { name: "Novo contato (fornecedor)" });
  await expect(created.getByLabel("Nome do contato")).toHaveValue(supplier);
  await created.getByLabel("CPF ou CNPJ (opcional)").fill("11.111.111/1111-11");
  await created.getByRole("button", { name: "Criar contato" }).click();
  await expect(created.getByRole("alert")).toContainText("CNPJ");
  await created.getByLabel("CPF ou CNPJ (opcional)").fill(cnpj);
  await created.getByRole("button", { name: "Criar contato" }).click();
  await expect(created).toBeHidden();
  await expect(contato).toHaveValue(new RegExp(`^${supplier} · `));
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page).toHaveURL(ENTRY_URL);
  await expect(entryCard(page)).toContainText(supplier);

  // The next entry finds it by part of its CNPJ, shown beside the name.
  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await page.getByRole("combobox", { name: "Contato" }).fill(cnpj.slice(0, 8));
  await expect(page.getByRole("option", { name: new RegExp(`^${supplier} · `) })).toBeVisible();
});

test("a vencimento and a competência years off are refused on their fields with the window's bounds, and nothing is saved", async ({
  page,
}) => {
  const ledger = await newLedger();
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/pagamentos/novo`);
  await waitForLayout(page);
  await fillEntry(page, ledger, {
    description: `Digitado errado ${ledger.suffix}`,
    amount: "100,00",
    dueDate: "2099-03-10",
    kind: "despesa",
  });
  await page.getByLabel("Competência", { exact: true }).fill("1900-03-10");
  await page.getByRole("button", { name: "Salvar lançamento" }).click();

  const today = todayInSaoPaulo();
  const bounds = `entre ${formatDate(addYearsKeepingDay(today, -10))} e ${formatDate(addYearsKeepingDay(today, 5))}.`;
  await expect(page.getByLabel("Vencimento", { exact: true })).toHaveAccessibleDescription(`O vencimento deve estar ${bounds}`);
  await expect(page.getByLabel("Competência", { exact: true })).toHaveAccessibleDescription(
    `A competência deve estar ${bounds} Em branco: a data do vencimento.`,
  );
  await page.goto(`${eleve}/financeiro/lancamentos?mes=2099-03&conta=${ledger.account.id}`);
  await expect(page.getByText("Nenhum lançamento neste mês com estes filtros.")).toBeVisible();
});

test("the estorno confirmation shows what the baixa moved, juros and multa in and desconto out, as the list does", async ({
  page,
}) => {
  const ledger = await newLedger();
  // Long overdue: no demo month shows it, and its baixa is in the past.
  const description = `Fornecedor em atraso ${ledger.suffix}`;
  const id = await addEntry(ledger, { kind: "despesa", description, amountCents: 100_000, dueDate: `${YEAR_LONG_AGO}-03-10` });
  await settlePart(ledger, id, {
    settledOn: `${YEAR_LONG_AGO}-03-15`,
    amountCents: 60_000,
    interestCents: 1_234,
    fineCents: 2_000,
    discountCents: 500,
  });
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR_LONG_AGO}-03`);
  await waitForLayout(page);
  const baixas = page.getByRole("region", { name: "Baixas" });
  await expect(baixas.getByRole("row").nth(1)).toContainText(brl("627,34"));

  await baixas.getByRole("link", { name: `Estornar a baixa de 15/03/${YEAR_LONG_AGO}` }).click();
  const confirm = page.getByRole("region", { name: "Estornar esta baixa?" });
  await expect(confirm).toContainText(
    `A baixa de ${brl("627,34")} em 15/03/${YEAR_LONG_AGO} (valor ${brl("600,00")} + juros ${brl("12,34")} + multa ${brl("20,00")} − desconto ${brl("5,00")}) será desfeita e ${brl("600,00")} volta a ficar em aberto. O estorno fica no histórico.`,
  );
  await confirm.getByRole("button", { name: "Estornar baixa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Baixa estornada." })).toBeVisible();
  await expect(amountOf(page, "Em aberto")).toHaveText(brl("1.000,00"));
  await expect(baixas.getByRole("row").nth(1)).toContainText("Estornada");
});

test("a transferência between two accounts, and a monthly recorrência without end", async ({ page }) => {
  const ledger = await newLedger();
  const savings = await savingsOf(ledger);
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/lancamentos/novo`);
  await waitForLayout(page);
  await expect(page.getByRole("heading", { name: "Novo lançamento", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "Transferência" }).click();
  await expect(page).toHaveURL(/tipo=transferencia/);
  await expect(page.getByLabel("Categoria", { exact: true })).toHaveCount(0);
  await page.getByLabel("Conta de origem").selectOption({ label: ledger.account.name });
  await page.getByLabel("Conta de destino").selectOption({ label: ledger.account.name });
  await page.getByLabel("Valor", { exact: true }).fill("300,00");
  await page.getByLabel("Data", { exact: true }).fill(`${YEAR}-10-05`);
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByText("Escolha uma conta de destino diferente da de origem.")).toBeVisible();
  await page.getByLabel("Conta de destino").selectOption({ label: savings.name });
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page).toHaveURL(ENTRY_URL);
  await expect(entryCard(page).getByRole("heading", { level: 1 })).toHaveText("Transferência entre contas");
  await expect(entryCard(page)).toContainText("Transferência (saída)");
  await expect(entryCard(page).locator("dl > div").filter({ hasText: "Conta de destino:" }).locator("dd")).toHaveText(
    savings.name,
  );
  await expect(entryCard(page).locator("[data-status]")).toHaveText("Pago");

  await page.goto(`${eleve}/financeiro/recebimentos/novo`);
  await waitForLayout(page);
  const description = `Assinatura ${ledger.suffix}`;
  // Occurrences are made up to 3 months past today, so this one starts this month.
  const thisMonth = monthOf(todayInSaoPaulo());
  await fillEntry(page, ledger, { description, amount: "49,90", dueDate: `${thisMonth}-01`, kind: "receita" });
  await page.getByLabel("Recorrente").check();
  await expect(page.getByLabel("Em quantas parcelas")).toBeHidden();
  await expect(page.getByLabel("Frequência").locator("option:not([value=''])")).toHaveText([
    "Semanal",
    "Quinzenal",
    "Mensal",
    "Bimestral",
    "Trimestral",
    "Semestral",
    "Anual",
  ]);
  await page.getByLabel("Frequência").selectOption({ label: "Mensal" });
  await page.getByLabel("Sem fim").check();
  await expect(page.getByLabel("Quantas vezes")).toBeHidden();
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page).toHaveURL(ENTRY_URL);
  await expect(entryCard(page)).toContainText("Recorrência mensal: 1ª");
  // Made ahead: the next months already hold their occurrence.
  for (const month of [thisMonth, shiftMonth(thisMonth, 1), shiftMonth(thisMonth, 2)]) {
    await page.goto(`${eleve}/financeiro/lancamentos?mes=${month}&conta=${ledger.account.id}`);
    await expect(page.locator("table tbody tr").filter({ hasText: description }), month).toHaveCount(1);
  }
});

test("each create page's breadcrumb goes through its section: Financeiro › Lançamentos, Recebimentos or Pagamentos › the page", async ({
  page,
}) => {
  await signInAdministrator(page);
  const crumbs = page.getByRole("navigation", { name: "Trilha de navegação" });
  for (const [path, section, sectionPath, title] of [
    ["/financeiro/lancamentos/novo", "Lançamentos", "/financeiro/lancamentos", "Novo lançamento"],
    ["/financeiro/recebimentos/novo", "Recebimentos", "/financeiro/recebimentos", "Novo recebimento"],
    ["/financeiro/pagamentos/novo", "Pagamentos", "/financeiro/pagamentos", "Novo pagamento"],
  ] as const) {
    await page.goto(`${eleve}${path}`);
    await waitForLayout(page);
    await expect(crumbs.getByRole("listitem"), path).toHaveText(["Início", "/Financeiro", `/${section}`, `/${title}`]);
    await expect(crumbs.getByRole("link", { name: "Financeiro", exact: true })).toHaveAttribute("href", "/financeiro");
    await expect(crumbs.getByRole("link", { name: section, exact: true })).toHaveAttribute("href", sectionPath);
    await expect(crumbs.locator("[aria-current=page]")).toHaveText(title);
  }
  // The section's level leads back to its list.
  await crumbs.getByRole("link", { name: "Pagamentos", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/financeiro/pagamentos`);
  await expect(page.getByRole("heading", { name: "Pagamentos", level: 1 })).toBeVisible();
});

test(
  "a transferência edited on its page: both accounts' balances move, both legs record it",
  { tag: "@sql" },
  async ({ page }) => {
    const ledger = await newLedger();
    const savings = await savingsOf(ledger);
    // Dated long ago, so today's balances hold it and no demo month shows it.
    const id = await addTransfer(ledger, {
      toAccountId: savings.id,
      description: `Aplicação ${ledger.suffix}`,
      amountCents: 30_000,
      date: `${YEAR_LONG_AGO}-03-10`,
    });
    await signInAdministrator(page);
    await page.goto(`${eleve}/financeiro`);
    await expect(balanceOn(page, ledger.account.name)).toContainText(brl("700,00"));
    await expect(balanceOn(page, savings.name)).toContainText(brl("300,00"));

    await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR_LONG_AGO}-03`);
    await waitForLayout(page);
    await page.getByRole("link", { name: "Editar", exact: true }).click();
    const edit = page.getByRole("form", { name: "Editar transferência" });
    await expect(edit.getByLabel("Conta de origem")).toHaveValue(ledger.account.id);
    await expect(edit.getByLabel("Conta de destino")).toHaveValue(savings.id);
    await expect(edit.getByLabel("Valor", { exact: true })).toHaveValue("300,00");
    await expect(edit.getByLabel("Data", { exact: true })).toHaveValue(`${YEAR_LONG_AGO}-03-10`);
    await edit.getByLabel("Valor", { exact: true }).fill("1.234,56");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alterações salvas." })).toBeVisible();
    await expect(amountOf(page, "Valor")).toHaveText(brl("1.234,56"));
    await expect(entryCard(page).locator("[data-status]")).toHaveText("Pago");
    const history = page.getByRole("region", { name: "Histórico" });
    await expect(history).toContainText("alterou valor");
    await expect(history.getByRole("listitem").first()).toContainText(`deu baixa de ${brl("1.234,56")}`);

    await page.goto(`${eleve}/financeiro`);
    await expect(balanceOn(page, ledger.account.name)).toContainText(`-${brl("234,56")}`);
    await expect(balanceOn(page, savings.name)).toContainText(brl("1.234,56"));
  },
);

test(
  "an edit based on an old version is refused with the conflict message and changes nothing",
  { tag: "@sql" },
  async ({ browser }) => {
    const ledger = await newLedger();
    const id = await addEntry(ledger, {
      kind: "despesa",
      description: `Internet ${ledger.suffix}`,
      amountCents: 12_990,
      dueDate: `${YEAR}-05-10`,
    });
    const context = await browser.newContext();
    const first = await context.newPage();
    await signInAdministrator(first);
    const editUrl = `${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-05&editar=1`;
    await first.goto(editUrl);
    const second = await context.newPage();
    await second.goto(editUrl);

    await second.getByLabel("Descrição", { exact: true }).fill(`Internet fibra ${ledger.suffix}`);
    await second.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(second.getByRole("status").filter({ hasText: "Alterações salvas." })).toBeVisible();

    await first.getByLabel("Valor", { exact: true }).fill("200,00");
    await first.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(first.getByRole("alert")).toHaveText(
      "Este lançamento foi alterado por outra pessoa. Recarregue para ver a versão atual.",
    );
    const entry = await readEntry(ledger, id);
    expect(entry).toMatchObject({ description: `Internet fibra ${ledger.suffix}`, amountCents: 12_990 });
    await context.close();
  },
);

test("comprovantes: a PDF uploads and downloads, a renamed text file is refused, another organization's is not found", async ({
  page,
}) => {
  const ledger = await newLedger();
  const id = await addEntry(ledger, {
    kind: "despesa",
    description: `Contador ${ledger.suffix}`,
    amountCents: 45_000,
    dueDate: `${YEAR}-06-05`,
  });
  const foreign = await newLedger("labfeelings");
  const foreignId = await addEntry(foreign, {
    kind: "despesa",
    description: "Segredo",
    amountCents: 1_000,
    dueDate: `${YEAR}-06-05`,
  });
  const foreignReceipt = await addReceipt(foreign.scope, foreignId, { name: "segredo.pdf", bytes: PDF });
  if (foreignReceipt?.status !== "added") throw new Error("the other organization's comprovante was not stored");

  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-06`);
  const receipts = page.getByRole("region", { name: "Comprovantes" });
  await expect(receipts.getByText("Nenhum comprovante anexado.")).toBeVisible();

  await receipts
    .getByLabel("Anexar comprovante")
    .setInputFiles({ name: "recibo.pdf", mimeType: "application/pdf", buffer: Buffer.from("só texto, não é PDF\n") });
  await receipts.getByRole("button", { name: "Enviar comprovante" }).click();
  await expect(receipts.getByRole("alert")).toHaveText("Envie o comprovante em PDF ou como imagem JPEG, PNG ou WebP.");
  await expect(receipts.getByText("Nenhum comprovante anexado.")).toBeVisible();

  await receipts
    .getByLabel("Anexar comprovante")
    .setInputFiles({ name: "nota fiscal março.pdf", mimeType: "application/pdf", buffer: PDF });
  await receipts.getByRole("button", { name: "Enviar comprovante" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Comprovante anexado." })).toBeVisible();
  const link = receipts.getByRole("link", { name: "nota fiscal março.pdf", exact: true });
  await expect(link).toBeVisible();
  const href = `${eleve}${await link.getAttribute("href")}`;

  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("nota fiscal março.pdf");
  const answer = await hostRequest(page, href);
  expect(answer.status).toBe(200);
  expect(answer.headers["content-type"]).toBe("application/pdf");
  expect(answer.headers["content-disposition"]).toMatch(/^attachment;/);
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.body).toEqual(PDF);
  await expect(page.getByRole("region", { name: "Histórico" })).toContainText("anexou o comprovante nota fiscal março.pdf");

  // Another organization's entry and comprovante, and ids that are not ids: not found, inside the shell.
  const other = await hostRequest(
    page,
    `${eleve}/financeiro/lancamentos/${foreignId}/comprovantes/${foreignReceipt.attachment.id}`,
  );
  expect(other.status).toBe(404);
  expect(other.body.toString()).not.toContain("%PDF");
  const mixed = await hostRequest(page, `${eleve}/financeiro/lancamentos/${id}/comprovantes/${foreignReceipt.attachment.id}`);
  expect(mixed.status).toBe(404);
  for (const path of [
    `/financeiro/lancamentos/${foreignId}`,
    "/financeiro/lancamentos/nao-e-um-id",
    `/financeiro/lancamentos/${id}/comprovantes/x`,
  ]) {
    const response = await page.goto(`${eleve}${path}`);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto(`${eleve}/financeiro/lancamentos/${foreignId}`);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeVisible();
  await expect(page.getByText("Segredo")).toHaveCount(0);

  // Removing asks first.
  await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-06`);
  await receipts.getByRole("link", { name: "Remover o comprovante nota fiscal março.pdf" }).click();
  await page.getByRole("button", { name: "Remover comprovante" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Comprovante removido." })).toBeVisible();
  await expect(receipts.getByText("Nenhum comprovante anexado.")).toBeVisible();
  expect((await hostRequest(page, href)).status).toBe(404);
});

test("comprovantes: the browser asks for a file with content before sending; a refusal's message goes once one is attached", async ({
  page,
}) => {
  const ledger = await newLedger();
  const id = await addEntry(ledger, {
    kind: "despesa",
    description: `Gráfica ${ledger.suffix}`,
    amountCents: 9_000,
    dueDate: `${YEAR}-07-05`,
  });
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-07`);
  const receipts = page.getByRole("region", { name: "Comprovantes" });
  const send = () => receipts.getByRole("button", { name: "Enviar comprovante" }).click();
  await expect(receipts.locator("form")).toHaveAttribute("novalidate", "");
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  await send();
  await expect(receipts.getByText("Escolha o arquivo do comprovante.")).toBeVisible();
  await receipts
    .getByLabel("Anexar comprovante")
    .setInputFiles({ name: "vazio.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) });
  await send();
  await expect(receipts.getByText("Escolha o arquivo do comprovante.")).toBeVisible();
  expect(posts).toEqual([]);

  await receipts
    .getByLabel("Anexar comprovante")
    .setInputFiles({ name: "recibo.pdf", mimeType: "application/pdf", buffer: Buffer.from("texto\n") });
  await send();
  await expect(receipts.getByRole("alert")).toHaveText("Envie o comprovante em PDF ou como imagem JPEG, PNG ou WebP.");
  await receipts.getByLabel("Anexar comprovante").setInputFiles({ name: "recibo.pdf", mimeType: "application/pdf", buffer: PDF });
  await send();
  await expect(page.getByRole("status").filter({ hasText: "Comprovante anexado." })).toBeVisible();
  await expect(receipts.getByRole("link", { name: "recibo.pdf", exact: true })).toBeVisible();
  await expect(receipts.getByRole("alert")).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the create form: field messages in pt-BR, then a receita saved once even when the form is sent twice",
    { tag: "@sql" },
    async ({ page }) => {
      const ledger = await newLedger();
      const description = `Consultoria ${ledger.suffix}`;
      await signInAdministrator(page);
      await page.goto(`${eleve}/financeiro/recebimentos/novo`);
      await expect(page.getByRole("heading", { name: "Novo recebimento", level: 1 })).toBeVisible();
      // Every repetition field is on the page: the choice is the radio button's.
      await expect(page.getByLabel("Em quantas parcelas")).toBeVisible();
      await expect(page.getByLabel("Frequência")).toBeVisible();

      await page.getByLabel("Valor", { exact: true }).fill("12,345");
      await page.getByRole("button", { name: "Salvar lançamento" }).click();
      await expect(page.getByText("Informe a descrição.")).toBeVisible();
      await expect(page.getByText("Informe um valor válido, como 1.234,56.")).toBeVisible();
      await expect(page.getByText("Escolha a categoria.")).toBeVisible();

      await fillEntry(page, ledger, { description, amount: "1.234,56", dueDate: `${YEAR}-07-10`, kind: "receita" });
      const key = await page.locator('form#novo-receita input[name="idempotencyKey"]').inputValue();
      const form = Object.fromEntries(
        await page
          .locator("form#novo-receita :is(input, select, textarea)")
          .evaluateAll((controls) =>
            controls
              .filter((control) => !(control instanceof HTMLInputElement && control.type === "radio" && !control.checked))
              .map((control) => [(control as HTMLInputElement).name, (control as HTMLInputElement).value]),
          ),
      );
      expect(form.idempotencyKey).toBe(key);
      await page.getByRole("button", { name: "Salvar lançamento" }).click();
      await expect(page).toHaveURL(ENTRY_URL);
      const id = ENTRY_URL.exec(page.url())![1]!;
      await expect(entryCard(page).locator("[data-status]")).toHaveText("Em aberto");
      await expect(amountOf(page, "Valor")).toHaveText(brl("1.234,56"));

      // The same form sent again (a double click, a resubmission) answers with the same entry.
      const again = await hostRequest(page, `${eleve}/financeiro/recebimentos/novo`, form);
      expect(again.status).toBe(302);
      expect(again.location).toContain(`/financeiro/lancamentos/${id}?`);
      await page.goto(`${eleve}/financeiro/lancamentos?mes=${YEAR}-07&conta=${ledger.account.id}`);
      await expect(page.locator("table tbody tr").filter({ hasText: description })).toHaveCount(1);
    },
  );

  test("a transferência's edit: the same account twice refused in pt-BR, then the new date and amount saved on both legs", async ({
    page,
  }) => {
    const ledger = await newLedger();
    const savings = await savingsOf(ledger);
    const id = await addTransfer(ledger, {
      toAccountId: savings.id,
      description: `Resgate ${ledger.suffix}`,
      amountCents: 20_000,
      date: `${YEAR}-04-10`,
    });
    await signInAdministrator(page);
    await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-04&editar=1`);
    const edit = page.getByRole("form", { name: "Editar transferência" });
    await edit.getByLabel("Conta de destino").selectOption(ledger.account.id);
    await edit.getByLabel("Valor", { exact: true }).fill("250,00");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(edit.getByText("Escolha uma conta de destino diferente da de origem.")).toBeVisible();
    expect(await readEntry(ledger, id)).toMatchObject({ amountCents: 20_000, dueDate: `${YEAR}-04-10` });

    await edit.getByLabel("Conta de destino").selectOption(savings.id);
    await edit.getByLabel("Data", { exact: true }).fill(`${YEAR}-04-12`);
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alterações salvas." })).toBeVisible();
    await expect(amountOf(page, "Valor")).toHaveText(brl("250,00"));
    await expect(entryCard(page)).toContainText(`12/04/${YEAR}`);
    const leg = await readEntry(ledger, id);
    expect(leg).toMatchObject({ amountCents: 25_000, settledCents: 25_000, dueDate: `${YEAR}-04-12` });
    await page.goto(`${eleve}/financeiro/lancamentos?mes=${YEAR}-04&conta=${savings.id}`);
    const row = page.locator("table tbody tr").filter({ hasText: `Resgate ${ledger.suffix}` });
    await expect(row).toContainText(`12/04/${YEAR}`);
    await expect(row).toContainText(brl("250,00"));
  });

  test("the baixa in full, and a baixa above the open amount refused", async ({ page }) => {
    const ledger = await newLedger();
    const id = await addEntry(ledger, {
      kind: "receita",
      description: `Mensalidade ${ledger.suffix}`,
      amountCents: 50_000,
      dueDate: `${YEAR}-08-10`,
    });
    await signInAdministrator(page);
    await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-08`);
    const settle = page.getByRole("form", { name: "Dar baixa" });
    await settle.getByLabel("Valor da baixa").fill("600,00");
    await settle.getByRole("button", { name: "Receber e dar baixa" }).click();
    await expect(settle.getByText(`O valor é maior que o saldo em aberto deste lançamento (${brl("500,00")}).`)).toBeVisible();
    expect((await readEntry(ledger, id))?.settledCents).toBe(0);

    await settle.getByLabel("Valor da baixa").fill("500,00");
    await settle.getByRole("button", { name: "Receber e dar baixa" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Baixa registrada." })).toBeVisible();
    await expect(entryCard(page).locator("[data-status]")).toHaveText("Recebido");
    await expect(amountOf(page, "Em aberto")).toHaveText(brl("0,00"));
    await expect(page.getByRole("form", { name: "Dar baixa" })).toHaveCount(0);
  });
  test("cancel and delete, each asked first", async ({ page }) => {
    const ledger = await newLedger();
    const description = `Evento ${ledger.suffix}`;
    const id = await addEntry(ledger, { kind: "despesa", description, amountCents: 70_000, dueDate: `${YEAR}-11-20` });
    await signInAdministrator(page);
    const here = `${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-11&conta=${ledger.account.id}`;
    await page.goto(here);

    await page.getByRole("link", { name: "Cancelar lançamento" }).click();
    await expect(page.getByRole("heading", { name: "Cancelar este lançamento?" })).toBeVisible();
    await page.getByRole("link", { name: "Voltar", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Cancelar este lançamento?" })).toHaveCount(0);
    expect((await readEntry(ledger, id))?.cancelledAt).toBeNull();

    await page.getByRole("link", { name: "Cancelar lançamento" }).click();
    await page.getByRole("button", { name: "Cancelar lançamento" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Lançamento cancelado." })).toBeVisible();
    await expect(entryCard(page).locator("[data-status]")).toHaveText("Cancelado");
    await expect(page.getByRole("form", { name: "Dar baixa" })).toHaveCount(0);

    await page.getByRole("link", { name: "Excluir", exact: true }).click();
    await page.getByRole("button", { name: "Excluir lançamento" }).click();
    // Back on the list it was opened over, its filters kept.
    await expect(page).toHaveURL(
      new RegExp(`/financeiro/lancamentos\\?mes=${YEAR}-11&conta=${ledger.account.id}&feito=excluir&quantos=1$`),
    );
    await expect(page.getByRole("status").filter({ hasText: "1 lançamento excluído." })).toBeVisible();
    await expect(page.locator("table tbody tr").filter({ hasText: description })).toHaveCount(0);
    expect(await readEntry(ledger, id)).toBeNull();
    const gone = await page.goto(here);
    expect(gone?.status()).toBe(404);
  });

  test("an entry with a baixa is not deleted until the estorno; then it is", async ({ page }) => {
    const ledger = await newLedger();
    const description = `Fornecedor pago ${ledger.suffix}`;
    const id = await addEntry(ledger, { kind: "despesa", description, amountCents: 30_000, dueDate: `${YEAR}-10-05` });
    await settle(ledger, [id], "2026-11-02");
    const before = await readEntry(ledger, id);
    await signInAdministrator(page);
    await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-10`);
    await expect(page.getByRole("navigation", { name: "Ações do lançamento" })).toContainText(
      "Para excluir, estorne as baixas primeiro.",
    );
    await expect(page.getByRole("link", { name: "Excluir", exact: true })).toHaveCount(0);

    // Asked for all the same (an old link), the deletion is refused and changes nothing.
    await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-10&confirmar=excluir`);
    await page.getByRole("button", { name: "Excluir lançamento" }).click();
    await expect(page.getByRole("alert")).toContainText("Este lançamento tem baixas: estorne-as antes de excluir.");
    expect(await readEntry(ledger, id)).toEqual(before);

    await page.goto(`${eleve}/financeiro/lancamentos/${id}?mes=${YEAR}-10`);
    await page
      .getByRole("region", { name: "Baixas" })
      .getByRole("link", { name: /^Estornar/ })
      .click();
    await page.getByRole("button", { name: "Estornar baixa" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Baixa estornada." })).toBeVisible();
    await page.getByRole("link", { name: "Excluir", exact: true }).click();
    await page.getByRole("button", { name: "Excluir lançamento" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 lançamento excluído." })).toBeVisible();
    expect(await readEntry(ledger, id)).toBeNull();
  });
});

test("a Usuario is sent to the CRM from every entry page and action, and nothing changes", async ({ page }) => {
  const ledger = await newLedger();
  const id = await addEntry(ledger, {
    kind: "despesa",
    description: `Limpeza ${ledger.suffix}`,
    amountCents: 8_000,
    dueDate: `${YEAR}-09-10`,
  });
  const stored = await addReceipt(ledger.scope, id, { name: "limpeza.pdf", bytes: PDF });
  if (stored?.status !== "added") throw new Error("the comprovante was not stored");
  const entry = await readEntry(ledger, id);

  await signInAs(page, eleve, "usuario-eleve");
  const entryPath = `/financeiro/lancamentos/${id}`;
  await expectSentToCrm(page, eleve, [
    "/financeiro/lancamentos/novo",
    "/financeiro/recebimentos/novo",
    "/financeiro/pagamentos/novo?tipo=transferencia",
    entryPath,
    `${entryPath}/comprovantes/${stored.attachment.id}`,
    ["/financeiro/lancamentos/novo", { kind: "despesa", description: "Invasão", amount: "1,00", dueDate: `${YEAR}-09-10` }],
    [entryPath, { intent: "baixa", settledOn: `${YEAR}-09-10`, amount: "80,00", accountId: ledger.account.id }],
    [
      entryPath,
      { intent: "editar", description: "Invasão", amount: "1,00", dueDate: `${YEAR}-09-10`, version: String(entry!.version) },
    ],
    [entryPath, { intent: "cancelar", version: String(entry!.version) }],
    [entryPath, { intent: "excluir" }],
    [entryPath, { intent: "remover-comprovante", attachmentId: stored.attachment.id }],
  ]);
  const after = await readEntry(ledger, id);
  expect(after).toMatchObject({ description: entry!.description, settledCents: 0, version: entry!.version, cancelledAt: null });
  expect(after?.attachments.map((attachment) => attachment.id)).toEqual([stored.attachment.id]);
});
