/** Registration works without JavaScript (spec 2.1): plain form posts, messages from the server. */
import { expect, test } from "@playwright/test";
import {
  approveRegistration,
  codeFromOutbox,
  loginAlert,
  otherCode,
  origin,
  startRegistration,
  submitAccountDetails,
  submitCode,
  submitLogin,
  uniqueSuffix,
} from "./helpers";

test.use({ javaScriptEnabled: false });

const eleve = origin("eleve");

test("a person registers and signs in without JavaScript, landing on /profiles/create (no profile yet)", async ({ page }) => {
  const suffix = uniqueSuffix();
  const email = `semjs-${suffix}@example.com`;
  const username = `semjs-${suffix}`;

  await startRegistration(page, eleve, email);

  await expect(page).toHaveURL(`${eleve}/auth/register?step=confirm`);
  await expect(page.getByText(`Enviamos um código de 6 dígitos para ${email}.`)).toBeVisible();
  const code = await codeFromOutbox(page, email, "registration");

  await submitCode(page, otherCode(code));
  await expect(loginAlert(page)).toHaveText("Código inválido");

  await submitCode(page, code);
  await expect(page).toHaveURL(`${eleve}/auth/register?step=complete`);

  const details = { username, givenName: "Elisa", familyName: "Ramos" };
  await submitAccountDetails(page, { ...details, password: "curta", confirmation: "curta" });
  await expect(page.getByText("A senha deve ter pelo menos 8 caracteres.")).toBeVisible();
  await expect(page).toHaveURL(`${eleve}/auth/register?step=complete`);

  await submitAccountDetails(page, { ...details, password: "SemJs@Senha1", confirmation: "SemJs@Senha2" });
  await expect(page.getByText("As senhas não coincidem.")).toBeVisible();
  await expect(page).toHaveURL(`${eleve}/auth/register?step=complete`);

  await submitAccountDetails(page, { ...details, password: "SemJs@Senha1" });
  await expect(page).toHaveURL(`${eleve}/auth/login?status=pending`);
  await expect(page.getByRole("status")).toHaveText("Conta criada. Seu acesso a Eleve aguarda aprovação de um administrador.");
  await approveRegistration(page, eleve, email);

  await submitLogin(page, username, "SemJs@Senha1");

  // A new account has no profile: the sign-in sends it to create one.
  await expect(page).toHaveURL(`${eleve}/profiles/create`);
  await expect(page.getByRole("heading", { name: "Criar perfil" })).toBeVisible();
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
  await expect(page.getByTestId("user-name")).toHaveText("Elisa Ramos");
});
