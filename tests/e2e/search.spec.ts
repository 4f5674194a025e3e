/**
 * The search modal (spec 2.5, 4): the top bar's link and
 * Ctrl+K / ⌘K open it; at least 2 characters search after a 500 ms pause
 * (the tests wait for the results, never for the clock); arrows and Enter
 * open a person, Enter with nobody selected and 'Ver todos os resultados'
 * open /search/search?q=...; selected people are kept under 'RECENTES'
 * (at most 3, localStorage). Accounts are only read (search-helpers.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { origin, signIn } from "./helpers";
import { profileCard } from "./profile-helpers";
import {
  dialogText,
  openSearchWithShortcut,
  recordSuggestRequests,
  resultsHeading,
  searchDialog,
  searchFor,
  searchInput,
  searchOption,
  searchOptions,
  searchTrigger,
  signInForSearch,
} from "./search-helpers";

const eleve = origin("eleve");
const RECENT_USERS_KEY = "recentSearchUsers";

const recentUsers = (page: Page) =>
  page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? "null") as Array<Record<string, unknown>> | null,
    RECENT_USERS_KEY,
  );

test(
  "Ctrl+K opens the search; 'beatriz car' lists Beatriz Carvalho with the words marked; ArrowDown and Enter open /u/usuario.eleve and she is under RECENTES next time",
  { tag: "@sql" },
  async ({ page }) => {
    await signInForSearch(page, eleve, "admin-eleve");
    // A read-only link with the shortcut hint on a desktop-sized window (Linux: Ctrl).
    const trigger = searchTrigger(page);
    await expect(trigger).toHaveAttribute("href", "/search/search");
    await expect(trigger.locator("kbd")).toBeVisible();
    await expect(trigger.locator("kbd")).toHaveText("Ctrl K");
    await expect(page.getByRole("textbox")).toHaveCount(0);
    const suggestRequests = recordSuggestRequests(page);

    await openSearchWithShortcut(page, "Control+K");
    const input = searchInput(page);
    await expect(input).toHaveAttribute("placeholder", "Digite o nome ou username do usuário...");
    await expect(input).toHaveValue("");
    await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();
    await expect(dialogText(page, "Pelo menos 2 caracteres")).toBeVisible();
    // On a desktop window the dialog is a centred box, not the whole screen.
    const box = (await searchDialog(page).boundingBox())!;
    expect(box.width).toBeLessThan(page.viewportSize()!.width);

    // Typed key by key: the pause collapses the keystrokes into one request.
    await input.pressSequentially("beatriz car");
    await expect(dialogText(page, "Buscando...")).toBeVisible();
    await expect(resultsHeading(page)).toHaveText("RESULTADOS (1)");
    await expect(dialogText(page, "Buscando...")).toBeHidden();
    await expect(dialogText(page, "Digite para buscar usuários")).toBeHidden();
    const beatriz = searchOption(page, "Beatriz Carvalho");
    await expect(searchOptions(page)).toHaveCount(1);
    await expect(beatriz).toContainText("@usuario.eleve");
    await expect(beatriz.locator("mark")).toHaveText(["Beatriz", "Carvalho"]);
    expect(suggestRequests).toEqual([`?q=${encodeURIComponent("beatriz car")}&page=1`]);
    await expect(beatriz).toHaveAttribute("aria-selected", "false");

    await input.press("ArrowDown");
    await expect(beatriz).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await beatriz.getAttribute("id"))!);
    await input.press("Enter");

    await expect(page).toHaveURL(`${eleve}/u/usuario.eleve`);
    await expect(searchDialog(page)).toBeHidden();
    await expect(profileCard(page, "Beatriz Carvalho")).toBeVisible();
    expect(await recentUsers(page)).toEqual([
      expect.objectContaining({ username: "usuario.eleve", displayName: "Beatriz Carvalho" }),
    ]);

    // The app is hydrated by now: a click on the link opens the modal too.
    await searchTrigger(page).click();
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchInput(page)).toHaveValue("");
    await expect(dialogText(page, "RECENTES")).toBeVisible();
    await expect(searchOptions(page)).toHaveCount(1);
    await expect(searchOption(page, "Beatriz Carvalho")).toContainText("@usuario.eleve");
    await expect(dialogText(page, "Digite para buscar usuários")).toBeHidden();
    await expect(page.getByRole("button", { name: "Ver todos os resultados" })).toBeHidden();
  },
);

test(
  "arrows move the selection through the results and wrap around; Enter opens the selected person",
  { tag: "@sql" },
  async ({ page }) => {
    await signInForSearch(page, eleve, "usuario-eleve");
    await openSearchWithShortcut(page);
    const input = searchInput(page);

    // 'eleve' is a word of @admin.eleve and @usuario.eleve (and of the blocked and disabled accounts, never listed).
    await searchFor(page, "eleve", "RESULTADOS (2)");
    const options = searchOptions(page);
    await expect(options).toHaveCount(2);
    // By display name.
    await expect(options.nth(0)).toContainText("Beatriz Carvalho");
    await expect(options.nth(1)).toContainText("Rafael Antunes");
    await expect(options.nth(1).locator("mark")).toHaveText(["eleve"]);
    const selected = () => searchDialog(page).locator('[role="option"][aria-selected="true"]');
    await expect(selected()).toHaveCount(0);

    for (const [key, name] of [
      ["ArrowDown", "Beatriz Carvalho"],
      ["ArrowDown", "Rafael Antunes"],
      ["ArrowDown", "Beatriz Carvalho"],
      ["ArrowUp", "Rafael Antunes"],
      ["ArrowUp", "Beatriz Carvalho"],
      ["ArrowUp", "Rafael Antunes"],
    ] as const) {
      await input.press(key);
      await expect(selected(), `after ${key}`).toHaveCount(1);
      await expect(selected(), `after ${key}`).toContainText(name);
    }
    // The cursor stays in the input.
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("eleve");

    await input.press("Enter");
    await expect(page).toHaveURL(`${eleve}/u/admin.eleve`);
    await expect(profileCard(page, "Rafael Antunes")).toBeVisible();
  },
);

test("the empty states: the hint before typing, nothing for one character, 'Nenhum resultado encontrado' for a nonsense query; Escape closes and resets", async ({
  page,
}) => {
  await signInForSearch(page, eleve, "multi");
  const suggestRequests = recordSuggestRequests(page);
  await openSearchWithShortcut(page);
  const input = searchInput(page);
  await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();
  await expect(dialogText(page, "Pelo menos 2 caracteres")).toBeVisible();
  await expect(searchOptions(page)).toHaveCount(0);

  // One character: no search starts ('Buscando...' would show at once).
  await input.fill("b");
  await expect(dialogText(page, "Buscando...")).toBeHidden();
  await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();
  await expect(dialogText(page, "Nenhum resultado encontrado")).toBeHidden();
  await expect(searchOptions(page)).toHaveCount(0);
  // Spaces do not count.
  await input.fill(" b ");
  await expect(dialogText(page, "Buscando...")).toBeHidden();
  await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();

  await input.fill("xqzwvk");
  await expect(dialogText(page, "Buscando...")).toBeVisible();
  await expect(dialogText(page, "Nenhum resultado encontrado")).toBeVisible();
  await expect(dialogText(page, "Tente uma busca diferente")).toBeVisible();
  await expect(dialogText(page, "Buscando...")).toBeHidden();
  await expect(searchOptions(page)).toHaveCount(0);
  await expect(resultsHeading(page)).toBeHidden();
  await expect(dialogText(page, "Digite para buscar usuários")).toBeHidden();
  expect(suggestRequests).toEqual(["?q=xqzwvk&page=1"]);

  await input.press("Escape");
  await expect(searchDialog(page)).toBeHidden();
  await expect(page).not.toHaveURL(/\/search\/search/);

  await openSearchWithShortcut(page);
  await expect(searchInput(page)).toHaveValue("");
  await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();
  await expect(dialogText(page, "Nenhum resultado encontrado")).toBeHidden();

  // The same after results and a selection: Escape closes without opening anybody and forgets the query.
  await searchFor(page, "paula", "RESULTADOS (1)");
  await searchInput(page).press("ArrowDown");
  await expect(searchOption(page, "Paula Mendes")).toHaveAttribute("aria-selected", "true");
  const before = page.url();
  await searchInput(page).press("Escape");
  await expect(searchDialog(page)).toBeHidden();
  expect(page.url()).toBe(before);
  await openSearchWithShortcut(page);
  await expect(searchInput(page)).toHaveValue("");
  await expect(searchOptions(page)).toHaveCount(0);
  await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();

  // The close button closes too.
  await searchDialog(page).getByRole("button", { name: "Fechar", exact: true }).click();
  await expect(searchDialog(page)).toBeHidden();
});

test(
  "Enter with nobody selected and 'Ver todos os resultados' open the full results page /search/search?q=...",
  { tag: "@sql" },
  async ({ page }) => {
    await signInForSearch(page, eleve, "admin-eleve");
    await openSearchWithShortcut(page);

    await searchFor(page, "rafa", "RESULTADOS (1)");
    await expect(searchOption(page, "Rafael Antunes").locator("mark")).toHaveText(["Rafael"]);
    await searchInput(page).press("Enter");

    await expect(page).toHaveURL(`${eleve}/search/search?q=rafa`);
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "RESULTADOS (1)", exact: true })).toBeVisible();
    await expect(page.getByLabel("Nome ou username", { exact: true })).toHaveValue("rafa");
    await expect(page.locator('main a[href="/u/admin.eleve"]')).toContainText("Rafael Antunes");

    await openSearchWithShortcut(page);
    // Accents and case are ignored.
    await searchFor(page, "BEATRIZ cár", "RESULTADOS (1)");
    await expect(searchOption(page, "Beatriz Carvalho").locator("mark")).toHaveText(["Beatriz", "Carvalho"]);
    await searchDialog(page).getByRole("button", { name: "Ver todos os resultados", exact: true }).click();

    await expect(page).toHaveURL(`${eleve}/search/search?q=${encodeURIComponent("BEATRIZ cár")}`);
    await expect(searchDialog(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "RESULTADOS (1)", exact: true })).toBeVisible();
    const link = page.locator('main a[href="/u/usuario.eleve"]');
    await expect(link).toContainText("Beatriz Carvalho");
    await expect(link.locator("mark")).toHaveText(["Beatriz", "Carvalho"]);
    await link.click();
    await expect(page).toHaveURL(`${eleve}/u/usuario.eleve`);
    await expect(profileCard(page, "Beatriz Carvalho")).toBeVisible();
  },
);

test(
  "a location matches: 'recife' lists Rafael Antunes (Recife, PE) and not the blocked Otávio Brandão of the same city",
  { tag: "@sql" },
  async ({ page }) => {
    await signInForSearch(page, eleve, "admin-eleve");
    await openSearchWithShortcut(page);

    await searchFor(page, "recife");
    await expect(searchOption(page, "Rafael Antunes")).toHaveCount(1);
    await expect(searchOption(page, "Otávio Brandão")).toHaveCount(0);
    await expect(searchOptions(page).filter({ hasText: "@bloqueado.eleve" })).toHaveCount(0);
  },
);

test("the recent list keeps the 3 people selected last, newest first, without repeats", async ({ page }) => {
  const olderEntry = [{ id: "antigo", username: "pessoa.antiga", displayName: "Pessoa Antiga", avatarUrl: null }];
  const storeRecent = (entries: unknown) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [RECENT_USERS_KEY, JSON.stringify(entries)] as const);

  // A list left by whoever used this browser before: the login page clears it (spec 4).
  await page.goto(`${eleve}/auth/login`);
  await storeRecent(olderEntry);
  await signIn(page, eleve, "admin-eleve");
  await expect(searchTrigger(page)).toBeVisible();
  await openSearchWithShortcut(page);
  await expect(dialogText(page, "Digite para buscar usuários")).toBeVisible();
  await expect(searchOptions(page)).toHaveCount(0);
  await searchInput(page).press("Escape");
  await expect(searchDialog(page)).toBeHidden();

  // An older entry of this session, dropped once three newer people are chosen.
  await storeRecent(olderEntry);
  await openSearchWithShortcut(page);
  await expect(dialogText(page, "RECENTES")).toBeVisible();
  await expect(searchOptions(page)).toHaveCount(1);
  await expect(searchOptions(page)).toContainText(["Pessoa Antiga"]);
  await expect(dialogText(page, "Digite para buscar usuários")).toBeHidden();
  await searchInput(page).press("Escape");
  await expect(searchDialog(page)).toBeHidden();

  for (const [query, name, username] of [
    ["beatriz", "Beatriz Carvalho", "usuario.eleve"],
    ["paula", "Paula Mendes", "multi"],
    ["beatriz", "Beatriz Carvalho", "usuario.eleve"],
    ["rafael", "Rafael Antunes", "admin.eleve"],
  ] as const) {
    await openSearchWithShortcut(page);
    await searchFor(page, query, "RESULTADOS (1)");
    // A click on a result opens the person as Enter does.
    await searchOption(page, name).click();
    await expect(page).toHaveURL(`${eleve}/u/${username}`);
    await expect(profileCard(page, name)).toBeVisible();
  }

  await openSearchWithShortcut(page);
  await expect(dialogText(page, "RECENTES")).toBeVisible();
  const options = searchOptions(page);
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toContainText("Rafael Antunes");
  await expect(options.nth(1)).toContainText("Beatriz Carvalho");
  await expect(options.nth(2)).toContainText("Paula Mendes");
  expect((await recentUsers(page))!.map((user) => user.username)).toEqual(["admin.eleve", "usuario.eleve", "multi"]);

  // Arrows and Enter work on the recent list too.
  await searchInput(page).press("ArrowDown");
  await searchInput(page).press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await searchInput(page).press("Enter");
  await expect(page).toHaveURL(`${eleve}/u/usuario.eleve`);
});

test("on a Mac window the hint reads ⌘K and Meta+K opens the search", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "platform", { get: () => "MacIntel" });
  });
  await signInForSearch(page, eleve, "admin-eleve");
  await expect(searchTrigger(page).locator("kbd")).toHaveText("⌘K");

  await openSearchWithShortcut(page, "Meta+K");
  await searchFor(page, "paula", "RESULTADOS (1)");
  await expect(searchOption(page, "Paula Mendes")).toContainText("@multi");
});

test.describe("on a phone-sized window", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the search link has no shortcut hint and the dialog fills the screen", async ({ page }) => {
    await signInForSearch(page, eleve, "admin-eleve");
    await expect(searchTrigger(page).locator("kbd")).toBeHidden();

    await openSearchWithShortcut(page);
    await expect(searchDialog(page)).toBeVisible();
    expect(await searchDialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
    await searchDialog(page).getByRole("button", { name: "Fechar", exact: true }).click();
    await expect(searchDialog(page)).toBeHidden();

    // A tap on the link opens it too (the app is hydrated by now).
    await searchTrigger(page).click();
    await expect(searchDialog(page)).toBeVisible();
    await searchFor(page, "beatriz", "RESULTADOS (1)");
    expect(await searchDialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
    await searchOption(page, "Beatriz Carvalho").click();
    await expect(page).toHaveURL(`${eleve}/u/usuario.eleve`);
    await expect(profileCard(page, "Beatriz Carvalho")).toBeVisible();
  });
});
