/** Messages of the login page (spec 8): wrong password, empty fields. */
import { expect, test } from "@playwright/test";
import { loginAlert, origin, signIn } from "./helpers";

test("a wrong password shows 'Usuário ou senha incorretos.' with the attempt count", async ({ page }) => {
  // admin-manager is used by no other test (a failure counts against the account).
  await signIn(page, origin(), "admin-manager", "senha-errada");

  await expect(page).toHaveURL(/\/auth\/login$/);
  const alert = loginAlert(page);
  await expect(alert).toContainText("Usuário ou senha incorretos.");
  await expect(alert).toContainText("Tentativa 1 de 5.");
  await expect(alert).toContainText("Código: INVALID_CREDENTIALS");
});

test("submitting the empty form shows the pt-BR validation messages", async ({ page }) => {
  await page.goto(`${origin()}/auth/login`);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();

  await expect(page.getByText("Informe seu usuário ou e-mail.")).toBeVisible();
  await expect(page.getByText("Informe sua senha.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(loginAlert(page)).toHaveCount(0);
});
