/** The organization comes from the host; a non-member is denied access. */
import { expect, test } from "@playwright/test";
import { origin, signIn } from "./helpers";

test("a member of eleve signing in at labfeelings.localhost gets access denied", async ({ page }) => {
  const labfeelings = origin("labfeelings");
  await page.goto(`${labfeelings}/auth/login`);
  await expect(page.getByText("Organização: Lab Feelings")).toBeVisible();

  await signIn(page, labfeelings, "usuario-eleve");

  await expect(page).toHaveURL(`${labfeelings}/auth/accessdenied`);
  await expect(page.getByRole("heading", { name: "Acesso negado" })).toBeVisible();
  await expect(page.getByText("Sua conta não tem acesso à organização Lab Feelings.")).toBeVisible();
});
