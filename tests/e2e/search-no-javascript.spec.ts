/**
 * The full search results without JavaScript (spec 2.2, 2.5):
 * the top bar's search box is a link to /search/search, a GET form puts
 * the query in the address, and the server renders the results with links
 * to the profiles. Accounts are only read (search-helpers.ts).
 */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";
import { profileCard } from "./profile-helpers";
import { searchTrigger } from "./search-helpers";
import { signInAs } from "./sessions";

test.use({ javaScriptEnabled: false });

const eleve = origin("eleve");

test("without JavaScript the search link opens /search/search, the GET form finds Rafael Antunes and his link opens the profile", async ({
  page,
}) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles`);

  await searchTrigger(page).click();
  await expect(page).toHaveURL(`${eleve}/search/search`);
  await expect(page.getByRole("heading", { name: "Buscar usuários", level: 1 })).toBeVisible();
  await expect(page.getByText("Digite para buscar usuários", { exact: true })).toBeVisible();

  const field = page.getByLabel("Nome ou username", { exact: true });
  await field.fill("rafa");
  await page.getByRole("button", { name: "Buscar", exact: true }).click();

  await expect(page).toHaveURL(`${eleve}/search/search?q=rafa`);
  await expect(field).toHaveValue("rafa");
  await expect(page.getByRole("heading", { name: "RESULTADOS (1)", exact: true })).toBeVisible();
  const link = page.locator('main a[href="/u/admin.eleve"]');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText("Rafael Antunes");
  await expect(link.locator("mark")).toHaveText(["Rafael"]);
  await expect(page.getByRole("main")).toContainText("@admin.eleve");
  // One page: no pagination.
  await expect(page.getByRole("navigation", { name: "Paginação" })).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(`${eleve}/u/admin.eleve`);
  await expect(profileCard(page, "Rafael Antunes")).toBeVisible();
});

test(
  "without JavaScript the results page ignores case and accents, needs 2 characters and says when nobody matches",
  { tag: "@sql" },
  async ({ page }) => {
    await signInAs(page, eleve, "usuario-eleve");
    await page.goto(`${eleve}/search/search`);
    const field = page.getByLabel("Nome ou username", { exact: true });
    await field.fill("BEATRIZ Cár");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(`${eleve}/search/search?q=BEATRIZ+C%C3%A1r`);
    await expect(page.getByRole("heading", { name: "RESULTADOS (1)", exact: true })).toBeVisible();
    const beatriz = page.locator('main a[href="/u/usuario.eleve"]');
    await expect(beatriz).toContainText("Beatriz Carvalho");
    await expect(beatriz.locator("mark")).toHaveText(["Beatriz", "Carvalho"]);

    // A location matches too; the blocked Otávio Brandão of the same city is not listed.
    await field.fill("recife");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(`${eleve}/search/search?q=recife`);
    await expect(page.getByRole("heading", { name: /^RESULTADOS \(\d+\)/ })).toBeVisible();
    await expect(page.locator('main a[href="/u/admin.eleve"]')).toContainText("Rafael Antunes");
    await expect(page.locator('main a[href="/u/bloqueado.eleve"]')).toHaveCount(0);

    await field.fill("xqzwvk");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(`${eleve}/search/search?q=xqzwvk`);
    await expect(page.getByText("Nenhum resultado encontrado", { exact: true })).toBeVisible();
    await expect(page.getByText("Tente uma busca diferente", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^RESULTADOS/ })).toHaveCount(0);

    // One character (typed in the address; the field itself asks for 2).
    await expect(field).toHaveAttribute("minlength", "2");
    await page.goto(`${eleve}/search/search?q=a`);
    await expect(page.getByText("Pelo menos 2 caracteres", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^RESULTADOS/ })).toHaveCount(0);
  },
);
