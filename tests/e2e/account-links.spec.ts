/** The links between the login, registration and password-reset pages. */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";

test("the login page leads to Criar conta and Esqueci minha senha, and both lead back", async ({ page }) => {
  const eleve = origin("eleve");
  await page.goto(`${eleve}/auth/login`);

  await page.getByRole("link", { name: "Criar conta", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/auth/register`);
  await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
  await expect(page.getByText("Organização: Eleve")).toBeVisible();

  await page.getByRole("link", { name: "Entrar", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();

  await page.getByRole("link", { name: "Esqueci minha senha", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/auth/forgotpassword`);
  await expect(page.getByRole("heading", { name: "Recuperar senha" })).toBeVisible();

  await page.getByRole("link", { name: "Voltar para o login", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
});
