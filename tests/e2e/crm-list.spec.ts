/**
 * The desk list (/crm/central-de-atendimento) as usuario-eleve works it:
 * every view through its tab with the text filter kept in the address, a
 * bulk change behind its confirmation, the same without JavaScript (landing
 * there on sign-in is roles.spec.ts'). Each test makes its own
 * atendimentos (crm-list-helpers.ts) and filters by its suffix.
 */
import { expect, test, type Page } from "@playwright/test";
import { agentName, deskTickets } from "./crm-list-helpers";
import { origin, postForm, uniqueSuffix } from "./helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const DESK = `${eleve}/crm/central-de-atendimento`;

test.use({ viewport: { width: 1280, height: 800 } });

const rows = (page: Page) => page.getByRole("list", { name: "Atendimentos" }).getByRole("listitem");

/** Opens the desk at `query` as usuario-eleve. */
async function openDeskAsAgent(page: Page, query = "") {
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${DESK}${query}`);
}

test("usuario-eleve works every view of the desk, the filter kept in the address", { tag: "@sql" }, async ({ page }) => {
  const suffix = uniqueSuffix();
  await deskTickets(suffix, [
    { subject: "Boleto", assigned: true },
    { subject: "Senha" },
    { subject: "Endereço", assigned: true, status: "pendente" },
    { subject: "Nota fiscal", status: "adiado" },
    { subject: "Agradecimento", status: "resolvido" },
  ]);
  await openDeskAsAgent(page);
  await expect(page.getByRole("heading", { name: "Central de Atendimento", level: 1 })).toBeVisible();
  await page.getByLabel("Buscar por assunto, número ou contato").fill(suffix);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
  const views: Array<[string, string[]]> = [
    ["Minhas", ["Endereço", "Boleto"]],
    ["Não atribuídas", ["Senha"]],
    ["Todas", ["Agradecimento", "Nota fiscal", "Endereço", "Senha", "Boleto"]],
    ["Pendentes", ["Endereço"]],
    ["Adiadas", ["Nota fiscal"]],
    ["Resolvidas", ["Agradecimento"]],
  ];
  for (const [view, subjects] of views) {
    await page
      .getByRole("navigation", { name: "Visões" })
      .getByRole("link", { name: new RegExp(`^${view}`) })
      .click();
    await expect(page.getByRole("link", { name: new RegExp(`^${view}`) })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    await expect(rows(page)).toHaveCount(subjects.length);
    for (const [index, subject] of subjects.entries()) await expect(rows(page).nth(index)).toContainText(`${subject} ${suffix}`);
  }
  // A new atendimento nobody opened yet reads as unread.
  await expect(rows(page).first()).toContainText("Não lido");
});

test("a bulk change asks for confirmation first, then moves the atendimentos", async ({ page }) => {
  const suffix = uniqueSuffix();
  await deskTickets(suffix, [
    { subject: "Troca", assigned: true },
    { subject: "Reembolso", assigned: true },
  ]);
  await openDeskAsAgent(page, `?q=${suffix}`);
  await expect(rows(page)).toHaveCount(2);
  await page
    .getByLabel(/^Selecionar AT-/)
    .first()
    .check();
  await page
    .getByLabel(/^Selecionar AT-/)
    .nth(1)
    .check();
  await page.getByLabel("Situação", { exact: true }).last().selectOption("resolvido");
  await page.getByRole("button", { name: "Mudar situação" }).click();
  const confirmation = page.getByRole("region", { name: "Mudar a situação de 2 atendimentos para Resolvido?" });
  await expect(confirmation).toBeVisible();
  // Nothing changed before the confirmation.
  await expect(rows(page)).toHaveCount(2);
  await confirmation.getByRole("button", { name: "Confirmar" }).click();
  await expect(page.getByText("Situação mudada em 2 atendimentos.")).toBeVisible();
  await expect(page.getByText("Nenhum atendimento com estes filtros.")).toBeVisible();
  await page.getByRole("link", { name: /^Resolvidas/ }).click();
  await expect(rows(page)).toHaveCount(2);
});

test("the bulk bar says what is missing before posting: no etiqueta", async ({ page }) => {
  const suffix = uniqueSuffix();
  await deskTickets(suffix, [{ subject: "Etiquetar", assigned: true }]);
  await openDeskAsAgent(page, `?q=${suffix}`);
  await expect(rows(page)).toHaveCount(1);
  await page.waitForFunction(() => {
    const form = document.getElementById("atendimentos-selecionados");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts++;
  });
  const bar = page.getByRole("form", { name: "Ações com os selecionados" });
  await page.getByLabel(/^Selecionar AT-/).check();
  await bar.getByRole("button", { name: "Adicionar etiqueta" }).click();
  await expect(bar.getByText("Escreva uma etiqueta de 1 a 40 caracteres.")).toBeVisible();
  await expect(bar.getByLabel("Etiqueta", { exact: true })).toBeFocused();
  expect(posts).toBe(0);
  await bar.getByLabel("Etiqueta", { exact: true }).fill("Prioritário");
  await bar.getByRole("button", { name: "Adicionar etiqueta" }).click();
  const confirmation = page.getByRole("region", { name: "Adicionar a etiqueta “prioritario” a 1 atendimento?" });
  await expect(confirmation).toBeVisible();
  await expect(bar.getByText("Escreva uma etiqueta de 1 a 40 caracteres.")).toHaveCount(0);
});

test(
  "a colleague's change while a bulk confirmation waits leaves it open; cancelling brings the change in",
  { tag: "@sql" },
  async ({ page }) => {
    const suffix = uniqueSuffix();
    await deskTickets(suffix, [{ subject: "Primeiro", assigned: true }]);
    await openDeskAsAgent(page, `?q=${suffix}`);
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel(/^Selecionar AT-/).check();
    await page.getByLabel("Situação", { exact: true }).last().selectOption("resolvido");
    await page.getByRole("button", { name: "Mudar situação" }).click();
    const confirmation = page.getByRole("region", { name: "Mudar a situação de 1 atendimento para Resolvido?" });
    await expect(confirmation).toBeVisible();
    // The answer shows while the list is still reloading after the action: the colleague comes after that reload.
    await expect(page.locator("main [aria-busy]")).toHaveAttribute("aria-busy", "false");

    await deskTickets(suffix, [{ subject: "Segundo", assigned: true }]);
    await expect(confirmation.getByRole("status")).toHaveText(
      "Outra pessoa mudou atendimentos: a lista será atualizada quando você confirmar ou cancelar.",
    );
    await expect(rows(page)).toHaveCount(1);

    await confirmation.getByRole("link", { name: "Cancelar" }).click();
    await expect(confirmation).toHaveCount(0);
    await expect(rows(page)).toHaveCount(2);
  },
);

test("the bulk bar shows only with atendimentos marked; Selecionar todos marks the page's, and reads mixed when only some are", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await deskTickets(suffix, [
    { subject: "Um", assigned: true },
    { subject: "Dois", assigned: true },
    { subject: "Três", assigned: true },
  ]);
  await openDeskAsAgent(page, `?q=${suffix}`);
  await expect(rows(page)).toHaveCount(3);
  const bar = page.getByRole("form", { name: "Ações com os selecionados" });
  const all = page.getByRole("checkbox", { name: "Selecionar todos desta página" });
  const marks = page.getByLabel(/^Selecionar AT-/);
  await expect(all).not.toBeChecked();
  await expect(bar).toBeHidden();

  await marks.nth(1).check();
  await expect(bar).toBeVisible();
  await expect(all).toBeChecked({ indeterminate: true });
  await all.check();
  for (const mark of await marks.all()) await expect(mark).toBeChecked();
  await expect(all).toBeChecked();
  await marks.first().uncheck();
  await expect(all).toBeChecked({ indeterminate: true });
  await all.click();
  await expect(all).toBeChecked();
  await all.uncheck();
  for (const mark of await marks.all()) await expect(mark).not.toBeChecked();
  await expect(bar).toBeHidden();
});

/** The filters' selects narrower than their longest option (the width the same select takes on its own), as "name: width < needed". */
const cutSelects = (page: Page) =>
  page
    .getByRole("search", { name: "Filtros" })
    .locator("select")
    .evaluateAll((selects: HTMLSelectElement[]) =>
      selects.flatMap((select) => {
        const alone = select.cloneNode(true) as HTMLSelectElement;
        alone.style.cssText = "position:absolute;width:auto;max-width:none";
        select.parentElement!.append(alone);
        const needed = alone.getBoundingClientRect().width;
        alone.remove();
        const width = select.getBoundingClientRect().width;
        return width + 0.5 < needed ? [`${select.name}: ${Math.round(width)} < ${Math.round(needed)}`] : [];
      }),
    );

test("no filter is cut: each select is as wide as its longest option, beside an open atendimento too", async ({ page }) => {
  const suffix = uniqueSuffix();
  await deskTickets(suffix, [{ subject: "Largura", assigned: true }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDeskAsAgent(page, `?q=${suffix}`);
  await expect(rows(page)).toHaveCount(1);
  expect(await cutSelects(page)).toEqual([]);
  await rows(page).first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: `Largura ${suffix}` })).toBeVisible();
  await expect(page.getByRole("search", { name: "Filtros" })).toBeVisible();
  expect(await cutSelects(page)).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold behind Filtros, so the first screen shows atendimentos; nothing scrolls sideways", async ({ page }) => {
    const suffix = uniqueSuffix();
    await deskTickets(suffix, [
      { subject: "Primeiro", assigned: true },
      { subject: "Segundo", assigned: true },
      { subject: "Terceiro", assigned: true },
    ]);
    await openDeskAsAgent(page, `?q=${suffix}`);
    await expect(rows(page)).toHaveCount(3);
    const filters = page.getByRole("search", { name: "Filtros" });
    await expect(filters).toBeHidden();
    for (const row of await rows(page).all()) await expect(row).toBeInViewport({ ratio: 1 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByText("Filtros (1 em uso)").click();
    await expect(filters).toBeVisible();
    expect(await cutSelects(page)).toEqual([]);
    await filters.getByLabel("Situação").selectOption("aberto");
    await expect(page).toHaveURL(/status=aberto/);
    await expect(page.getByText("Filtros (2 em uso)")).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await rows(page).first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 2, name: `Terceiro ${suffix}` })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bulk action with nothing marked is answered by the server, in the bar shown for it", async ({ page }) => {
    const suffix = uniqueSuffix();
    await deskTickets(suffix, [{ subject: "Nada marcado" }]);
    await openDeskAsAgent(page, `?visao=todas&q=${suffix}`);
    await expect(rows(page)).toHaveCount(1);
    // With nothing marked the bar is hidden, so the post is made by hand.
    await expect(page.getByRole("form", { name: "Ações com os selecionados" })).toBeHidden();
    await postForm(page, `${DESK}?visao=todas&q=${suffix}`, { intent: "status", status: "pendente" });
    await expect(page.getByRole("alert")).toHaveText("Marque pelo menos um atendimento.");
    await expect(page.getByLabel("Situação", { exact: true }).last()).toHaveValue("pendente");
  });

  test("filters through the form and assigns in bulk after the confirmation", async ({ page }) => {
    const suffix = uniqueSuffix();
    await deskTickets(suffix, [{ subject: "Sem responsável" }]);
    await openDeskAsAgent(page, "?visao=nao-atribuidas");
    await page.getByLabel("Buscar por assunto, número ou contato").fill(suffix);
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(new RegExp(`visao=nao-atribuidas&q=${suffix}$`));
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel(/^Selecionar AT-/).check();
    await page
      .getByLabel("Responsável", { exact: true })
      .last()
      .selectOption({ label: await agentName() });
    await page.getByRole("button", { name: "Atribuir" }).click();
    const confirmation = page.getByRole("region", { name: /^Atribuir 1 atendimento a / });
    await expect(confirmation).toBeVisible();
    await confirmation.getByRole("button", { name: "Confirmar" }).click();
    await expect(page.getByText("Responsável trocado em 1 atendimento.")).toBeVisible();
    await page.goto(`${DESK}?q=${suffix}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Sem responsável ${suffix}`);
    await page.getByLabel("Etiqueta", { exact: true }).first().fill("Inexistente");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page).toHaveURL(/etiqueta=inexistente/i);
    await expect(page.getByText("Nenhum atendimento com estes filtros.")).toBeVisible();
  });
});
