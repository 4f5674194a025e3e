/**
 * The desk's intake in the browser: the public contact form without
 * JavaScript opens an atendimento (read from the database by the test)
 * and e-mails the contact its number; a bot filling the honeypot is
 * thanked and opens nothing; an unknown organization is not found. On
 * /crm/configuracoes an administrator saves SLA targets, creates an API
 * key (shown once) that opens an atendimento through the API, and revokes
 * it after confirming; a Usuario is sent to the desk.
 */
import { expect, test, type Page } from "@playwright/test";
import { db } from "./database";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const FORM = `${origin()}/contato?organization=eleve`;

test.use({ viewport: { width: 1280, height: 800 } });

async function ticketsWithSubject(subject: string) {
  return (await db())
    .selectFrom("crm_tickets")
    .innerJoin("organizations", "organizations.id", "crm_tickets.organization_id")
    .innerJoin("contacts", "contacts.id", "crm_tickets.contact_id")
    .select(["crm_tickets.number", "crm_tickets.channel", "crm_tickets.status", "organizations.slug", "contacts.email"])
    .where("crm_tickets.subject", "=", subject)
    .execute();
}

/** The e-mails to `address` on /dev/outbox, in a page of their own. */
async function mailsTo(page: Page, address: string) {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${origin()}/dev/outbox`);
    return await outbox.locator(`article[data-to="${address}"]`).allInnerTexts();
  } finally {
    await outbox.close();
  }
}

async function fillContactForm(page: Page, fields: { email: string; subject: string }) {
  await page.getByLabel("Nome", { exact: true }).fill("Renata Lima");
  await page.getByLabel("E-mail", { exact: true }).fill(fields.email);
  await page.getByLabel("Telefone (opcional)").fill("(11) 91234-5678");
  await page.getByLabel("Assunto").fill(fields.subject);
  await page.getByLabel("Mensagem").fill("O boleto do mês veio com valor errado.");
}

test.describe("the contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("opens an atendimento for the organization and e-mails the contact its number", async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `renata-${suffix}@example.com`;
    const subject = `Boleto errado ${suffix}`;
    await page.goto(FORM);
    await expect(page.getByRole("heading", { name: "Fale conosco" })).toBeVisible();

    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByText("Informe o seu nome.")).toBeVisible();
    await expect(page.getByText("Escreva a sua mensagem.")).toBeVisible();

    await fillContactForm(page, { email, subject });
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    const status = page.getByRole("status");
    await expect(status).toContainText(/Abrimos o atendimento AT-\d{6}/);
    const code = /AT-\d{6}/.exec(await status.innerText())![0];

    const [ticket, ...others] = await ticketsWithSubject(subject);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({ slug: "eleve", channel: "formulario", status: "aberto", email });
    expect(code).toBe(`AT-${String(ticket!.number).padStart(6, "0")}`);
    await expect.poll(async () => (await mailsTo(page, email)).join("\n")).toContain(code);
    expect((await mailsTo(page, email)).join("\n")).toContain(subject);
  });

  test("a bot that fills the honeypot is thanked and opens nothing", async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `robo-${suffix}@example.com`;
    const subject = `Oferta imperdível ${suffix}`;
    await page.goto(FORM);
    await fillContactForm(page, { email, subject });
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await page.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page.getByRole("status")).toHaveText("Obrigado! Recebemos a sua mensagem.");
    expect(await ticketsWithSubject(subject)).toEqual([]);
    expect(await mailsTo(page, email)).toEqual([]);
  });

  test("an unknown organization is not found", async ({ page }) => {
    const response = await page.goto(`${origin()}/contato?organization=nao-existe`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
  });
});

test("an administrator sets SLA targets and manages API keys; the key opens an atendimento until revoked", async ({
  page,
  playwright,
}) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/crm/configuracoes`);
  await expect(page.getByRole("heading", { name: "Configurações do CRM", level: 1 })).toBeVisible();

  await page.getByLabel("Alta: primeira resposta em horas").fill("-2");
  await page.getByRole("button", { name: "Salvar prazos" }).click();
  await expect(page.getByRole("alert")).toContainText("Alta, primeira resposta");
  await page.getByLabel("Alta: primeira resposta em horas").fill("2,5");
  await page.getByRole("button", { name: "Salvar prazos" }).click();
  await expect(page.getByRole("status")).toContainText("Prazos de SLA salvos");
  await expect(page.getByLabel("Alta: primeira resposta em horas")).toHaveValue("2,5");

  const name = `Loja ${uniqueSuffix()}`;
  await page.getByLabel("Nome da nova chave").fill(name);
  await page.getByRole("button", { name: "Criar chave" }).click();
  const shown = page.getByLabel("Nova chave da API");
  await expect(shown).toHaveValue(/^crm_[0-9a-f]{8}_/);
  const key = await shown.inputValue();
  const prefix = key.split("_").slice(0, 2).join("_");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(prefix);
  await expect(row).not.toContainText(key);

  const api = await playwright.request.newContext();
  const subject = `Pedido via API ${uniqueSuffix()}`;
  const send = () =>
    api.post(`${origin()}/api/crm/atendimentos`, {
      headers: { Authorization: `Bearer ${key}` },
      data: { nome: "Paulo Reis", email: `paulo-${uniqueSuffix()}@example.com`, assunto: subject, mensagem: "Quero rastrear." },
    });
  const created = await send();
  expect(created.status()).toBe(201);
  expect(await created.json()).toMatchObject({ numero: expect.any(Number), codigo: expect.stringMatching(/^AT-/) });
  expect(await ticketsWithSubject(subject)).toHaveLength(1);

  await page.reload();
  await row.getByRole("link", { name: `Revogar a chave ${prefix}` }).click();
  await expect(page.getByRole("heading", { name: `Revogar a chave ${prefix} (${name})?` })).toBeFocused();
  await page.getByRole("button", { name: "Revogar chave" }).click();
  await expect(page.getByRole("status")).toContainText("Chave revogada");
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Revogada em");

  const refused = await send();
  expect(refused.status()).toBe(401);
  expect((await refused.json()).Data.Message).toBe("Chave da API ausente, inválida ou revogada.");
  expect(await ticketsWithSubject(subject)).toHaveLength(1);
  await api.dispose();
});

test("a Usuario is sent from the CRM settings to the desk", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${eleve}/crm/configuracoes`);
  await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
});
