/**
 * /financeiro/conciliacao as an Administrador of Eleve. Each test has an
 * account of its own (finance-helpers) and writes its statement lines
 * straight to the e2e server's database (tests/support/statement-lines),
 * as the statement import would, in a year ahead of the demo data (inside
 * the ledger's window, tests/support/ledger-years.ts):
 * accept a suggestion (the open entry becomes paid), create the missing
 * entry from a line, ignore a line, see the account reconciled and the
 * baixa marked on the entry; the same without JavaScript, with undo (the
 * baixa the accept made reversed); the empty state and the account
 * picker; another organization's account and line ids refused; a Usuario
 * sent away; axe finds nothing serious.
 */
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "~/config/format";
import { insertStatement } from "../support/statement-lines";
import { addContact, addEntry, newLedger, readEntry, type Ledger } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { hostRequest } from "./host-request";
import { waitForLayout } from "./layout-helpers";
import { yearAhead } from "../support/ledger-years";

const { db } = await import("~/db/db.server");

const eleve = origin("eleve");
const YEAR = yearAhead(2);

test.use({ viewport: { width: 1280, height: 900 } });

const pageOf = (ledger: Ledger) => `${eleve}/financeiro/conciliacao?conta=${ledger.account.id}`;
const notice = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });
const line = (page: Page, description: string) => page.getByRole("article", { name: description });

async function signInAdministrator(page: Page) {
  await signInAs(page, eleve, "admin-eleve");
}

test(
  "a boleto paid with juros reconciles with one Aceitar, the difference booked as juros",
  { tag: "@sql" },
  async ({ page }) => {
    const ledger = await newLedger();
    const boleto = await addEntry(ledger, {
      kind: "despesa",
      description: `Boleto ${ledger.suffix}`,
      amountCents: 350_577,
      dueDate: `${YEAR}-03-05`,
    });
    await insertStatement(ledger.scope, ledger.account.id, [
      { postedOn: `${YEAR}-03-09`, amountCents: -354_083, description: `PAGTO BOLETO ${ledger.suffix}` },
    ]);
    await signInAdministrator(page);
    await page.goto(pageOf(ledger));

    const boletoLine = line(page, `PAGTO BOLETO ${ledger.suffix}`);
    await expect(boletoLine.locator("[data-difference]")).toHaveText(
      `Diferença de ${formatMoney(3_506)} lançada como juros na baixa`,
    );
    await boletoLine.getByRole("button", { name: new RegExp(`^Aceitar Boleto ${ledger.suffix}`) }).click();
    await expect(notice(page, "Linha conciliada.")).toBeVisible();
    expect(await readEntry(ledger, boleto)).toMatchObject({ status: "pago", openCents: 0 });
    const [baixa] = await (
      await db()
    )
      .selectFrom("finance_settlements")
      .select(["amount_cents", "interest_cents"])
      .where("entry_id", "=", boleto)
      .execute();
    expect([Number(baixa?.amount_cents), Number(baixa?.interest_cents)]).toEqual([350_577, 3_506]);
  },
);

test("with the keyboard: Enter on Aceitar, and focus goes to the next line's Aceitar", async ({ page }) => {
  const ledger = await newLedger();
  for (const [day, name] of [
    ["03-02", "Primeira"],
    ["03-03", "Segunda"],
  ] as const) {
    await addEntry(ledger, {
      kind: "despesa",
      description: `${name} ${ledger.suffix}`,
      amountCents: 10_000,
      dueDate: `${YEAR}-${day}`,
    });
    await insertStatement(ledger.scope, ledger.account.id, [
      { postedOn: `${YEAR}-${day}`, amountCents: -10_000, description: `PAGTO ${name.toUpperCase()} ${ledger.suffix}` },
    ]);
  }
  await signInAdministrator(page);
  await page.goto(pageOf(ledger));
  await waitForLayout(page);
  const accept = (name: string) => page.getByRole("button", { name: new RegExp(`^Aceitar ${name} ${ledger.suffix}`) }).first();
  await accept("Primeira").focus();
  await page.keyboard.press("Enter");
  await expect(notice(page, "Linha conciliada.")).toBeVisible();
  await expect(accept("Segunda")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Tudo conciliado.")).toBeVisible();
});

test(
  "accept a suggestion, create an entry from a line, ignore one: the account is reconciled and the entry shows it",
  { tag: "@sql" },
  async ({ page }) => {
    const ledger = await newLedger();
    const contact = `Padaria ${ledger.suffix}`;
    await addContact(ledger, contact);
    const rent = await addEntry(ledger, {
      kind: "despesa",
      description: `Aluguel ${ledger.suffix}`,
      amountCents: 150_000,
      dueDate: `${YEAR}-03-10`,
    });
    const bank = 100_000 - 150_000 + 25_000 - 990;
    await insertStatement(
      ledger.scope,
      ledger.account.id,
      [
        { postedOn: `${YEAR}-03-11`, amountCents: -150_000, description: `PAGTO ALUGUEL ${ledger.suffix}` },
        { postedOn: `${YEAR}-03-12`, amountCents: 25_000, description: `PIX RECEBIDO ${ledger.suffix}` },
        { postedOn: `${YEAR}-03-13`, amountCents: -990, description: `TARIFA ${ledger.suffix}` },
      ],
      { cents: bank, on: `${YEAR}-03-13` },
    );
    await signInAdministrator(page);
    await page.goto(pageOf(ledger));

    await expect(page.getByRole("heading", { name: "Conciliação", level: 1 })).toBeVisible();
    const balances = page.getByRole("region", { name: "Saldos da conta" });
    await expect(balances).toContainText(formatMoney(bank));
    await expect(balances).toContainText(`em 13/03/${YEAR}, pelo último extrato`);
    await expect(balances).toContainText(formatMoney(100_000));
    await expect(balances).toContainText(formatMoney(bank - 100_000));
    await expect(balances).toContainText("3 linhas pendentes");
    await expect(page.getByRole("link", { name: "Importar extrato" })).toHaveAttribute(
      "href",
      `/financeiro/conciliacao/importar?conta=${ledger.account.id}`,
    );

    const rentLine = line(page, `PAGTO ALUGUEL ${ledger.suffix}`);
    await expect(rentLine.getByRole("link", { name: `Aluguel ${ledger.suffix}`, exact: true })).toBeVisible();
    await rentLine.getByRole("button", { name: new RegExp(`^Aceitar Aluguel ${ledger.suffix}`) }).click();
    await expect(notice(page, "Linha conciliada.")).toBeVisible();
    expect(await readEntry(ledger, rent)).toMatchObject({ status: "pago", openCents: 0 });

    const pixLine = line(page, `PIX RECEBIDO ${ledger.suffix}`);
    await expect(pixLine.getByText("Nenhum lançamento desta conta com o mesmo valor")).toBeVisible();
    await pixLine.getByRole("link", { name: /^Criar lançamento da linha PIX RECEBIDO/ }).click();
    const form = page.getByRole("form", { name: /Criar receita de/ });
    await expect(form.getByLabel("Descrição")).toHaveValue(`PIX RECEBIDO ${ledger.suffix}`);
    await form.getByRole("button", { name: "Criar e conciliar" }).click();
    await expect(form.getByText("Escolha a categoria.")).toBeVisible();
    await form.getByLabel("Categoria").selectOption({ label: ledger.income.name });
    await form.getByLabel("Contato (opcional)").selectOption({ label: contact });
    await form.getByRole("button", { name: "Criar e conciliar" }).click();
    await expect(notice(page, "Lançamento criado, baixado e conciliado com a linha.")).toBeVisible();

    await line(page, `TARIFA ${ledger.suffix}`)
      .getByRole("button", { name: /^Ignorar a linha TARIFA/ })
      .click();
    await expect(notice(page, "Linha ignorada.")).toBeVisible();
    await expect(page.getByText("Tudo conciliado.")).toBeVisible();
    await expect(balances).toContainText("0 linhas pendentes");
    // Every line is done, the ignored tarifa of 13/03 the last.
    await expect(balances).toContainText(`Conciliado até 13/03/${YEAR}`);

    await page.getByRole("link", { name: "Conciliadas (2)" }).click();
    await expect(page).toHaveURL(/situacao=conciliadas/);
    await line(page, `PAGTO ALUGUEL ${ledger.suffix}`)
      .getByRole("link", { name: `Aluguel ${ledger.suffix}`, exact: true })
      .click();
    const baixas = page.getByRole("region", { name: "Baixas" });
    await expect(baixas.getByText("Conciliado")).toBeVisible();
    await expect(baixas).toContainText(`com a linha do extrato de 11/03/${YEAR}: PAGTO ALUGUEL ${ledger.suffix}`);
  },
);

test("an account without statements: the empty state, the import link and the account picker", async ({ page }) => {
  const [first, second] = [await newLedger(), await newLedger()];
  await signInAdministrator(page);
  await page.goto(pageOf(first));
  await expect(page.getByText("Nenhum extrato importado nesta conta.")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Importar extrato" }).last()).toHaveAttribute(
    "href",
    `/financeiro/conciliacao/importar?conta=${first.account.id}`,
  );
  await page.getByLabel("Conta", { exact: true }).selectOption({ label: second.account.name });
  await page.getByRole("button", { name: "Ver conta" }).click();
  await expect(page).toHaveURL(new RegExp(`conta=${second.account.id}`));
  await expect(page.getByLabel("Conta", { exact: true })).toHaveValue(second.account.id);
  // From the menu (no account named): the address names the account shown.
  await page.goto(`${eleve}/financeiro/conciliacao`);
  await expect(page).toHaveURL(/\/financeiro\/conciliacao\?conta=[0-9a-f-]{36}$/);
});

test("another organization's account and lines: never shown, and its line ids refused by the page's actions", async ({
  page,
}) => {
  const [ours, theirs] = [await newLedger(), await newLedger("sereno")];
  const { lineIds: ourLines } = await insertStatement(ours.scope, ours.account.id, [
    { postedOn: `${YEAR}-07-01`, amountCents: -1_234, description: `NOSSA ${ours.suffix}` },
  ]);
  const { lineIds: theirLines } = await insertStatement(theirs.scope, theirs.account.id, [
    { postedOn: `${YEAR}-07-01`, amountCents: -1_234, description: `DELES ${theirs.suffix}` },
  ]);
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/conciliacao?conta=${theirs.account.id}`);
  await expect(page.getByText("A conta pedida não é uma conta ativa desta organização; mostrando outra.")).toBeVisible();
  await expect(page.getByText(`DELES ${theirs.suffix}`)).toHaveCount(0);

  await page.goto(pageOf(ours));
  const ourLine = line(page, `NOSSA ${ours.suffix}`);
  await ourLine
    .locator('input[name="lineId"]')
    .first()
    .evaluate((input, id) => ((input as HTMLInputElement).value = id), theirLines[0]!);
  await ourLine.getByRole("button", { name: /^Ignorar a linha/ }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Esta linha do extrato não existe nesta organização." })).toBeVisible();
  const statuses = await (
    await db()
  )
    .selectFrom("bank_statement_lines")
    .select("status")
    .where("id", "in", [ourLines[0]!, theirLines[0]!])
    .execute();
  expect(statuses.map((row) => row.status)).toEqual(["pendente", "pendente"]);
});

test("a Usuario is sent to the CRM from the page and its actions, and nothing changes", async ({ page }) => {
  const ledger = await newLedger();
  const { lineIds } = await insertStatement(ledger.scope, ledger.account.id, [
    { postedOn: `${YEAR}-08-01`, amountCents: -500, description: `IOF ${ledger.suffix}` },
  ]);
  await signInAs(page, eleve, "usuario-eleve");
  const path = `/financeiro/conciliacao?conta=${ledger.account.id}`;
  const answer = await hostRequest(page, `${eleve}${path}`);
  expect(answer).toMatchObject({ status: 302, location: "/crm/central-de-atendimento" });
  const forms: Array<Record<string, string>> = [
    { intent: "ignorar", lineId: lineIds[0]! },
    { intent: "criar", lineId: lineIds[0]!, description: "Invasão", categoryId: ledger.expense.id },
  ];
  for (const form of forms) {
    const posted = await hostRequest(page, `${eleve}${path}`, form);
    expect(posted, form.intent).toMatchObject({ status: 302, location: "/crm/central-de-atendimento" });
  }
  const row = await (
    await db()
  )
    .selectFrom("bank_statement_lines")
    .select("status")
    .where("id", "=", lineIds[0]!)
    .executeTakeFirst();
  expect(row?.status).toBe("pendente");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page renders, a suggestion is accepted by a plain form and the reconciliation undone", async ({ page }) => {
    const ledger = await newLedger();
    const sale = await addEntry(ledger, {
      kind: "receita",
      description: `Venda ${ledger.suffix}`,
      amountCents: 48_000,
      dueDate: `${YEAR}-05-02`,
    });
    await insertStatement(ledger.scope, ledger.account.id, [
      { postedOn: `${YEAR}-05-04`, amountCents: 48_000, description: `TED RECEBIDA ${ledger.suffix}` },
    ]);
    await signInAdministrator(page);
    await page.goto(pageOf(ledger));
    await expect(page.getByText("O extrato importado não informa o saldo.")).toBeVisible();
    await line(page, `TED RECEBIDA ${ledger.suffix}`)
      .getByRole("button", { name: new RegExp(`^Aceitar Venda ${ledger.suffix}`) })
      .click();
    await expect(notice(page, "Linha conciliada.")).toBeVisible();
    expect(await readEntry(ledger, sale)).toMatchObject({ status: "recebido" });

    await page.getByRole("link", { name: "Conciliadas (1)" }).click();
    await line(page, `TED RECEBIDA ${ledger.suffix}`)
      .getByRole("button", { name: /^Desfazer a conciliação/ })
      .click();
    await expect(notice(page, "as baixas feitas por ela foram estornadas")).toBeVisible();
    expect(await readEntry(ledger, sale)).toMatchObject({ openCents: 48_000 });
    await page.getByRole("link", { name: "Pendentes (1)" }).click();
    // The baixa the accept made is reversed: the sale is open again and offered again.
    await expect(line(page, `TED RECEBIDA ${ledger.suffix}`).getByText(`Em aberto, vence em 02/05/${YEAR}`)).toBeVisible();
  });
});
