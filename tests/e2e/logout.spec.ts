/** Sair ends the session (spec 4 "Logout"). */
import { expect, test } from "@playwright/test";
import { origin, signIn } from "./helpers";

test("after Sair the person is on the login page and guarded pages ask for sign-in again", async ({ page }) => {
  const labfeelings = origin("labfeelings");
  await signIn(page, labfeelings, "admin-labfeelings");
  await expect(page).toHaveURL(`${labfeelings}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Lab Feelings");

  await page.getByRole("button", { name: "Sair" }).click();

  await expect(page).toHaveURL(`${labfeelings}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

  await page.goto(`${labfeelings}/financeiro/lancamentos`);
  await expect(page).toHaveURL(`${labfeelings}/auth/login?returnUrl=%2Ffinanceiro%2Flancamentos`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

  await page.goto(`${labfeelings}/`);
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
});
