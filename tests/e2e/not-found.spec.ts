/** Unknown paths (spec 2.2): redirect to /notfound, answered with status 404. */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";

test("an unknown path ends on /notfound with status 404", async ({ page }) => {
  const response = await page.goto(`${origin()}/some/unknown/path`);

  await expect(page).toHaveURL(`${origin()}/notfound`);
  expect(response?.url()).toBe(`${origin()}/notfound`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
});
