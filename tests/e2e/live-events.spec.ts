/**
 * Live updates between two agents of eleve, each in a browser context of
 * their own: admin-eleve opens an atendimento and usuario-eleve's list
 * shows it without a reload; usuario-eleve opens it (beside the list) and
 * admin-eleve's resposta appears there, and the row's SLA reading in the
 * list moves from the first-response target to the resolution one. Each
 * run uses subjects of its own (uniqueSuffix) and filters the list to them.
 * The live test is @sql: on PostgreSQL the events go through LISTEN/NOTIFY.
 */
import { expect, test } from "@playwright/test";
import { openTicket } from "./crm-list-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

test("agent B sees agent A's new atendimento and resposta without reloading", { tag: "@sql" }, async ({ browser }) => {
  const suffix = uniqueSuffix();
  const subject = `Boleto vencido ${suffix}`;
  const agentA = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const agentB = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const a = await agentA.newPage();
    const b = await agentB.newPage();
    await signInAs(agentA, eleve, "admin-eleve");
    await signInAs(agentB, eleve, "usuario-eleve");
    await b.goto(`${eleve}/crm/central-de-atendimento?visao=todas&q=${suffix}`);
    const list = b.getByRole("region", { name: "Lista de atendimentos" });
    await expect(list.getByRole("link", { name: subject })).toHaveCount(0);
    let reloads = 0;
    b.on("load", () => reloads++);

    await openTicket(a, subject, `Cliente ${suffix}`);
    const row = list.getByRole("listitem").filter({ hasText: subject });
    await expect(row.getByRole("link", { name: new RegExp(`^Não lido: .*${subject}`) })).toBeVisible();

    await row.getByRole("link").click();
    await expect(b.getByRole("heading", { level: 2, name: subject })).toBeVisible();
    const sla = row.getByText(/^(Primeira resposta|Solução) (vence em|atrasada há)/);
    const before = await sla.textContent();

    const reply = `Olá! Geramos um novo boleto ${suffix}, já está no seu e-mail.`;
    const ticket = a.getByRole("article", { name: subject });
    await ticket.getByLabel("Mensagem", { exact: true }).fill(reply);
    await ticket.getByRole("button", { name: "Enviar" }).click();
    await expect(a.getByRole("status").filter({ hasText: "Resposta enviada ao contato." })).toBeVisible();

    await expect(b.getByRole("region", { name: "Conversa" }).getByText(reply)).toBeVisible();
    await expect(sla).not.toHaveText(before!);
    expect(reloads).toBe(0);
  } finally {
    await agentA.close();
    await agentB.close();
  }
});

test("the stream answers a signed-out caller 401 and a malformed topic 400, in pt-BR", async ({ page }) => {
  const signedOut = await page.goto(`${eleve}/eventos?topico=crm`);
  expect(signedOut?.status()).toBe(401);
  expect(await signedOut?.text()).toBe("Entre para receber as atualizações.");

  await signInAs(page, eleve, "usuario-eleve");
  const malformed = await page.goto(`${eleve}/eventos?topico=%3Cscript%3E`);
  expect(malformed?.status()).toBe(400);
  expect(await malformed?.text()).toBe("Tópico de eventos inválido.");
});
