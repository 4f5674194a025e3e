/**
 * Respostas prontas and the desk's dashboard in the browser. admin-eleve
 * creates one (without JavaScript too), meets the message of a código
 * already taken, edits, finds and deletes it; a Usuario is sent from the
 * page to the desk but sees the dashboard; Sereno's dashboard shows the
 * figures its atendimentos give (read from the database by the test).
 */
import { expect, test, type Page } from "@playwright/test";
import { db, organizationIdOf } from "./database";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const sereno = origin("sereno");
const REPLIES = `${eleve}/crm/respostas-prontas`;

test.use({ viewport: { width: 1280, height: 800 } });

async function fillReply(page: Page, code: string, title: string, body: string) {
  await page.getByLabel("Código").fill(code);
  await page.getByLabel("Título").fill(title);
  await page.getByRole("textbox", { name: /^Texto/ }).fill(body);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an administrator creates a resposta pronta and cannot reuse its código", async ({ page }) => {
    const code = `retorno-${uniqueSuffix()}`;
    await signInAs(page, eleve, "admin-eleve");
    await page.goto(REPLIES);
    await page.getByRole("link", { name: "Nova resposta pronta" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nova resposta pronta" })).toBeVisible();
    await expect(page.getByText("{{contato.nome}}")).toBeVisible();
    await fillReply(page, `/${code.toUpperCase()}`, "Retorno do pedido", "Olá, {{contato.nome}}! Seu pedido saiu hoje.");
    await page.getByRole("button", { name: "Criar resposta pronta" }).click();
    await expect(page).toHaveURL(`${REPLIES}?feito=criada`);
    await expect(page.getByRole("status")).toHaveText("Resposta pronta criada.");
    const row = page.getByRole("row").filter({ hasText: `/${code}` });
    await expect(row.getByRole("link", { name: "Retorno do pedido" })).toBeVisible();

    await page.goto(`${REPLIES}/nova`);
    await fillReply(page, code, "Outra", "Outro texto");
    await page.getByRole("button", { name: "Criar resposta pronta" }).click();
    await expect(page.getByText("Já existe uma resposta pronta com este código.")).toBeVisible();
    await page.goto(`${REPLIES}?q=${code}`);
    await expect(page.getByRole("link", { name: "Retorno do pedido" })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Outra" })).toHaveCount(0);
  });
});

test("an administrator finds, edits and deletes a resposta pronta after confirming", async ({ page }) => {
  const code = `troca-${uniqueSuffix()}`;
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${REPLIES}/nova`);
  await fillReply(page, code, `Troca ${code}`, "Pode trocar na loja, {{contato.nome}}.");
  await page.getByRole("button", { name: "Criar resposta pronta" }).click();
  await expect(page.getByRole("status")).toHaveText("Resposta pronta criada.");

  await page.getByRole("searchbox", { name: "Buscar por código, título ou texto" }).fill(code);
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(`${REPLIES}?q=${code}`);
  await page.getByRole("link", { name: `Troca ${code}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Troca ${code}` })).toBeVisible();
  await page.getByLabel("Título").fill(`Troca na loja ${code}`);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByRole("status")).toHaveText("Resposta pronta salva.");

  await page.getByRole("link", { name: `Troca na loja ${code}` }).click();
  await page.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText(`Excluir a resposta pronta Troca na loja ${code}?`);
  await page.getByRole("button", { name: "Excluir definitivamente" }).click();
  await expect(page.getByRole("status")).toHaveText("Resposta pronta excluída.");
  await page.goto(`${REPLIES}?q=${code}`);
  await expect(page.getByText("Nenhuma resposta pronta encontrada.")).toBeVisible();
});

test("a Usuario is sent from respostas prontas to the desk, and sees the dashboard", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(REPLIES);
  await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
  await page.goto(`${REPLIES}/nova`);
  await expect(page).toHaveURL(`${eleve}/crm/central-de-atendimento`);
  await page.goto(`${eleve}/crm`);
  await expect(page.getByRole("heading", { level: 1, name: "Painel do CRM" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Em aberto", exact: true })).toBeVisible();
});

test("the dashboard's figures are Sereno's atendimentos", { tag: "@sql" }, async ({ page }) => {
  const database = await db();
  const organizationId = await organizationIdOf("sereno");
  const admin = await database
    .selectFrom("users")
    .select(["id", "given_name", "family_name"])
    .where("username", "=", "admin-sereno")
    .executeTakeFirstOrThrow();
  const open = await database
    .selectFrom("crm_tickets")
    .select(["status", "priority", "assignee_id"])
    .where("organization_id", "=", organizationId)
    .where("status", "<>", "resolvido")
    .execute();
  expect(open.length).toBeGreaterThan(0);

  await signInAs(page, sereno, "admin-sereno");
  await page.goto(`${sereno}/crm?dias=90`);
  await expect(page.getByRole("heading", { level: 1, name: "Painel do CRM" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Em aberto", exact: true }).locator("p").first()).toHaveText(String(open.length));
  const byStatus = page.getByRole("table", { name: "Atendimentos em aberto por status e prioridade" });
  const urgentOpen = open.filter((ticket) => ticket.status === "aberto" && ticket.priority === "urgente").length;
  const abertoRow = byStatus.getByRole("row", { name: /^Aberto/ });
  await expect(abertoRow.getByRole("cell").first()).toHaveText(String(urgentOpen));
  const mine = open.filter((ticket) => ticket.assignee_id === admin.id).length;
  const agentRow = page
    .getByRole("table", { name: "Atendimentos por agente" })
    .getByRole("row", { name: new RegExp(`^${admin.given_name} ${admin.family_name}`) });
  await expect(agentRow.getByRole("cell").first()).toHaveText(String(mine));
  await expect(page.getByRole("table", { name: "Atendimentos criados e resolvidos por dia" }).getByRole("row")).toHaveCount(
    90 + 2,
  );
});

test("another organization's resposta pronta is not found", async ({ page }) => {
  const database = await db();
  const foreign = await database
    .selectFrom("crm_canned_replies")
    .innerJoin("organizations", "organizations.id", "crm_canned_replies.organization_id")
    .select(["crm_canned_replies.id", "crm_canned_replies.title"])
    .where("organizations.slug", "=", "eleve")
    .where("crm_canned_replies.code", "=", "certificado")
    .executeTakeFirstOrThrow();
  await signInAs(page, sereno, "admin-sereno");
  const response = await page.goto(`${sereno}/crm/respostas-prontas/${foreign.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Resposta pronta não encontrada.")).toBeVisible();
  await page.goto(`${sereno}/crm/respostas-prontas?q=certificado`);
  await expect(page.getByRole("link", { name: foreign.title })).toHaveCount(0);
});
