/** The login throttle (spec 4, 8): the sixth failure within 15 minutes. */
import { expect, test } from "@playwright/test";
import { loginAlert, origin, submitLogin } from "./helpers";

test("the sixth failed sign-in shows the too-many-attempts message", async ({ page }) => {
  // usuario-manager is used by no other test: it ends locked for this client address.
  await page.goto(`${origin()}/auth/login`);
  const alert = loginAlert(page);

  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitLogin(page, "usuario-manager", `senha-errada-${attempt}`);
    await expect(alert).toContainText("Usuário ou senha incorretos.");
    await expect(alert).toContainText(`Tentativa ${attempt} de 5.`);
  }

  await submitLogin(page, "usuario-manager", "senha-errada-6");
  await expect(alert).toContainText("Muitas tentativas de login. Tente novamente em alguns minutos.");
  await expect(alert).toContainText("Código: TOO_MANY_ATTEMPTS");
  await expect(alert).not.toContainText("Usuário ou senha incorretos.");
  await expect(page).toHaveURL(/\/auth\/login$/);
});
