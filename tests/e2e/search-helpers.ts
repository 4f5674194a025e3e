/**
 * Shared steps of the user search tests (spec 2.5, 4). The tests
 * only read the demo profiles (app/db/seed-profiles.server.ts) and sign in
 * with the right password, so the accounts are shared with other tests.
 * In eleve the active members with a profile are Rafael Antunes
 * (@admin.eleve, Recife), Beatriz Carvalho (@usuario.eleve) and Paula Mendes
 * (@multi); Otávio Brandão (@bloqueado.eleve, blocked, Recife) and Sílvia
 * Queiroz (@desabilitado.eleve, disabled) must never be found. Other tests
 * add members with profiles to eleve while these run (Teresa Lima, user
 * names lay.*, ...), so counts are only checked for queries
 * those cannot match.
 */
import { expect, type Page } from "@playwright/test";
import { signInAs } from "./sessions";

/** The top bar's search link (its name also holds the 'Ctrl K' hint on desktop). */
export const searchTrigger = (page: Page) => page.getByRole("link", { name: /^Buscar usuários/ });

/** The search modal. */
export const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Buscar usuários", exact: true });

/** The modal's input. */
export const searchInput = (page: Page) => searchDialog(page).getByRole("combobox", { name: "Buscar usuários", exact: true });

/** The people listed in the modal (results or recent). */
export const searchOptions = (page: Page) => searchDialog(page).getByRole("option");

/** The modal's option for this display name. */
export const searchOption = (page: Page, displayName: string) => searchOptions(page).filter({ hasText: displayName });

/** A text of the modal, matched whole. */
export const dialogText = (page: Page, text: string | RegExp) => searchDialog(page).getByText(text, { exact: true });

/** The first line of the modal's results ('RESULTADOS (n)...'). */
export const resultsHeading = (page: Page) => searchDialog(page).getByText(/^RESULTADOS \(/);

/** Signs in at `base`, opens `path` (a light page with the top bar, not the dashboard) and waits for the search link. */
export async function signInForSearch(page: Page, base: string, username: string, path = "/profiles") {
  await signInAs(page, base, username);
  await page.goto(`${base}${path}`);
  await expect(searchTrigger(page)).toBeVisible();
}

/**
 * Presses the shortcut until the modal opens: the page's listener exists
 * only once React has hydrated, so an early press does nothing.
 */
export async function openSearchWithShortcut(page: Page, shortcut = "Control+K") {
  await expect(async () => {
    await page.keyboard.press(shortcut);
    await expect(searchDialog(page)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(searchInput(page)).toBeFocused();
}

/** Types `query` in the open modal and waits for the results of that query to be listed. */
export async function searchFor(page: Page, query: string, expectedHeading: string | RegExp = /^RESULTADOS \(\d+\)/) {
  await searchInput(page).fill(query);
  await expect(resultsHeading(page)).toHaveText(expectedHeading);
  await expect(dialogText(page, "Buscando...")).toBeHidden();
}

/** Types `query` in the open modal and waits for 'Nenhum resultado encontrado'. */
export async function expectNoResults(page: Page, query: string) {
  await searchInput(page).fill(query);
  await expect(dialogText(page, "Nenhum resultado encontrado")).toBeVisible();
  await expect(dialogText(page, "Tente uma busca diferente")).toBeVisible();
  await expect(searchOptions(page)).toHaveCount(0);
  await expect(resultsHeading(page)).toBeHidden();
}

/** The suggest requests the page sends from now on, as their query strings. */
export function recordSuggestRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/search/suggest") seen.push(url.search);
  });
  return seen;
}

/** The answer of /search/suggest for `query`, fetched in the page (same session and host). */
export async function suggest(page: Page, query: string) {
  return page.evaluate(async (q) => {
    const response = await fetch(`/search/suggest?q=${encodeURIComponent(q)}`, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`GET /search/suggest: HTTP ${response.status}`);
    return (await response.json()) as {
      data: Array<{ username: string; displayName: string }>;
      pagination: { total: number; totalPages: number };
    };
  }, query);
}
