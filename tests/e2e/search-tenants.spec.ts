/**
 * Whom the search finds (spec 2.5, 4): only active, unblocked
 * members of the organization of the address. Accounts are only read
 * (search-helpers.ts).
 */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";
import {
  expectNoResults,
  openSearchWithShortcut,
  searchFor,
  searchOption,
  searchOptions,
  signInForSearch,
  suggest,
} from "./search-helpers";

const eleve = origin("eleve");
const labfeelings = origin("labfeelings");

test(
  "at labfeelings.localhost admin-labfeelings finds the members of Lab Feelings and nobody who is only in eleve",
  { tag: "@sql" },
  async ({ page }) => {
    await signInForSearch(page, labfeelings, "admin-labfeelings");
    await openSearchWithShortcut(page);

    // Members of Lab Feelings are found; 'joao' finds João Araújo (accents ignored).
    await searchFor(page, "joao", "RESULTADOS (1)");
    await expect(searchOption(page, "João Araújo").locator("mark")).toHaveText(["João"]);
    // Paula Mendes (@multi) is a member of both organizations.
    await searchFor(page, "paula", "RESULTADOS (1)");
    await expect(searchOption(page, "Paula Mendes")).toContainText("@multi");

    // Rafael Antunes and Beatriz Carvalho are members of eleve only.
    await expectNoResults(page, "rafael");
    await expectNoResults(page, "beatriz car");
    await expectNoResults(page, "eleve");

    const answer = await suggest(page, "eleve");
    expect(answer.data).toEqual([]);
    expect(answer.pagination.total).toBe(0);

    // The full results page too.
    await page.goto(`${labfeelings}/search/search?q=rafael`);
    await expect(page.getByText("Nenhum resultado encontrado", { exact: true })).toBeVisible();
    await expect(page.locator('main a[href="/u/admin.eleve"]')).toHaveCount(0);
  },
);

test("blocked and disabled members of eleve are never found", { tag: "@sql" }, async ({ page }) => {
  await signInForSearch(page, eleve, "admin-eleve");
  await openSearchWithShortcut(page);

  // Otávio Brandão (@bloqueado.eleve) is blocked, Sílvia Queiroz (@desabilitado.eleve) disabled.
  for (const query of ["otavio", "Otávio Brandão", "silvia", "queiroz", "bloqueado", "desabilitado"]) {
    await expectNoResults(page, query);
  }
  // 'eleve' is in all four user names of eleve: only the two active ones are listed.
  await searchFor(page, "eleve", "RESULTADOS (2)");
  await expect(searchOptions(page).filter({ hasText: /@(bloqueado|desabilitado)\.eleve/ })).toHaveCount(0);

  const answer = await suggest(page, "eleve");
  expect(answer.data.map((user) => user.username)).toEqual(["usuario.eleve", "admin.eleve"]);

  await page.goto(`${eleve}/search/search?q=silvia`);
  await expect(page.getByText("Nenhum resultado encontrado", { exact: true })).toBeVisible();
  await expect(page.locator('main a[href^="/u/"]')).toHaveCount(0);
});
