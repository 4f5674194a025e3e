/**
 * A sale from proposta to receipt, as an Administrador of Eleve: a
 * proposta with a new customer is saved (PR number), approved (PV number)
 * and invoiced in 3 parcelas (30/60/90); its 3 receivables appear on the
 * sale, each linking to its lançamento, which links back to the sale; one
 * is received and the sale shows it; cancelling is then refused with the
 * reason. The lançamento says the sale generated it and offers no edit; an
 * invoicing is undone back to an approved pedido. The new sale form and
 * Faturar work without JavaScript; another organization's sale is not
 * found; the print view has the organization's name; axe finds nothing
 * serious. Each test makes its own account and
 * categories (finance-helpers.ts) and a uniquely named customer.
 */
import { expect, test, type Page } from "@playwright/test";
import { addDaysTo, monthOf, todayInSaoPaulo } from "~/config/calendar";
import { addContact, newLedger, settle, type Ledger } from "./finance-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";
import { yearAhead } from "../support/ledger-years";

const [{ createSale, getSale }, { invoiceSale }, { saleInput }] = await Promise.all([
  import("~/modules/sales/sales.server"),
  import("~/modules/sales/invoicing.server"),
  import("../support/sale-forms"),
]);

const eleve = origin("eleve");
/** The sale dates of the tests that pick one: ahead of the demo data, inside the ledger's window. */
const YEAR = yearAhead(3);
const SALE_URL = new RegExp(`^${eleve}/faturamento/vendas/([0-9a-f-]{36})\\?aviso=criada$`);

test.use({ viewport: { width: 1280, height: 900 } });

async function signInAdministrator(page: Page) {
  await signInAs(page, eleve, "admin-eleve");
}

/** Fills a new sale for a new customer: 3 × R$ 100,00 in 30/60/90, into the ledger's account and category. */
async function fillNewSale(page: Page, ledger: Ledger, customer: string) {
  await page.goto(`${eleve}/faturamento/vendas/nova`);
  await page.getByRole("radio", { name: "Novo cliente" }).check();
  await page.getByLabel("Nome do novo cliente").fill(customer);
  await page.getByLabel("Descrição").fill("Oficina de bem-estar");
  await page.getByLabel("Quantidade").fill("3");
  await page.getByLabel("Preço unitário").fill("100,00");
  await page.getByLabel("Condição", { exact: true }).selectOption("30_60_90");
  await page.getByLabel("Categoria dos recebimentos").selectOption({ label: ledger.income.name });
  await page.getByLabel("Conta dos recebimentos").selectOption({ label: ledger.account.name });
}

const saleArticle = (page: Page) => page.getByRole("article", { name: /^Venda / });

test(
  "a proposta with a new customer is approved, invoiced in 3 parcelas and one of them received",
  { tag: "@sql" },
  async ({ page }) => {
    const ledger = await newLedger();
    const customer = `Cliente E2E ${ledger.suffix}`;
    await signInAdministrator(page);
    await fillNewSale(page, ledger, customer);
    await page.getByRole("button", { name: "Salvar proposta" }).click();
    await expect(page).toHaveURL(SALE_URL);
    const saleId = SALE_URL.exec(page.url())![1]!;
    await expect(saleArticle(page).getByRole("heading", { name: /^Venda PR-\d{6}$/ })).toBeVisible();
    await expect(page.getByText("Venda salva.")).toBeVisible();

    // The edit form starts from what was saved; a 10 % discount on the item makes R$ 270,00.
    const edit = page.getByRole("region", { name: "Editar venda" });
    await expect(edit.getByLabel("Quantidade")).toHaveValue("3");
    await expect(edit.getByLabel("Preço unitário")).toHaveValue("100,00");
    await edit.getByLabel("Desconto do item", { exact: true }).fill("10");
    await edit.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("Alterações salvas.")).toBeVisible();
    await expect(saleArticle(page).locator("header")).toContainText("R$\u00a0270,00");

    await page.getByRole("button", { name: "Aprovar pedido" }).click();
    await expect(page.getByText("Pedido aprovado.")).toBeVisible();
    const heading = saleArticle(page).getByRole("heading", { name: /^Venda PV-\d{6}$/ });
    await expect(heading).toBeVisible();
    const code = (await heading.textContent())!.replace("Venda ", "");

    await page.getByRole("link", { name: "Faturar" }).click();
    await expect(page.getByRole("heading", { name: `Faturar a venda ${code}?` })).toBeFocused();
    await page.getByRole("button", { name: "Faturar", exact: true }).click();
    await expect(page.getByText("Venda faturada: os recebimentos foram lançados no financeiro.")).toBeVisible();
    const receivables = page.getByRole("region", { name: "Recebimentos" }).getByRole("row");
    await expect(receivables).toHaveCount(4);
    for (const parcela of ["1/3", "2/3", "3/3"])
      await expect(receivables.filter({ hasText: parcela })).toContainText("R$\u00a090,00");
    await expect(receivables.filter({ hasText: "A receber" })).toHaveCount(3);

    // The ledger lists each parcela in its due month, in the account the sale named.
    for (const [index, days] of [30, 60, 90].entries()) {
      await page.goto(
        `${eleve}/financeiro/lancamentos?mes=${monthOf(addDaysTo(todayInSaoPaulo(), days))}&conta=${ledger.account.id}`,
      );
      await expect(page.getByRole("link", { name: `${code} - parcela ${index + 1}/3 - ${customer}` })).toBeVisible();
    }
    await page.goto(`${eleve}/faturamento/vendas/${saleId}`);
    const [first] = await page
      .locator('a[href^="/financeiro/lancamentos/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    await page.goto(`${eleve}${first}`);
    await expect(page.getByRole("heading", { name: `${code} - parcela 1/3 - ${customer}` })).toBeVisible();
    await page.getByRole("link", { name: `Venda ${code}` }).click();
    await expect(page).toHaveURL(`${eleve}/faturamento/vendas/${saleId}`);

    await settle(ledger, [first!.split("/").pop()!], todayInSaoPaulo());
    await page.reload();
    await expect(receivables.filter({ has: page.locator('[data-status="recebido"]') })).toHaveCount(1);
    await expect(receivables.filter({ has: page.locator('[data-status="em_aberto"]') })).toHaveCount(2);

    await page.getByRole("link", { name: "Cancelar venda" }).click();
    await page.getByRole("button", { name: "Cancelar venda" }).click();
    await expect(page.getByText("Esta venda tem recebimentos baixados. Estorne as baixas antes de cancelá-la.")).toBeVisible();

    await page.goto(`${eleve}/faturamento/vendas/${saleId}/imprimir`);
    const sheet = page.locator("[data-print-sheet]");
    // The company's name: Eleve's, or the nome fantasia charges.spec gives it in the same database.
    await expect(sheet.getByText(/^Eleve( Consultoria)?$/)).toBeVisible();
    await expect(sheet.getByRole("heading", { name: `Pedido de venda ${code}` })).toBeVisible();
    await expect(sheet.getByText(customer)).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".layout-sidebar")).toBeHidden();
    await expect(page.locator(".layout-topbar")).toBeHidden();
    await expect(sheet.getByRole("button", { name: "Imprimir ou salvar em PDF" })).toBeHidden();
    await expect(sheet.getByText(customer)).toBeVisible();
  },
);

test("another organization's sale, and an id that is not one, answer not found", async ({ page }) => {
  const other = await newLedger("labfeelings");
  const created = await createSale(
    other.scope,
    saleInput(
      { contact: await addContact(other, `Cliente alheio ${other.suffix}`) },
      {
        items: [{ productId: null, description: "Alheio", unit: "un", quantityMilli: 1000, unitPriceCents: 100, discount: null }],
        saleDate: `${YEAR}-01-10`,
      },
    ),
  );
  if (created.status !== "created") throw new Error("sale refused");
  await signInAdministrator(page);
  for (const id of [created.saleId, "00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
    const response = await page.goto(`${eleve}/faturamento/vendas/${id}`);
    expect(response?.status()).toBe(404);
  }
});

test("Faturar checks its date in the browser before sending", async ({ page }) => {
  const ledger = await newLedger();
  const created = await createSale(
    ledger.scope,
    saleInput(
      { contact: await addContact(ledger, `Cliente data ${ledger.suffix}`) },
      {
        saveAs: "pedido",
        items: [
          { productId: null, description: "Sessão", unit: "un", quantityMilli: 1000, unitPriceCents: 10_000, discount: null },
        ],
        saleDate: `${YEAR}-01-10`,
        categoryId: ledger.income.id,
        accountId: ledger.account.id,
      },
    ),
  );
  if (created.status !== "created") throw new Error("sale refused");
  await signInAdministrator(page);
  await page.goto(`${eleve}/faturamento/vendas/${created.saleId}?confirmar=faturar`);
  await waitForLayout(page);
  const date = page.getByLabel("Data de faturamento");
  await date.fill("");
  await page.getByRole("button", { name: "Faturar", exact: true }).click();
  await expect(date).toHaveAccessibleDescription("Informe uma data de faturamento válida (dd/mm/aaaa).");
  await expect(page.getByRole("region", { name: "Recebimentos" })).toHaveCount(0);

  await date.fill(`${YEAR}-02-01`);
  await expect(date).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Faturar", exact: true }).click();
  await expect(page.getByText("Venda faturada: os recebimentos foram lançados no financeiro.")).toBeVisible();

  await page.getByRole("link", { name: "Desfazer faturamento" }).click();
  await page.getByRole("button", { name: "Desfazer faturamento" }).click();
  await expect(page.getByText("Faturamento desfeito: os recebimentos foram cancelados no financeiro.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Recebimentos" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Faturar" })).toBeVisible();
});

test("an invoiced sale's parcela says the sale generated it, links to it and offers no edit", async ({ page }) => {
  const ledger = await newLedger();
  const created = await createSale(
    ledger.scope,
    saleInput(
      { contact: await addContact(ledger, `Cliente dono ${ledger.suffix}`) },
      { saveAs: "pedido", saleDate: `${YEAR}-01-10`, categoryId: ledger.income.id, accountId: ledger.account.id },
    ),
  );
  if (created.status !== "created") throw new Error("sale refused");
  const invoiced = await invoiceSale(ledger.scope, created.saleId, `${YEAR}-01-10`);
  if (invoiced?.status !== "invoiced") throw new Error("invoice refused");
  const { code, receivables } = (await getSale(ledger.scope, created.saleId))!;
  await signInAdministrator(page);
  await page.goto(`${eleve}/financeiro/lancamentos/${receivables[0]!.entryId}`);
  await expect(page.getByText(`Gerado pela venda ${code}`)).toBeVisible();
  for (const action of ["Editar", "Cancelar lançamento", "Excluir"])
    await expect(page.getByRole("link", { name: action, exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Receber e dar baixa" })).toBeVisible();
  await page.getByRole("link", { name: `venda ${code}`, exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/faturamento/vendas/${created.saleId}`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("items are added and removed, a sale is saved as a pedido, refused fields keep their messages, and it is invoiced", async ({
    page,
  }) => {
    const ledger = await newLedger();
    const customer = `Cliente sem JS ${uniqueSuffix()}`;
    await signInAdministrator(page);
    await fillNewSale(page, ledger, customer);
    await page.getByRole("button", { name: "Adicionar item" }).click();
    await expect(page.getByRole("group", { name: "Item 2" })).toBeVisible();
    await expect(page.getByLabel("Nome do novo cliente")).toHaveValue(customer);
    await page.getByRole("button", { name: "Remover item 2" }).click();
    await expect(page.getByRole("group", { name: "Item 2" })).toHaveCount(0);
    await page.getByLabel("Quantidade").fill("2,5555");
    await page.getByRole("button", { name: "Salvar como pedido" }).click();
    await expect(page.getByText("Informe uma quantidade válida, como 1 ou 2,5.")).toBeVisible();
    await page.getByLabel("Quantidade").fill("2,5");
    await page.getByRole("button", { name: "Salvar como pedido" }).click();
    await expect(page).toHaveURL(SALE_URL);
    await expect(saleArticle(page).getByRole("heading", { name: /^Venda PV-\d{6}$/ })).toBeVisible();
    await page.getByRole("link", { name: "Faturar" }).click();
    await page.getByRole("button", { name: "Faturar", exact: true }).click();
    await expect(page.getByText("Venda faturada: os recebimentos foram lançados no financeiro.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Recebimentos" }).getByRole("row")).toHaveCount(4);
  });
});
