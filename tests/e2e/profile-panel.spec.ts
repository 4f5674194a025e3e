/**
 * The profile side panel (spec 2.4, 4 "manual switch"), opened by
 * the avatar link of the top bar: 'Bem Vindo(a),' and the user link, Meu
 * Perfil, Assinaturas, Configurações, the organization switch for people in
 * several organizations, and Sair ('Fazer logout da conta {organization}').
 * The top bar and the panel name the person by their profile's display
 * name, the new one as soon as it is saved. admin-eleve and multi are only
 * read: the switch is kept in the session, not in the profile, and neither
 * test changes a setting; the test that renames signs in with an account
 * of its own (layout-helpers.ts).
 */
import { expect, test } from "@playwright/test";
import { mainMenu, origin } from "./helpers";
import { createMember, openProfilePanel, profilePanel, settingsPanel, signInMember, signOutButton } from "./layout-helpers";
import { profileForm } from "./profile-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const CRM_HOME = "/crm/central-de-atendimento";

test("admin-eleve: the greeting and user link, Meu Perfil, Assinaturas, Configurações and 'Fazer logout da conta Eleve'", async ({
  page,
}) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles`);
  const panel = await openProfilePanel(page);

  await expect(panel.getByRole("heading", { name: "Bem Vindo(a),", exact: true })).toBeVisible();
  const userLink = panel.getByRole("link", { name: /Rafael Antunes/ });
  await expect(userLink).toHaveAttribute("href", "/u/admin.eleve");
  await expect(userLink).toContainText("@admin.eleve");
  await expect(panel.getByRole("link", { name: "Meu Perfil", exact: true })).toHaveAttribute("href", "/profiles");
  await expect(panel.getByText("Assinaturas", { exact: true })).toHaveAttribute("aria-disabled", "true");
  await expect(panel.getByRole("button", { name: "Configurações", exact: true })).toBeVisible();
  // One organization: no switch.
  await expect(panel.getByRole("heading", { name: "Trocar de organização" })).toHaveCount(0);
  const sair = signOutButton(panel);
  await expect(sair).toHaveText(/^Sair\s*Fazer logout da conta Eleve$/);

  // Configurações swaps the profile panel for the settings panel.
  await panel.getByRole("button", { name: "Configurações", exact: true }).click();
  await expect(settingsPanel(page)).toBeVisible();
  await expect(profilePanel(page)).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(settingsPanel(page)).toBeHidden();
});

test("navigating from the panel closes it: the user link, Meu Perfil, the organization switch", async ({ page, browser }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles/list`);

  await (await openProfilePanel(page)).getByRole("link", { name: /Rafael Antunes/ }).click();
  await expect(page).toHaveURL(`${eleve}/u/admin.eleve`);
  await expect(profilePanel(page)).toBeHidden();
  await expect(page.getByRole("article", { name: "Perfil de Rafael Antunes", exact: true })).toBeVisible();

  await (await openProfilePanel(page)).getByRole("link", { name: "Meu Perfil", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/profiles`);
  await expect(profilePanel(page)).toBeHidden();

  const other = await browser.newContext({ locale: "pt-BR" });
  try {
    await signInAs(other, eleve, "multi");
    const multi = await other.newPage();
    await multi.goto(`${eleve}/profiles`);
    await (await openProfilePanel(multi)).getByRole("button", { name: "Lab Feelings", exact: true }).click();
    await expect(multi).toHaveURL(`${eleve}${CRM_HOME}`);
    await expect(profilePanel(multi)).toBeHidden();
  } finally {
    await other.close();
  }
});

test("multi switches to Lab Feelings in the panel: the service centre, the Usuario menu, kept while navigating; and back to Eleve", async ({
  page,
}) => {
  await signInAs(page, eleve, "multi");
  await page.goto(`${eleve}/profiles`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");

  let panel = await openProfilePanel(page);
  const switcher = panel.getByRole("region", { name: "Trocar de organização", exact: true });
  await expect(switcher.getByRole("button")).toHaveText(["Eleve", "Lab Feelings"]);
  await expect(switcher.getByRole("button", { name: /^Eleve/ })).toBeDisabled();
  await expect(switcher.getByRole("button", { name: /^Eleve/ })).toHaveAttribute("aria-current", "true");
  await expect(signOutButton(panel)).toContainText("Fazer logout da conta Eleve");
  await switcher.getByRole("button", { name: "Lab Feelings", exact: true }).click();

  // A Usuario in Lab Feelings: the service centre and its single menu entry.
  await expect(page).toHaveURL(`${eleve}${CRM_HOME}`);
  await expect(page.getByTestId("organization-name")).toHaveText("Lab Feelings");
  // The switch navigates, so the panel has closed.
  await expect(profilePanel(page)).toBeHidden();
  await expect(page.getByRole("heading", { name: "Central de Atendimento" })).toBeVisible();
  await expect(page.getByTestId("organization-name")).toHaveText("Lab Feelings");
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Central de Atendimento"]);

  // The choice survives navigation and reloads, though the host says eleve.
  for (const path of ["/", "/financeiro/lancamentos", "/profiles"]) {
    await page.goto(`${eleve}${path}`);
    await expect(page.getByTestId("organization-name"), `after opening ${path}`).toHaveText("Lab Feelings");
  }
  await page.goto(`${eleve}/`);
  await expect(page).toHaveURL(`${eleve}${CRM_HOME}`);
  await mainMenu(page).getByRole("link", { name: "Central de Atendimento", exact: true }).click();
  await expect(page.getByTestId("organization-name")).toHaveText("Lab Feelings");
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Central de Atendimento"]);

  panel = await openProfilePanel(page);
  await expect(signOutButton(panel)).toContainText("Fazer logout da conta Lab Feelings");
  const back = panel.getByRole("region", { name: "Trocar de organização", exact: true });
  await expect(back.getByRole("button", { name: /^Lab Feelings/ })).toBeDisabled();
  await back.getByRole("button", { name: "Eleve", exact: true }).click();

  await expect(page).toHaveURL(`${eleve}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
  await expect(profilePanel(page)).toBeHidden();
  await expect(mainMenu(page).getByRole("link", { name: "Dashboard Banking", exact: true })).toBeVisible();
  await expect(mainMenu(page).getByRole("button", { name: "Financeiro", exact: true })).toBeVisible();
});

test("after a display name change the top bar and the profile panel show the new name on the next page", async ({ page }) => {
  const member = await createMember("eleve");
  await signInMember(page, eleve, member);
  const userName = page.getByTestId("user-name");
  await expect(userName).toHaveText(member.displayName);

  const renamed = member.displayName.replace("Lara Moraes", "Lara Duarte");
  await page.goto(`${eleve}/profiles/edit`);
  await expect(profileForm(page).displayName).toHaveValue(member.displayName);
  await profileForm(page).displayName.fill(renamed);
  await page.getByRole("button", { name: "Salvar alterações", exact: true }).click();

  await expect(page).toHaveURL(`${eleve}/u/${member.profileUsername}`);
  await expect(userName).toHaveText(renamed);
  const panel = await openProfilePanel(page);
  await expect(panel.getByRole("link", { name: new RegExp(renamed) })).toHaveAttribute("href", `/u/${member.profileUsername}`);
  await expect(panel).not.toContainText(member.displayName);
});

test("a Usuario reaches Publicações, Bem-estar and Notificações from the panel, under one name: Bem-estar", async ({ page }) => {
  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(`${eleve}${CRM_HOME}`);
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Central de Atendimento"]);

  const social = async () => (await openProfilePanel(page)).getByRole("navigation", { name: "Social", exact: true });
  await expect((await social()).getByRole("link")).toHaveText(["Publicações", "Bem-estar", "Notificações"]);
  await page.keyboard.press("Escape");
  for (const [label, path, heading] of [
    ["Publicações", "/labfeelings/discovery", "Publicações"],
    ["Bem-estar", "/labfeelings", "Bem-estar"],
    ["Notificações", "/notificacoes", "Notificações"],
  ] as const) {
    await (await social()).getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(`${eleve}${path}`);
    await expect(profilePanel(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(`^${heading} · `));
  }
  // The section's trail says the menu's name too.
  await page.goto(`${eleve}/labfeelings/discovery`);
  await expect(
    page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link", { name: "Bem-estar" }),
  ).toBeVisible();
  await expect(page.locator("body")).not.toContainText("Labfeelings");
});
