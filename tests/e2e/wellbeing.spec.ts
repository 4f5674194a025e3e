/**
 * Lab Feelings wellbeing: a person checks in, changes today's check-in and
 * sees it in their history, calendar and streak; a colleague sees none of
 * it; the Mapa groups members by state; the administrator's Clima shows
 * only closed weeks, with enough people, noise and its margin; the
 * check-in works without JavaScript. Tests that write check in with members they create
 * (createMember); demo accounts are only read.
 */
import { expect, test, type Page } from "@playwright/test";
import { calendarWeeks } from "~/components/wellbeing/mood-calendar";
import { addDaysTo, todayInSaoPaulo } from "~/config/calendar";
import { formatDate } from "~/config/format";
import { origin } from "./helpers";
import { createMember, waitForLayout, type Member } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const sereno = origin("sereno");
const INSUFFICIENT = "Dados insuficientes para preservar o anonimato";

const today = () => formatDate(todayInSaoPaulo());

const history = (page: Page) => page.getByTestId("historico");
const todayRow = (page: Page) => history(page).getByRole("row").filter({ hasText: today() });

/** Signs `member` in and opens /labfeelings, hydrated when JavaScript runs. */
async function openCheckin(page: Page, member: Member, javaScript = true) {
  await signInAs(page, eleve, member.username, member.password);
  await page.goto(`${eleve}/labfeelings`);
  await expect(page.getByRole("heading", { name: "Check-in de hoje" })).toBeVisible();
  if (javaScript) await waitForLayout(page);
}

test.describe("with JavaScript", () => {
  test(
    "a person checks in, changes today's check-in and sees it in the history, calendar and streak",
    { tag: "@sql" },
    async ({ page }) => {
      const member = await createMember("eleve", "Usuario", "Vera Bem");
      await openCheckin(page, member);
      await expect(page.getByText("Nenhum check-in nos últimos 30 dias.")).toBeVisible();
      await expect(page.getByTestId("sequencia")).toHaveText("Nenhum dia seguido ainda");

      await page.getByRole("radio", { name: "Bem", exact: true }).check();
      await page.getByRole("checkbox", { name: "Calma" }).check();
      await page.getByRole("checkbox", { name: "Gratidão" }).check();
      await page.getByLabel(/Anotação privada/).fill("Dia tranquilo de trabalho.");
      await page.getByRole("button", { name: "Registrar check-in" }).click();
      await expect(page.getByRole("status")).toContainText("Check-in registrado");
      await expect(page.getByTestId("sequencia")).toHaveText("1 dia seguido");
      await expect(todayRow(page)).toContainText("Bem");
      await expect(todayRow(page)).toContainText("Gratidão, Calma");
      await expect(page.getByTestId("calendario")).toContainText(`${today()}: Bem`);

      await expect(page.getByRole("button", { name: "Salvar alterações" })).toBeVisible();
      await expect(page.getByRole("radio", { name: "Bem", exact: true })).toBeChecked();
      await expect(page.getByLabel(/Anotação privada/)).toHaveValue("Dia tranquilo de trabalho.");
      await page.getByRole("radio", { name: "Muito bem" }).check();
      await page.getByRole("checkbox", { name: "Calma" }).uncheck();
      await page.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(page.getByRole("status")).toContainText("Check-in de hoje alterado.");
      await expect(todayRow(page)).toContainText("Muito bem");
      await expect(todayRow(page)).not.toContainText("Calma");
      await expect(history(page).getByRole("row")).toHaveCount(2);

      await page.getByLabel(/Anotação privada/).fill("x".repeat(501));
      await page.getByRole("button", { name: "Salvar alterações" }).click();
      await expect(page.getByText("A anotação deve ter no máximo 500 caracteres.")).toBeVisible();
      await expect(page.getByLabel(/Anotação privada/)).toHaveValue("x".repeat(501));
      await expect(page.getByRole("radio", { name: "Muito bem" })).toBeChecked();
      await page.goto(`${eleve}/labfeelings`);
      await expect(page.getByLabel(/Anotação privada/)).toHaveValue("Dia tranquilo de trabalho.");

      await page.getByRole("link", { name: "90 dias" }).click();
      await expect(page).toHaveURL(/periodo=90/);
      await expect(page.getByRole("link", { name: "90 dias" })).toHaveAttribute("aria-current", "page");
      await expect(todayRow(page)).toContainText("Muito bem");
      // A header row and the Monday-to-Sunday weeks the 90 days ending today touch: 14 or 15 rows by weekday.
      const lastDay = todayInSaoPaulo();
      const weeks = calendarWeeks(addDaysTo(lastDay, -89), lastDay).length;
      await expect(page.getByTestId("calendario").getByRole("row")).toHaveCount(weeks + 1);
    },
  );

  test("a colleague sees none of another person's check-ins", async ({ browser }) => {
    const [author, colleague] = await Promise.all([
      createMember("eleve", "Usuario", "Iris Nota"),
      createMember("eleve", "Administrator", "Otto Admin"),
    ]);
    const first = await browser.newPage();
    await openCheckin(first, author);
    await first.getByRole("radio", { name: "Mal", exact: true }).check();
    await first.getByLabel(/Anotação privada/).fill("Segredo da Iris");
    await first.getByRole("button", { name: "Registrar check-in" }).click();
    await expect(first.getByRole("status")).toContainText("Check-in registrado");
    await first.close();

    const second = await browser.newPage();
    await openCheckin(second, colleague);
    await expect(second.getByText("Nenhum check-in nos últimos 30 dias.")).toBeVisible();
    await expect(second.getByLabel(/Anotação privada/)).toHaveValue("");
    await expect(second.getByText("Segredo da Iris")).toHaveCount(0);
    await second.goto(`${eleve}/labfeelings/clima`);
    await expect(second.getByRole("heading", { name: "Clima da organização" })).toBeVisible();
    await expect(second.getByText("Segredo da Iris")).toHaveCount(0);
    await second.close();
  });
});

test("the Mapa groups the organization's members by state and city with links to their profiles", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/labfeelings/mapa`);
  await expect(page.getByRole("heading", { name: "Mapa", level: 1 })).toBeVisible();
  const pernambuco = page.getByTestId("estado-PE");
  await expect(pernambuco.getByRole("heading", { name: /Pernambuco \(PE\)/ })).toBeVisible();
  await expect(pernambuco.getByRole("heading", { name: /Recife/ })).toBeVisible();
  await expect(pernambuco.getByRole("link", { name: "Rafael Antunes" })).toHaveAttribute("href", "/u/admin.eleve");
  await expect(page.getByRole("link", { name: "Helena Moura" })).toHaveCount(0);
});

test("the Clima publishes closed weeks only, with 5 members or more, noise and its margin", { tag: "@sql" }, async ({ page }) => {
  const open = page.getByTestId("clima").getByRole("row").filter({ hasText: "Semana em andamento" });
  await signInAs(page, sereno, "admin-sereno");
  await page.goto(`${sereno}/labfeelings/clima`);
  const weeks = page.getByTestId("clima");
  await expect(weeks.getByRole("row")).toHaveCount(13);
  await expect(weeks.getByText(INSUFFICIENT)).toHaveCount(11);
  await expect(open).toHaveCount(1);
  await expect(open).toContainText("será publicado em");

  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/labfeelings/clima`);
  await expect(page.getByText("valor leva um ruído de privacidade", { exact: false })).toBeVisible();
  const published = page
    .getByTestId("clima")
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: /^\d,\d$/ }) });
  await expect(published.first()).toContainText(/± \d,\d\s*\d+$/);
  await expect(open).toHaveCount(1);
  // Published once: a reload shows the same figures.
  const figures = (await page.getByTestId("clima").textContent()) ?? "";
  await page.reload();
  await expect(page.getByTestId("clima")).toHaveText(figures);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a person checks in and changes it with plain forms", async ({ page }) => {
    const member = await createMember("eleve", "Usuario", "Nina Semjs");
    await openCheckin(page, member, false);
    await page.getByRole("radio", { name: "Neutro" }).check();
    await page.getByRole("checkbox", { name: "Cansaço" }).check();
    await page.getByRole("button", { name: "Registrar check-in" }).click();
    await expect(page).toHaveURL(`${eleve}/labfeelings?feito=registrado`);
    await expect(page.getByRole("status")).toContainText("Check-in registrado");
    await expect(todayRow(page)).toContainText("Neutro");
    await expect(todayRow(page)).toContainText("Cansaço");

    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page).toHaveURL(`${eleve}/labfeelings?feito=alterado`);
    await expect(todayRow(page)).toContainText("Neutro");

    await page.getByRole("radio", { name: "Muito mal" }).check();
    await page.getByLabel(/Anotação privada/).fill("y".repeat(501));
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText("A anotação deve ter no máximo 500 caracteres.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Muito mal" })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: "Cansaço" })).toBeChecked();
    await page.goto(`${eleve}/labfeelings`);
    await expect(todayRow(page)).toContainText("Neutro");
  });
});
