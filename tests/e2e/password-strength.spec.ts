/**
 * The password policy in the forms (docs/decisions/0010): the strength hint
 * as the person types, and each refusal on the password field, with and
 * without JavaScript.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  codeFromOutbox,
  origin,
  registerAccount,
  startRegistration,
  submitAccountDetails,
  submitCode,
  uniqueSuffix,
} from "./helpers";

const eleve = origin("eleve");
const COMMON = "Esta senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.";

/** Registers up to the last step with a new e-mail; returns the e-mail and a free user name. */
async function reachDetailsStep(page: Page) {
  const suffix = uniqueSuffix();
  const email = `forca-${suffix}@example.com`;
  await startRegistration(page, eleve, email);
  await expect(page).toHaveURL(`${eleve}/auth/register?step=confirm`);
  await submitCode(page, await codeFromOutbox(page, email, "registration"));
  await expect(page).toHaveURL(`${eleve}/auth/register?step=complete`);
  return { email, username: `flor-${suffix}` };
}

test("the hint rates the password as it is typed, politely announced", async ({ page }) => {
  const { username } = await reachDetailsStep(page);
  const hint = page.getByTestId("password-strength");
  const password = page.getByLabel("Senha", { exact: true });
  await expect(hint).toHaveAttribute("aria-live", "polite");
  await expect(page.getByText("Use pelo menos 8 caracteres.")).toBeVisible();

  await page.getByLabel("Nome de usuário", { exact: true }).fill(username);
  await password.fill("12345678");
  await expect(hint).toHaveAttribute("data-level", "fraca");
  await expect(hint).toContainText("Força da senha: fraca");

  await password.fill(`${username}!`);
  await expect(hint).toContainText("A senha não pode conter seu nome de usuário.");

  await password.fill("cavalo correto bateria grampo");
  await expect(hint).toHaveAttribute("data-level", "forte");
  await expect(hint).toContainText("Força da senha: forte");

  await password.fill("");
  await expect(hint).toBeEmpty();
});

test("a common password is refused on the field by the server, then a good one creates the account", async ({ page }) => {
  const { username } = await reachDetailsStep(page);
  const details = { username, givenName: "Flora", familyName: "Reis" };

  await submitAccountDetails(page, { ...details, password: "Password1" });
  await expect(page.getByText(COMMON)).toBeVisible();
  await expect(page).toHaveURL(`${eleve}/auth/register?step=complete`);

  await submitAccountDetails(page, { ...details, password: "Flores do Cerrado 9" });
  await expect(page).toHaveURL(`${eleve}/auth/login?status=pending`);
});

test("password reset shows the service's user name rule on the new password field", async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `contato-${suffix}@example.com`;
  const username = `redef-${suffix}`;
  await registerAccount(page, eleve, email, { username, givenName: "Caio", familyName: "Prado", password: "Conta@Inicial1" });

  await page.goto(`${eleve}/auth/forgotpassword`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Enviar código", exact: true }).click();
  await expect(page).toHaveURL(`${eleve}/auth/forgotpassword?step=confirm`);
  const code = await codeFromOutbox(page, email, "passwordReset");

  await page.getByLabel("Código", { exact: true }).fill(code);
  await page.getByLabel("Nova senha", { exact: true }).fill(`${username}-nova`);
  await page.getByLabel("Repita a senha", { exact: true }).fill(`${username}-nova`);
  await expect(page.getByTestId("password-strength")).toContainText("Força da senha:");
  await page.getByRole("button", { name: "Redefinir senha", exact: true }).click();

  await expect(page.getByText("A senha não pode conter seu nome de usuário.")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Dados inválidos para confirmar reset");
  await expect(page).toHaveURL(`${eleve}/auth/forgotpassword?step=confirm`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each rule is named on the field after the post", async ({ page }) => {
    const { email, username } = await reachDetailsStep(page);
    const details = { username, givenName: "Nara", familyName: "Leão" };
    await expect(page.getByText("Use pelo menos 8 caracteres.")).toBeVisible();

    for (const [password, message] of [
      ["12345678", COMMON],
      ["        ", "A senha não pode ser formada só por espaços."],
      [username.toUpperCase(), "A senha não pode conter seu nome de usuário."],
      [email, "A senha não pode conter seu e-mail."],
    ]) {
      await submitAccountDetails(page, { ...details, password: password! });
      await expect(page.getByText(message!)).toBeVisible();
      await expect(page).toHaveURL(`${eleve}/auth/register?step=complete`);
    }
  });
});
