/**
 * Pix charges beyond one receivable (docs/decisions/0038): "Enviar cobrança" for the marked lançamentos, with what it
 * left out and why; the charges of an invoiced sale's parcelas on its page, whose public page offers the sale's pedido
 * to print (only through the charge's token, on its organization's address); the open charges beside a contato's
 * atendimento, for the Administrador only.
 */
import { expect, test } from "@playwright/test";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { addEntry, newLedger, settle } from "./finance-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";
import { chargeLinks, cliente, eleveCharging, outboxOf } from "./charges-helpers";
import { db } from "./database";
import { deskTickets } from "./crm-list-helpers";
import { YEAR_LONG_AGO, yearAhead } from "../support/ledger-years";

const [charges, sales, invoicing, { saleInput }] = await Promise.all([
  import("~/modules/charges/charges.server"),
  import("~/modules/sales/sales.server"),
  import("~/modules/sales/invoicing.server"),
  import("../support/sale-forms"),
]);

const eleve = origin("eleve");

test.beforeAll(eleveCharging);

test(
  "Enviar cobrança for the marked lançamentos sends the new ones and says how many were left out and why",
  { tag: "@sql" },
  async ({ page }) => {
    const ledger = await newLedger("eleve");
    const email = (who: string) => `${who}-${ledger.suffix}@example.com`;
    const ana = await cliente(ledger.scope, `Ana ${ledger.suffix}`, email("ana"));
    const bia = await cliente(ledger.scope, `Bia ${ledger.suffix}`, email("bia"));
    const semEmail = await cliente(ledger.scope, `Caio ${ledger.suffix}`, null);
    const month = `${yearAhead(2)}-05`;
    const receita = (description: string, contactId: string) =>
      addEntry(ledger, { kind: "receita", description, amountCents: 50_000, dueDate: `${month}-15`, contactId });
    await receita("Mensalidade Ana", ana);
    const charged = await receita("Mensalidade Bia", bia);
    await receita("Mensalidade Caio", semEmail);
    const paid = await receita("Mensalidade paga", ana);
    expect(await settle(ledger, [paid], todayInSaoPaulo())).toBe(1);
    expect((await charges.sendCharges(ledger.scope, [charged])).sent).toBe(1);

    await signInAs(page, eleve, "admin-eleve");
    await page.goto(`${eleve}/financeiro/lancamentos?mes=${month}&conta=${ledger.account.id}&tipo=receita`);
    for (const description of ["Mensalidade Ana", "Mensalidade Bia", "Mensalidade Caio", "Mensalidade paga"])
      await page.getByLabel(`Selecionar ${description}`).check();
    await page.getByRole("button", { name: "Enviar cobrança dos selecionados" }).click();
    await expect(
      page.getByText(
        "1 cobrança enviada por e-mail. 3 ficaram de fora: 1 sem e-mail no contato, 1 já com cobrança enviada, 1 já quitado.",
      ),
    ).toBeVisible();
    // The list stays as it was filtered.
    await expect(page).toHaveURL(new RegExp(`mes=${month}&conta=${ledger.account.id}&tipo=receita`));
    await chargeLinks(page, email("ana"), 1);
    expect(await outboxOf(page, email("bia"))).toHaveLength(1);

    // With nothing marked, nothing is posted.
    await page.getByRole("button", { name: "Enviar cobrança dos selecionados" }).click();
    await expect(page.getByText("Marque pelo menos um lançamento.")).toBeVisible();
  },
);

test("Recebimentos sends a receivable's charge from its row, copies its link and sends it again; cancelled, the link answers 404", async ({
  page,
}) => {
  const ledger = await newLedger("eleve");
  const email = (who: string) => `${who}-${ledger.suffix}@example.com`;
  const receita = async (who: string, day: string) =>
    addEntry(ledger, {
      kind: "receita",
      description: `Mensalidade ${who} ${ledger.suffix}`,
      amountCents: 12_345,
      dueDate: `${YEAR_LONG_AGO}-01-${day}`,
      contactId: await cliente(ledger.scope, `${who} ${ledger.suffix}`, email(who.toLowerCase())),
    });
  const dora = await receita("Dora", "02");
  const row = (who: string) => page.getByRole("row").filter({ hasText: `Mensalidade ${who} ${ledger.suffix}` });

  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/financeiro/recebimentos?aba=vencidos`);
  await row("Dora")
    .getByRole("button", { name: `Enviar cobrança da Mensalidade Dora ${ledger.suffix}` })
    .click();
  await expect(page.getByText("Cobrança enviada por e-mail.")).toBeVisible();
  await expect(page).toHaveURL(/aba=vencidos/);
  const [link] = await chargeLinks(page, email("dora"), 1);
  await expect(row("Dora").getByRole("button", { name: /^Enviar cobrança/ })).toHaveCount(0);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await row("Dora")
    .getByRole("button", { name: `Copiar link da Mensalidade Dora ${ledger.suffix}` })
    .click();
  await expect(row("Dora").getByRole("button", { name: /^Link copiado/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await row("Dora")
    .getByRole("button", { name: `Reenviar da Mensalidade Dora ${ledger.suffix}` })
    .click();
  await expect(page.getByText("Cobrança enviada por e-mail.")).toBeVisible();
  await chargeLinks(page, email("dora"), 2);

  // Cancelled, its link has expired: the customer's page answers 404 as for a guessed token.
  expect(await charges.cancelCharge(ledger.scope, dora)).toBe(true);
  const expired = await page.goto(link!);
  expect(expired?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Cobrança não encontrada" })).toBeVisible();
});

test(
  "an invoiced sale's page sends the charges of its parcelas; the customer's page offers the pedido, and nothing else",
  { tag: "@sql" },
  async ({ page, browser }) => {
    const ledger = await newLedger("eleve");
    const email = `compras-${ledger.suffix}@example.com`;
    const contactId = await cliente(ledger.scope, `Mercado ${ledger.suffix}`, email);
    const today = todayInSaoPaulo();
    const created = await sales.createSale(
      ledger.scope,
      saleInput(
        { contact: contactId },
        {
          saveAs: "pedido",
          terms: { kind: "30_60_90", installmentCount: 3, intervalDays: 30 },
          accountId: ledger.account.id,
          categoryId: ledger.income.id,
          saleDate: today,
        },
      ),
    );
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    expect((await invoicing.invoiceSale(ledger.scope, created.saleId, today))?.status).toBe("invoiced");
    const sale = (await sales.getSale(ledger.scope, created.saleId))!;
    const code = sale.code;

    await signInAs(page, eleve, "admin-eleve");
    await page.goto(`${eleve}/faturamento/vendas/${created.saleId}`);
    const section = page.getByRole("region", { name: "Cobrança Pix" });
    await section.getByRole("button", { name: "Enviar cobrança das 3 parcelas em aberto" }).click();
    await expect(page.getByRole("status").filter({ hasText: "3 cobranças enviadas por e-mail." })).toBeVisible();
    await expect(section.getByText("Cobrança Pix aberta.")).toHaveCount(3);
    const links = await chargeLinks(page, email, 3);
    const first = await section.getByLabel("Link da cobrança da parcela 1/3").inputValue();
    expect(links).toContain(first);
    await section.getByRole("button", { name: "Reenviar da parcela 2/3" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cobrança enviada por e-mail." })).toBeVisible();
    await chargeLinks(page, email, 4);
    await expect(section.getByText(`Parcela 1/3 · ${formatDate(sale.receivables[0]!.dueDate)}`)).toBeVisible();

    const customer = await browser.newContext({ javaScriptEnabled: false });
    try {
      const charge = await customer.newPage();
      await charge.goto(first);
      const pedido = charge.getByRole("link", { name: `Ver o pedido ${code} (imprimir ou salvar em PDF)` });
      await expect(pedido).toBeVisible();
      // The page's only link is the pedido's, through the same token.
      for (const link of await charge.locator('a:not([href^="#"])').all())
        expect(await link.getAttribute("href")).toMatch(/^\/cobranca\/[A-Za-z0-9_-]{43}\/venda\?organization=eleve$/);
      await pedido.click();
      await expect(charge.getByRole("heading", { name: `Pedido de venda ${code}` })).toBeVisible();
      await expect(charge.getByText("CNPJ 11.222.333/0001-81")).toBeVisible();
      await expect(charge.getByRole("region", { name: "Cliente" })).toContainText(`Mercado ${ledger.suffix}`);
      await expect(charge.locator('a:not([href^="#"])')).toHaveCount(0);
      // What the customer's browser gets, the data for the page included, holds no bookkeeping of the back office.
      const html = await charge.content();
      for (const internal of [ledger.account.name, ledger.income.name, created.saleId, sale.receivables[0]!.entryId])
        expect(html, internal).not.toContain(internal);

      const document = new URL(charge.url());
      for (const other of [
        `${origin()}${document.pathname}?organization=manager`,
        `${origin()}/cobranca/${"A".repeat(43)}/venda?organization=eleve`,
      ]) {
        expect((await charge.goto(other))?.status(), other).toBe(404);
        await expect(charge.getByRole("heading", { name: "Cobrança não encontrada" })).toBeVisible();
      }
    } finally {
      await customer.close();
    }
  },
);

test("an atendimento shows the contato's open charges to an Administrador, and none to a Usuario", async ({ page }) => {
  const suffix = uniqueSuffix();
  const [ticket] = await deskTickets(suffix, [{ subject: "Dúvida sobre a fatura" }]);
  const contact = await (
    await db()
  )
    .selectFrom("contacts")
    .select("id")
    .where("email", "=", `cliente-${suffix}@example.com`)
    .executeTakeFirstOrThrow();
  const ledger = await newLedger("eleve");
  const dueDate = `${yearAhead(2)}-06-20`;
  const entryId = await addEntry(ledger, {
    kind: "receita",
    description: `Plano anual ${suffix}`,
    amountCents: 123_456,
    dueDate,
    contactId: contact.id,
  });
  await addEntry(ledger, {
    kind: "receita",
    description: `Sem cobrança ${suffix}`,
    amountCents: 100,
    dueDate,
    contactId: contact.id,
  });
  expect((await charges.sendCharges(ledger.scope, [entryId])).sent).toBe(1);
  const path = `${eleve}/crm/central-de-atendimento/${ticket!.id}`;

  await signInAs(page, eleve, "admin-eleve");
  await page.goto(path);
  const side = page.getByRole("complementary", { name: "Detalhes do atendimento" });
  await expect(side.getByRole("heading", { name: "Cobranças em aberto" })).toBeVisible();
  await expect(side.getByRole("link", { name: `Plano anual ${suffix}` })).toHaveAttribute(
    "href",
    `/financeiro/lancamentos/${entryId}`,
  );
  await expect(side.getByText(`R$\u00a01.234,56 · vence ${formatDate(dueDate)} (em aberto)`)).toBeVisible();
  await expect(side.getByText(`Sem cobrança ${suffix}`)).toHaveCount(0);

  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(path);
  await expect(page.getByRole("complementary", { name: "Detalhes do atendimento" })).toBeVisible();
  await expect(page.getByText("Cobranças em aberto")).toHaveCount(0);
  await expect(page.getByText(`Plano anual ${suffix}`)).toHaveCount(0);
});
