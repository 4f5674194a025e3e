/** Sair ends the session (spec 4 "Logout"); it is in the profile panel (spec 2.4). */
import { expect, test } from "@playwright/test";
import { origin, signIn } from "./helpers";
import { openProfilePanel, signOutButton } from "./layout-helpers";

test("after Sair the person is on the login page, guarded pages ask for sign-in again and the home page is the landing page", async ({
  page,
}) => {
  const labfeelings = origin("labfeelings");
  await signIn(page, labfeelings, "admin-labfeelings");
  await expect(page).toHaveURL(`${labfeelings}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Lab Feelings");

  const panel = await openProfilePanel(page);
  const sair = signOutButton(panel);
  await expect(sair).toContainText("Fazer logout da conta Lab Feelings");
  await sair.click();

  await expect(page).toHaveURL(`${labfeelings}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

  await page.goto(`${labfeelings}/financeiro/lancamentos`);
  await expect(page).toHaveURL(`${labfeelings}/auth/login?returnUrl=%2Ffinanceiro%2Flancamentos`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

  await page.goto(`${labfeelings}/`);
  await expect(page).toHaveURL(`${labfeelings}/landing`);
});
