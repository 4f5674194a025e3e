/**
 * One answer for the organization everywhere (spec 4,
 * docs/decisions/0001-organization-resolution.md): the login card names
 * where the person lands, or nothing; an organization the address names
 * and the person does not belong to is access denied, whether the query,
 * the returnUrl or the host named it; an address choice among the person's
 * organizations becomes the session's for the pages after; an unknown one
 * is 'Organização não encontrada.'. multi (Admin in Eleve, Usuario in Lab
 * Feelings) keeps its switches in its own browser session only.
 */
import { expect, test, type Page } from "@playwright/test";
import { mainMenu, origin, signIn, submitLogin, DEMO_PASSWORD } from "./helpers";
import { openProfilePanel, signOutButton } from "./layout-helpers";
import { signInAs } from "./sessions";

const CRM_HOME = "/crm/central-de-atendimento";
const local = origin();

/** The organization the shell is in, as the profile panel's Sair says it. */
async function expectShellOrganization(page: Page, name: string) {
  const panel = await openProfilePanel(page);
  await expect(signOutButton(panel)).toHaveText(new RegExp(`Fazer logout da conta ${name}$`));
  await page.keyboard.press("Escape");
}

const cardLine = (page: Page) => page.getByText(/^Organização/);

test("the login card names the organization only when the address names one, and the person lands there", async ({ page }) => {
  for (const base of [local, origin("sereno"), origin("manager")]) {
    await page.goto(`${base}/auth/login`);
    await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
    await expect(cardLine(page)).toHaveCount(0);
  }
  await page.goto(`${origin("eleve")}/auth/login`);
  await expect(cardLine(page)).toHaveText("Organização: Eleve");
  await page.goto(`${local}/auth/login?organization=labfeelings`);
  await expect(cardLine(page)).toHaveText("Organização: Lab Feelings");

  await signIn(page, origin("manager"), "admin-manager");
  await expect(page).toHaveURL(`${origin("manager")}/`);
  await expectShellOrganization(page, "Manager");
});

test("registration and /contato act for the organization the login card would name: the address's, else the default, Sereno", async ({
  page,
}) => {
  for (const [base, named] of [
    [local, null],
    [origin("manager"), null],
    [origin("eleve"), "Eleve"],
  ] as const) {
    await page.goto(`${base}/auth/login`);
    await expect(cardLine(page)).toHaveCount(named ? 1 : 0);
    await page.goto(`${base}/auth/register`);
    await expect(cardLine(page)).toHaveText(`Organização: ${named ?? "Sereno"}`);
    const contact = await page.goto(`${base}/contato`);
    expect(contact?.status(), `/contato at ${base}`).toBe(200);
    await expect(page.getByText(`Escreva para ${named ?? "Sereno"}. Responderemos por e-mail.`)).toBeVisible();
  }
  await page.goto(`${local}/contato?organization=labfeelings`);
  await expect(page.getByText("Escreva para Lab Feelings. Responderemos por e-mail.")).toBeVisible();
});

test("a member of eleve signing in at labfeelings.localhost gets access denied", async ({ page }) => {
  const labfeelings = origin("labfeelings");
  await page.goto(`${labfeelings}/auth/login`);
  await expect(cardLine(page)).toHaveText("Organização: Lab Feelings");

  await signIn(page, labfeelings, "usuario-eleve");

  await expect(page).toHaveURL(`${labfeelings}/auth/accessdenied`);
  await expect(page.getByRole("heading", { name: "Acesso negado" })).toBeVisible();
  await expect(page.getByText("Sua conta não tem acesso à organização Lab Feelings.")).toBeVisible();
});

test("?organization= on the login page of an organization the person is not in gives access denied", async ({ page }) => {
  await page.goto(`${local}/auth/login?organization=labfeelings`);
  await submitLogin(page, "admin-eleve", DEMO_PASSWORD);

  await expect(page).toHaveURL(`${local}/auth/accessdenied?organization=labfeelings`);
  await expect(page.getByText("Sua conta não tem acesso à organização Lab Feelings.")).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
});

test("the auth pages keep an organization chosen by query: Criar conta, Entrar com outra conta", async ({ page }) => {
  await page.goto(`${local}/auth/login?organization=eleve`);
  await page.getByRole("link", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(`${local}/auth/register?organization=eleve`);
  await expect(cardLine(page)).toHaveText("Organização: Eleve");

  await page.goto(`${local}/auth/login?organization=labfeelings`);
  await submitLogin(page, "usuario-eleve", DEMO_PASSWORD);
  await expect(page).toHaveURL(`${local}/auth/accessdenied?organization=labfeelings`);
  await page.getByRole("button", { name: "Entrar com outra conta" }).click();
  await expect(page).toHaveURL(`${local}/auth/login?organization=labfeelings`);
  await expect(cardLine(page)).toHaveText("Organização: Lab Feelings");
});

test("a returnUrl naming another organization gives access denied after sign-in", async ({ page }) => {
  await page.goto(`${local}/financeiro?organization=labfeelings`);
  await expect(page).toHaveURL(/\/auth\/login\?returnUrl=/);
  await expect(cardLine(page)).toHaveText("Organização: Lab Feelings");
  await submitLogin(page, "admin-eleve", DEMO_PASSWORD);

  await expect(page).toHaveURL(`${local}/auth/accessdenied?organization=labfeelings`);
  await expect(page.getByText("Sua conta não tem acesso à organização Lab Feelings.")).toBeVisible();
});

test("inside the app, ?organization= switches a member for every later page and denies a non-member", async ({
  page,
  browser,
}) => {
  await signInAs(page, local, "multi");
  await page.goto(`${local}/profiles`);
  await expectShellOrganization(page, "Eleve");

  // In Lab Feelings multi is a Usuario: the back office sends it to the CRM, with the CRM-only menu.
  await page.goto(`${local}/financeiro?organization=labfeelings`);
  await expect(page).toHaveURL(`${local}${CRM_HOME}`);
  await expect(mainMenu(page).getByRole("button", { name: "Financeiro" })).toHaveCount(0);
  await expectShellOrganization(page, "Lab Feelings");

  await page.goto(`${local}/profiles`);
  await expectShellOrganization(page, "Lab Feelings");
  await page.goto(`${local}/`);
  await expect(page).toHaveURL(`${local}${CRM_HOME}`);

  await page.goto(`${local}/profiles?organization=eleve`);
  await expectShellOrganization(page, "Eleve");
  await page.goto(`${local}/`);
  await expect(page).toHaveURL(`${local}/`);
  await expect(mainMenu(page).getByRole("button", { name: "Financeiro" })).toBeVisible();

  const other = await browser.newContext({ locale: "pt-BR" });
  try {
    await signInAs(other, local, "admin-eleve");
    const admin = await other.newPage();
    await admin.goto(`${local}/profiles?organization=labfeelings`);
    await expect(admin).toHaveURL(`${local}/auth/accessdenied?organization=labfeelings`);
    await expect(admin.getByText("Sua conta não tem acesso à organização Lab Feelings.")).toBeVisible();
    // Denied, not switched: the next page is Eleve's again.
    await admin.goto(`${local}/profiles`);
    await expectShellOrganization(admin, "Eleve");
  } finally {
    await other.close();
  }
});

test("an unknown organization is 'Organização não encontrada.' by query and by host", async ({ page }) => {
  for (const url of [`${local}/auth/login?organization=foo`, `${origin("foo")}/auth/login`]) {
    await page.goto(url);
    await expect(page.getByText("Organização não encontrada.")).toBeVisible();
    await expect(page.getByText("Organização: foo")).toHaveCount(0);
    await expect(page.getByText(/Organização: /)).toHaveCount(0);
  }

  await signInAs(page, local, "admin-eleve");
  await page.goto(`${local}/profiles?organization=foo`);
  await expect(page).toHaveURL(`${local}/auth/accessdenied?organization=foo`);
  await expect(page.getByText("Organização não encontrada.")).toBeVisible();
});
