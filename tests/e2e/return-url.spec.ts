/** returnUrl (spec 4 "Route guard"; design.md 3): back to the page asked for, same origin only. */
import { expect, test } from "@playwright/test";
import { origin, submitLogin } from "./helpers";

test("a guarded page opened signed out returns there after sign-in", async ({ page }) => {
  const eleve = origin("eleve");
  await page.goto(`${eleve}/financeiro/pagamentos`);
  await expect(page).toHaveURL(`${eleve}/auth/login?returnUrl=%2Ffinanceiro%2Fpagamentos`);

  await submitLogin(page, "admin-eleve", "Demo@2026");

  await expect(page).toHaveURL(`${eleve}/financeiro/pagamentos`);
  await expect(page.getByRole("heading", { name: "Pagamentos" })).toBeVisible();
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
});

test("an absolute returnUrl to another site is ignored", async ({ page }) => {
  const eleve = origin("eleve");
  await page.goto(`${eleve}/auth/login?returnUrl=${encodeURIComponent("https://evil.example")}`);

  await submitLogin(page, "admin-eleve", "Demo@2026");

  await expect(page).toHaveURL(`${eleve}/`);
  await expect(page.getByTestId("organization-name")).toHaveText("Eleve");
});
