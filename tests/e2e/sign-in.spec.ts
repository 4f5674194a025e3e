/** Sign-in of an Administrador at the organization of the host. */
import { expect, test } from "@playwright/test";
import { ADMIN_MENU, mainMenu, origin, signIn } from "./helpers";

test("admin-eleve signs in at eleve.localhost and sees the full menu and Eleve in the top bar", async ({ page }) => {
  const eleve = origin("eleve");
  await page.goto(`${eleve}/auth/login`);
  await expect(page.getByText("Organização: Eleve")).toBeVisible();

  await signIn(page, eleve, "admin-eleve");

  await expect(page).toHaveURL(`${eleve}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
  await expect(page.getByTestId("user-name")).toHaveText("Rafael Antunes");
  await expect(page.getByRole("button", { name: "Sair" })).toBeVisible();
  const menu = mainMenu(page);
  for (const label of ADMIN_MENU) {
    await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
});
