/**
 * The audit log (/profile/auditoria) as admin-eleve sees it: filters by
 * person, action and period in the address (a GET form, with and without
 * JavaScript), cursor pages, the CSV of the filtered set (BOM, `;`). All
 * @sql: paging, periods and the CSV are queries. Each test records the events of a person of
 * its own (no membership, a unique name) in 2001, a year no other test's
 * events reach, and filters by that person, so parallel tests never meet.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { db, organizationIdOf } from "./database";
import { origin, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const [{ recordAudit }, { insertUser }] = await Promise.all([
  import("~/modules/audit/record.server"),
  import("../support/members"),
]);

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * A person of the test's own who, in Eleve, blocked `blocked` members (one
 * a day from 2001-05-01, noon) and cancelled one sale on 2001-07-15.
 */
async function auditor(blocked: number) {
  const database = await db();
  const suffix = uniqueSuffix();
  const name = `Auditora ${suffix}`;
  const scope = { organizationId: await organizationIdOf("eleve"), userId: randomUUID() };
  await insertUser(scope, { givenName: "Auditora", familyName: suffix, id: scope.userId, member: false });
  for (let i = 0; i < blocked; i++)
    await recordAudit(
      database,
      scope,
      { action: "member.blocked", targetType: "member", targetId: randomUUID(), targetLabel: `Membro ${i + 1} ${suffix}` },
      new Date(Date.UTC(2001, 4, 1 + i, 15)),
    );
  await recordAudit(
    database,
    scope,
    {
      action: "sale.cancelled",
      targetType: "sale",
      targetId: randomUUID(),
      targetLabel: `PR-000001 - Cliente ${suffix}`,
      detail: { from: "enviada", to: "cancelada" },
    },
    new Date(Date.UTC(2001, 6, 15, 15)),
  );
  return { id: scope.userId, name, suffix };
}

/** Opens the audit log at `query` as admin-eleve. */
async function openAudit(page: Page, query = "") {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profile/auditoria${query}`);
}

const rows = (page: Page) => page.getByRole("table").getByRole("row");

test("filters by person and action in the address, pages by cursor", { tag: "@sql" }, async ({ page }) => {
  const person = await auditor(55);
  await openAudit(page);
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();
  await page.getByLabel("Pessoa", { exact: true }).selectOption({ label: person.name });
  await expect(page).toHaveURL(new RegExp(`pessoa=${person.id}`));
  await expect(rows(page)).toHaveCount(51);
  await expect(rows(page).nth(1)).toContainText(`PR-000001 - Cliente ${person.suffix}`);
  await expect(rows(page).nth(1)).toContainText("Cancelou venda");
  await expect(rows(page).nth(1)).toContainText("15/07/2001");
  await expect(page.getByRole("link", { name: "Mais recentes" })).toHaveCount(0);

  await page.getByRole("link", { name: "Mais antigos" }).click();
  await expect(page).toHaveURL(/apos=/);
  await expect(rows(page)).toHaveCount(7);
  await expect(rows(page).last()).toContainText(`Membro 1 ${person.suffix}`);
  await page.getByRole("link", { name: "Mais recentes" }).click();
  await expect(rows(page)).toHaveCount(51);
  await expect(rows(page).nth(1)).toContainText("Cancelou venda");

  await page.getByLabel("Ação", { exact: true }).selectOption({ label: "Cancelou venda" });
  await expect(page).toHaveURL(/acao=sale\.cancelled/);
  await expect(page).toHaveURL(new RegExp(`pessoa=${person.id}`));
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText("de enviada para cancelada");

  // A date applies once typing pauses; Back shows the address's own filters in the fields.
  const from = page.getByLabel("De", { exact: true });
  await from.fill("2001-07-16");
  await expect(page).toHaveURL(/de=2001-07-16/);
  await expect(page.getByText("Nenhum evento com estes filtros.")).toBeVisible();
  await from.blur();
  await page.goBack();
  await expect(page).not.toHaveURL(/de=/);
  await expect(rows(page)).toHaveCount(2);
  await expect(from).toHaveValue("");
  await expect(page.getByLabel("Ação", { exact: true })).toHaveValue("sale.cancelled");

  await page.goto(`${eleve}/profile/auditoria?pessoa=${person.id}&acao=nada&de=2001-02-30`);
  await expect(page.getByText("Ação desconhecida: o filtro de ação foi retirado.")).toBeVisible();
  await expect(page.getByText("Data inicial inválida no endereço (use aaaa-mm-dd): a data foi retirada.")).toBeVisible();
  await expect(rows(page)).toHaveCount(51);
});

test(
  "a person chosen while the page's scripts still load is applied once they run, not undone",
  { tag: "@sql" },
  async ({ page }) => {
    const person = await auditor(2);
    await signInAs(page, eleve, "admin-eleve");
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${eleve}/profile/auditoria`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Pessoa", { exact: true }).selectOption({ label: person.name });
    release();
    await expect(page).toHaveURL(new RegExp(`pessoa=${person.id}`));
    await expect(rows(page)).toHaveCount(4);
    await expect(page.getByLabel("Pessoa", { exact: true })).toHaveValue(person.id);
  },
);

test("Exportar CSV downloads the filtered set with the BOM and ';'", { tag: "@sql" }, async ({ page }) => {
  const person = await auditor(3);
  await openAudit(page, `?pessoa=${person.id}&de=2001-05-02&ate=2001-07-31`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exportar CSV" }).click()]);
  expect(download.suggestedFilename()).toBe("auditoria-2001-05-02-a-2001-07-31.csv");
  const text = (await readFile(await download.path())).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toEqual([
    "Data e hora;Pessoa;Ação;Alvo;Detalhes",
    `15/07/2001 12:00:00;${person.name};Cancelou venda;PR-000001 - Cliente ${person.suffix};de enviada para cancelada`,
    `03/05/2001 12:00:00;${person.name};Bloqueou;Membro 3 ${person.suffix};`,
    `02/05/2001 12:00:00;${person.name};Bloqueou;Membro 2 ${person.suffix};`,
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the filters form sends person, action and period, and the address keeps only those in use",
    { tag: "@sql" },
    async ({ page }) => {
      const person = await auditor(4);
      await openAudit(page);
      await page.getByLabel("Pessoa", { exact: true }).selectOption({ label: person.name });
      await page.getByLabel("Ação", { exact: true }).selectOption({ label: "Bloqueou" });
      await page.getByLabel("De", { exact: true }).fill("2001-05-02");
      await page.getByLabel("Até", { exact: true }).fill("2001-05-03");
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(new RegExp(`\\?pessoa=${person.id}&acao=member\\.blocked&de=2001-05-02&ate=2001-05-03$`));
      await expect(rows(page)).toHaveCount(3);
      await expect(rows(page).nth(1)).toContainText(`Membro 3 ${person.suffix}`);
      await page.getByLabel("Ação", { exact: true }).selectOption({ label: "Todas as ações" });
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).not.toHaveURL(/acao=/);
      await expect(rows(page)).toHaveCount(3);
      await page.getByRole("link", { name: "Limpar filtros" }).click();
      await expect(page).toHaveURL(`${eleve}/profile/auditoria`);
    },
  );
});
