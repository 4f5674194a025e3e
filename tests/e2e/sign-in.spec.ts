/** Sign-in of an Administrador at the organization of the host. */
import { expect, test } from "@playwright/test";
import { ADMIN_MENU, ADMIN_SUBMENUS, expandSubmenu, mainMenu, origin, signIn } from "./helpers";
import { openProfilePanel, profilePanel, signOutButton } from "./layout-helpers";

test("admin-eleve signs in at eleve.localhost and sees the full menu and Eleve in the top bar", async ({ page }) => {
  const eleve = origin("eleve");
  await page.goto(`${eleve}/auth/login`);
  await expect(page.getByText("Organização: Eleve")).toBeVisible();

  await signIn(page, eleve, "admin-eleve");

  await expect(page).toHaveURL(`${eleve}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
  await expect(page.getByTestId("user-name")).toHaveText("Rafael Antunes");
  // Sair is in the profile panel, opened from the avatar in the top bar.
  const panel = await openProfilePanel(page);
  await expect(signOutButton(panel)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(profilePanel(page)).toBeHidden();

  // The links of Financeiro and Faturamento are in collapsed submenus.
  const menu = mainMenu(page);
  for (const submenu of Object.keys(ADMIN_SUBMENUS) as Array<keyof typeof ADMIN_SUBMENUS>) {
    await expandSubmenu(page, submenu);
  }
  for (const label of ADMIN_MENU) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});
