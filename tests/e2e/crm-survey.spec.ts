/**
 * The satisfaction survey end to end: usuario-eleve resolves an atendimento
 * assigned to an agent of the test's own; the contato's e-mail (read on
 * /dev/outbox) links to the public page, which a phone shows without
 * sideways scrolling and without serious axe findings; a rating posted from
 * another site is refused; without JavaScript and signed out, the contato
 * rates it 5 with a comment, once; the rating shows on the atendimento and,
 * by that agent, on the Painel do CRM. An unknown link says so. An
 * administrator (of Lab Feelings, whose desk no other test resolves) turns
 * the survey off and on again.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { deskTickets } from "./crm-list-helpers";
import { organizationIdOf } from "./database";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const { insertUser } = await import("../support/members");

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

/** The survey link e-mailed to `address` about `code`, read from /dev/outbox once it arrived. */
async function surveyLink(page: Page, address: string, code: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let link = "";
    await expect(async () => {
      await outbox.goto(`${origin()}/dev/outbox`);
      const mail = outbox
        .getByRole("article", { name: `Como foi o atendimento ${code}?` })
        .and(outbox.locator(`[data-to="${address}"]`));
      await expect(mail).toHaveCount(1, { timeout: 1_000 });
      link = /https?:\/\/\S+\/avaliacao\/[A-Za-z0-9_-]{43}/.exec(await mail.innerText())?.[0] ?? "";
      expect(link, "a survey link in the e-mail").not.toBe("");
    }).toPass({ timeout: 10_000 });
    return link;
  } finally {
    await outbox.close();
  }
}

test("a resolved atendimento's contato rates it once from the e-mail; the rating shows on the atendimento and the dashboard", async ({
  page,
  browser,
}, testInfo) => {
  const suffix = uniqueSuffix();
  const agent = await insertUser(
    { organizationId: await organizationIdOf("eleve"), userId: "" },
    { givenName: "Agente", familyName: suffix, role: "usuario" },
  );
  const [ticket] = await deskTickets(suffix, [{ subject: "Cobrança em dobro", assigneeId: agent }]);
  const code = `AT-${String(ticket!.number).padStart(6, "0")}`;
  const ticketPage = `${eleve}/crm/central-de-atendimento/${ticket!.id}`;

  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(ticketPage);
  const side = page.getByRole("complementary", { name: "Detalhes do atendimento" });
  await side.getByRole("button", { name: "Resolver" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Atendimento atualizado." })).toBeVisible();
  await expect(side.getByText(/Pesquisa enviada em .*, sem resposta até agora/)).toBeVisible();
  const link = await surveyLink(page, `cliente-${suffix}@example.com`, code);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const form = await phone.newPage();
    await form.goto(link);
    await expect(form.getByRole("heading", { name: "Avalie o nosso atendimento" })).toBeVisible();
    await expect(form.getByText(`atendimento ${code}: “Cobrança em dobro ${suffix}”`)).toBeVisible();
    expect(await form.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(form, testInfo, "avaliacao-390");
  } finally {
    await phone.close();
  }

  const customer = await browser.newContext({ javaScriptEnabled: false });
  try {
    const forged = await customer.request.post(link, {
      headers: { Origin: "http://evil.example" },
      form: { nota: "1" },
      maxRedirects: 0,
    });
    expect(forged.status(), "a rating posted from another site").toBe(400);
    const form = await customer.newPage();
    await form.goto(link);
    await form.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(form.getByText("Escolha uma nota de 1 a 5.")).toBeVisible();
    const ratings = form.getByRole("group", { name: "Como você avalia o atendimento?" }).getByRole("radio");
    await expect(ratings).toHaveCount(5);
    await form.getByRole("radio", { name: "5 · Muito satisfeito" }).check();
    await form.getByLabel(/Comentário/).fill("Resolveram no mesmo dia.");
    await form.getByRole("button", { name: "Enviar avaliação" }).click();
    await expect(form.getByRole("heading", { name: "Obrigado pela sua avaliação!" })).toBeVisible();

    const again = await form.goto(link);
    await expect(form.getByText("Esta avaliação já foi registrada.")).toBeVisible();
    expect(again?.status()).toBe(200);
    const unknown = await form.goto(`${origin()}/avaliacao/${"x".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(form.getByText("Link de avaliação não encontrado.", { exact: false })).toBeVisible();
  } finally {
    await customer.close();
  }

  await page.goto(ticketPage);
  const rating = side.locator("section", { has: page.getByRole("heading", { name: "Avaliação do contato" }) });
  await expect(rating).toContainText("5 de 5 · Muito satisfeito");
  await expect(rating).toContainText("“Resolveram no mesmo dia.”");

  await page.goto(`${eleve}/crm?dias=7`);
  const satisfaction = page.getByRole("region", { name: "Satisfação dos clientes (CSAT)" });
  await expect(satisfaction).toContainText("nota 4 ou 5");
  const row = satisfaction.getByRole("table", { name: "Satisfação dos clientes por agente" }).getByRole("row", {
    name: `Agente ${suffix}`,
  });
  await expect(row.getByRole("cell")).toHaveText(["100,0%", "5,0 de 5", "1 avaliação"]);
});

test("an administrator turns the survey off and on at /crm/configuracoes", async ({ page }) => {
  const labfeelings = origin("labfeelings");
  await signInAs(page, labfeelings, "admin-labfeelings");
  await page.goto(`${labfeelings}/crm/configuracoes`);
  const survey = page.getByRole("region", { name: "Pesquisa de satisfação" });
  const toggle = survey.getByLabel("Enviar a pesquisa de satisfação ao resolver um atendimento");
  await toggle.uncheck();
  await survey.getByRole("button", { name: "Salvar pesquisa" }).click();
  await expect(page.getByText("Pesquisa de satisfação desligada: nenhum link novo será enviado.")).toBeVisible();
  await toggle.check();
  await survey.getByRole("button", { name: "Salvar pesquisa" }).click();
  await expect(page.getByText("Pesquisa de satisfação ligada", { exact: false })).toBeVisible();
});
