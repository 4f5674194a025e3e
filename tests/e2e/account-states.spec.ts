/** The sign-in messages of accounts that cannot sign in (spec 8): locked, blocked, disabled. */
import { expect, test } from "@playwright/test";
import { DEMO_PASSWORD, loginAlert, origin, registerAccount, signIn, submitLogin, uniqueSuffix } from "./helpers";

const eleve = origin("eleve");

test("five wrong passwords lock the account for this client: the right password then shows 'Conta temporariamente bloqueada.'", async ({
  page,
}) => {
  // A fresh account, so the lock touches no account another test signs in with.
  const suffix = uniqueSuffix();
  const email = `trava-${suffix}@example.com`;
  const username = `trava-${suffix}`;
  const password = "Trava@Senha1";
  await registerAccount(page, eleve, email, { username, givenName: "Igor", familyName: "Prado", password });
  await page.goto(`${eleve}/auth/login`);
  const alert = loginAlert(page);

  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitLogin(page, username, `senha-errada-${attempt}`);
    await expect(alert).toContainText("Usuário ou senha incorretos.");
    await expect(alert).toContainText(`Tentativa ${attempt} de 5.`);
  }

  // The e-mail is another identifier, so the page's own throttle (per identifier) lets it through;
  // the auth service locks the account for this client address whatever the identifier.
  await submitLogin(page, email, password);

  await expect(alert).toContainText("Conta temporariamente bloqueada.");
  await expect(alert).toContainText("Código: ACCOUNT_LOCKED");
  await expect(page).toHaveURL(`${eleve}/auth/login`);
  await expect(alert).not.toContainText("Usuário ou senha incorretos.");
});

test("the blocked account shows 'Conta bloqueada por segurança.'", async ({ page }) => {
  await signIn(page, eleve, "bloqueado-eleve", DEMO_PASSWORD);

  const alert = loginAlert(page);
  await expect(alert).toContainText("Conta bloqueada por segurança.");
  await expect(alert).toContainText("Código: ACCOUNT_LOCKED");
  await expect(page).toHaveURL(`${eleve}/auth/login`);
});

test("the disabled account shows 'Conta desabilitada.'", async ({ page }) => {
  await signIn(page, eleve, "desabilitado-eleve", DEMO_PASSWORD);

  const alert = loginAlert(page);
  await expect(alert).toContainText("Conta desabilitada.");
  await expect(alert).toContainText("Código: ACCOUNT_DISABLED");
  await expect(page).toHaveURL(`${eleve}/auth/login`);
});
