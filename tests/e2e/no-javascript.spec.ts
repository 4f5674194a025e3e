/**
 * The login page works without JavaScript (spec 2.1): plain form posts;
 * and on a phone the menu still opens and closes (an anchor target).
 */
import { expect, test } from "@playwright/test";
import { loginAlert, mainMenu, origin, signIn } from "./helpers";
import { sidebar } from "./layout-helpers";
import { signInAs } from "./sessions";

test.use({ javaScriptEnabled: false });

test("sign-in works without JavaScript", async ({ page }) => {
  await signIn(page, origin(), "admin-sereno");

  await expect(page).toHaveURL(`${origin()}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Sereno");
  await expect(page.getByTestId("user-name")).toHaveText("Helena Moura");
});

test("a wrong password shows the message without JavaScript", async ({ page }) => {
  // usuario-sereno is used by no other test (a failure counts against the account).
  await signIn(page, origin(), "usuario-sereno", "senha-errada");

  await expect(page).toHaveURL(/\/auth\/login$/);
  const alert = loginAlert(page);
  await expect(alert).toContainText("Usuário ou senha incorretos.");
  await expect(alert).toContainText("Tentativa 1 de 5.");
  await expect(alert).toContainText("Código: INVALID_CREDENTIALS");
});

test("the empty form shows the pt-BR validation messages without JavaScript", async ({ page }) => {
  await page.goto(`${origin()}/auth/login`);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();

  await expect(page.getByText("Informe seu usuário ou e-mail.")).toBeVisible();
  await expect(page.getByText("Informe sua senha.")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the menu button opens the hidden menu without JavaScript, and Fechar menu closes it", async ({ page }) => {
    await signInAs(page, origin(), "admin-sereno");
    await page.goto(`${origin()}/`);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole("button", { name: "Abrir ou fechar o menu", exact: true }).click();
    await expect(page).toHaveURL(`${origin()}/#layout-sidebar`);
    await expect(mainMenu(page).getByRole("link", { name: "Publicações", exact: true })).toBeVisible();
    await sidebar(page).getByRole("link", { name: "Fechar menu", exact: true }).click();
    await expect(sidebar(page)).toBeHidden();
  });
});
