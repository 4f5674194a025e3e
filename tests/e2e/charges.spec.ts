/**
 * A Pix charge end to end (docs/decisions/0038): admin-eleve fills in the company and a Pix key at Financeiro ›
 * Cobrança (a wrong CNPJ is refused first), sends the charge of a receivable of R$ 1.234,56 from its page; the
 * e-mail on /dev/outbox links to the public page, which opens signed out and without JavaScript, has no link into
 * the app (the skip link aside), and whose copia e cola reads back (its CRC checked) to the key, the amount and the txid; a baixa makes it
 * say "Pago em"; a guessed token and the link on another organization's address answer 404.
 */
import { expect, test, type Page } from "@playwright/test";
import { todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { addEntry, newLedger, settle } from "./finance-helpers";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import { chargeLinks } from "./charges-helpers";
import { scopeOf } from "./database";
import { yearAhead } from "../support/ledger-years";

const { readBrCode } = await import("~/modules/charges/brcode.server");
const { createContact } = await import("~/modules/contacts/contacts.server");

const eleve = origin("eleve");

/** The charge link e-mailed to `address`, read from /dev/outbox once it arrived. */
const chargeLink = async (page: Page, address: string) => (await chargeLinks(page, address))[0]!;

test(
  "an administrator sends a Pix charge; the customer's page carries the right BR Code and says Pago em after the baixa",
  { tag: "@sql" },
  async ({ page, browser }) => {
    await signInAs(page, eleve, "admin-eleve");
    await page.goto(`${eleve}/financeiro/cobranca`);
    const company = page.getByRole("region", { name: "Dados da empresa" });
    await company.getByLabel("Razão social").fill("Eleve Consultoria Ltda");
    await company.getByLabel("Nome fantasia").fill("Eleve Consultoria");
    await company.getByLabel("CNPJ").fill("11.222.333/0001-82");
    await company.getByLabel("CEP").fill("01310-100");
    await company.getByLabel("Cidade").fill("São Paulo");
    await company.getByLabel("UF").selectOption("SP");
    await company.getByRole("button", { name: "Salvar dados da empresa" }).click();
    await expect(company.getByText("CNPJ inválido: confira os caracteres digitados.")).toBeVisible();
    await company.getByLabel("CNPJ").fill("11.222.333/0001-81");
    await company.getByRole("button", { name: "Salvar dados da empresa" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Dados da empresa salvos." })).toBeVisible();

    const keys = page.getByRole("region", { name: "Chaves Pix" });
    await keys.getByLabel("Tipo da chave").selectOption("cnpj");
    await keys.getByLabel("Chave", { exact: true }).fill("11.222.333/0001-81");
    await keys.getByRole("button", { name: "Adicionar chave" }).click();
    // Added now, or by an earlier repeat of this test on the same database.
    await expect(page.getByText(/Chave Pix adicionada\.|Esta chave já está cadastrada\./)).toBeVisible();
    await page.goto(`${eleve}/financeiro/cobranca`);
    await expect(keys.getByRole("listitem").filter({ hasText: "CNPJ: 11.222.333/0001-81" })).toBeVisible();

    const ledger = await newLedger("eleve");
    const email = `cliente-${ledger.suffix}@example.com`;
    const contact = await createContact(await scopeOf("eleve", "admin-eleve"), {
      name: `Padaria ${ledger.suffix}`,
      roles: ["cliente"],
      document: null,
      email,
      phone: null,
    });
    if (contact.status !== "saved" || !contact.row) throw new Error(JSON.stringify(contact));
    const dueDate = `${yearAhead(2)}-03-10`;
    const entryId = await addEntry(ledger, {
      kind: "receita",
      description: `Consultoria ${ledger.suffix}`,
      amountCents: 123456,
      dueDate,
      contactId: contact.row.id,
    });

    await page.goto(`${eleve}/financeiro/lancamentos/${entryId}`);
    await page.getByRole("button", { name: "Enviar cobrança", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Cobrança enviada por e-mail." })).toBeVisible();
    await expect(page.getByText("Cobrança Pix aberta.")).toBeVisible();
    const link = await chargeLink(page, email);
    await expect(page.getByLabel("Link da cobrança")).toHaveValue(link);

    const customer = await browser.newContext({ javaScriptEnabled: false });
    try {
      const charge = await customer.newPage();
      const answer = await charge.goto(link);
      expect(answer?.status()).toBe(200);
      await expect(charge.getByRole("heading", { name: "Cobrança de R$\u00a01.234,56" })).toBeVisible();
      await expect(charge.getByText("CNPJ 11.222.333/0001-81")).toBeVisible();
      await expect(charge.getByText(formatDate(dueDate))).toBeVisible();
      await expect(charge.getByText(/multa de 2 % e juros de 1 % ao mês/)).toBeVisible();
      await expect(charge.getByRole("img", { name: "QR Code Pix da cobrança" })).toBeVisible();
      await expect(charge.locator('a:not([href^="#"])')).toHaveCount(0);
      const code = await charge.getByLabel("Pix copia e cola").inputValue();
      const read = readBrCode(code);
      expect(read).toMatchObject({
        key: "11222333000181",
        amountCents: 123456,
        merchantName: "ELEVE CONSULTORIA",
        merchantCity: "SAO PAULO",
      });
      expect(read!.txid).toMatch(/^[A-Z0-9]{25}$/);

      const token = new URL(link).pathname.split("/").pop()!;
      for (const other of [
        `${origin()}/cobranca/${token}?organization=manager`,
        `${origin()}/cobranca/${"A".repeat(43)}?organization=eleve`,
      ]) {
        const missing = await charge.goto(other);
        expect(missing?.status(), other).toBe(404);
        await expect(charge.getByRole("heading", { name: "Cobrança não encontrada" })).toBeVisible();
        await expect(charge.locator('a:not([href^="#"])')).toHaveCount(0);
      }

      expect(await settle(ledger, [entryId], todayInSaoPaulo())).toBe(1);
      await charge.goto(link);
      await expect(charge.getByRole("heading", { name: `Pago em ${formatDate(todayInSaoPaulo())}` })).toBeVisible();
      await expect(charge.getByLabel("Pix copia e cola")).toHaveCount(0);
    } finally {
      await customer.close();
    }
  },
);
