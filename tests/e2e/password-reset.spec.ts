/** Password reset (spec 2.1, 8): a code by e-mail, then the new password. */
import { expect, test, type Page } from "@playwright/test";
import { codeFromOutbox, loginAlert, otherCode, origin, registerAccount, submitLogin, uniqueSuffix } from "./helpers";

const labfeelings = origin("labfeelings");

async function submitNewPassword(page: Page, code: string, password: string) {
  await page.getByLabel("Código", { exact: true }).fill(code);
  await page.getByLabel("Nova senha", { exact: true }).fill(password);
  await page.getByLabel("Repita a senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Redefinir senha", exact: true }).click();
}

test("a password reset with the code from the e-mail: a wrong code is refused, the new password signs in, the old one fails", async ({
  page,
}) => {
  // The account is this test's own: its password changes.
  const username = `reset-${uniqueSuffix()}`;
  const email = `${username}@example.com`;
  const oldPassword = "Antiga@Senha-2026";
  const newPassword = "Redefinida@2026";
  await registerAccount(page, labfeelings, email, { username, givenName: "Jonas", familyName: "Reis", password: oldPassword });

  await page.goto(`${labfeelings}/auth/forgotpassword`);
  await expect(page.getByRole("heading", { name: "Recuperar senha" })).toBeVisible();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Enviar código", exact: true }).click();

  await expect(page).toHaveURL(`${labfeelings}/auth/forgotpassword?step=confirm`);
  await expect(page.getByText(`Se ${email} estiver cadastrado, enviamos um código de 6 dígitos para ele.`)).toBeVisible();
  const code = await codeFromOutbox(page, email, "passwordReset");

  await submitNewPassword(page, otherCode(code), newPassword);

  await expect(loginAlert(page)).toHaveText("Código de reset não encontrado");
  await expect(page).toHaveURL(`${labfeelings}/auth/forgotpassword?step=confirm`);

  await submitNewPassword(page, code, newPassword);

  await expect(page).toHaveURL(`${labfeelings}/auth/login?status=password-reset`);
  await expect(page.getByRole("status")).toHaveText("Senha redefinida com sucesso. Entre com a nova senha.");

  await submitLogin(page, username, oldPassword);
  const alert = loginAlert(page);
  await expect(alert).toContainText("Usuário ou senha incorretos.");
  await expect(alert).toContainText("Tentativa 1 de 5.");

  await submitLogin(page, username, newPassword);

  await expect(page).toHaveURL(`${labfeelings}/profiles/create`);
  await expect(page.getByTestId("organization-name")).toHaveText("Lab Feelings");
  await expect(page.getByTestId("user-name")).toHaveText("Jonas Reis");
});
