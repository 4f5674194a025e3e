/**
 * The SLA clock as an agent reads it: a late atendimento says which target is late and by how long, in the list and
 * on its page; set Pendente, its clock reads as paused, and reopened it is as late as when it stopped. The clock's
 * settings refuse a horário without days. Each test has atendimentos of its own (uniqueSuffix), opened by
 * crm-list-helpers.ts at a past instant; Eleve keeps the default média target (first response in 8 h, every hour).
 */
import { expect, test } from "@playwright/test";
import { deskTickets } from "./crm-list-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");

test("a late atendimento names the late target and by how long; Pendente pauses its clock, reopening resumes it", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  // Opened 10 h 15 min (and a few seconds) ago: the first response is 2 h 15 min late.
  const [ticket] = await deskTickets(suffix, [{ subject: "Boleto vencido", openedMinutesAgo: 615.05 }]);
  await signInAs(page, eleve, "usuario-eleve");
  const list = `${eleve}/crm/central-de-atendimento?visao=todas&q=${suffix}`;
  await page.goto(list);
  const row = page.getByRole("region", { name: "Lista de atendimentos" }).getByRole("listitem").filter({ hasText: suffix });
  await expect(row.getByText("Primeira resposta atrasada há 2 h 15 min")).toBeVisible();

  await row.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/AT-${String(ticket!.number).padStart(6, "0")}\\?`));
  const header = page.getByRole("article").locator("header");
  await expect(header.getByText("Primeira resposta atrasada há 2 h 15 min")).toBeVisible();

  const side = page.getByRole("complementary", { name: "Detalhes do atendimento" });
  await side.getByRole("button", { name: "Marcar como pendente" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Atendimento atualizado." })).toBeVisible();
  await expect(header.getByText("SLA pausado (Pendente)")).toBeVisible();
  await page.goto(list);
  await expect(row.getByText("SLA pausado (Pendente)")).toBeVisible();

  await row.getByRole("link").click();
  await side.getByRole("button", { name: "Reabrir" }).click();
  await expect(side.getByText("Aberto", { exact: true })).toBeVisible();
  // As late as when it stopped: the time Pendente is not counted.
  await expect(header.getByText("Primeira resposta atrasada há 2 h 15 min")).toBeVisible();
});

test("the SLA clock's settings refuse a horário without days, and save nothing", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/crm/configuracoes`);
  const clock = page.getByRole("region", { name: "Relógio do SLA" });
  await expect(clock.getByLabel("Pausar o SLA enquanto o atendimento estiver Pendente (aguardando o contato)")).toBeChecked();
  const days = clock.getByRole("group", { name: "Dias de atendimento" }).getByRole("checkbox");
  for (const day of await days.all()) await day.uncheck();
  await clock.getByRole("button", { name: "Salvar relógio" }).click();
  await expect(clock.getByRole("alert")).toContainText("Escolha ao menos um dia de atendimento.");
  await page.goto(`${eleve}/crm/configuracoes`);
  await expect(clock.getByLabel("Segunda")).toBeChecked();
});
