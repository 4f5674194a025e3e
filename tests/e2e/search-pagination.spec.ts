/**
 * Paged search results (spec 2.5, 4): pages of 10. The demo
 * organizations are too small for a second page, so the test creates 11
 * members of Sereno through the APIs (layout-helpers.ts `createMember`)
 * whose display names share a word nobody else has (`Membro <suffix> 01`
 * ... `11`); it owns those accounts and profiles.
 * The modal says 'RESULTADOS (11) - Página x de y' and ArrowDown past the
 * last result loads the next page; the results page has 'Anterior' and
 * 'Próxima' links, without JavaScript too.
 */
import { expect, test, type Page } from "@playwright/test";
import { origin, uniqueSuffix } from "./helpers";
import { createMember, signInMember, type Member } from "./layout-helpers";
import { profileCard } from "./profile-helpers";
import { dialogText, openSearchWithShortcut, resultsHeading, searchDialog, searchInput, searchOptions } from "./search-helpers";
import { signInAs } from "./sessions";

const sereno = origin("sereno");
const MEMBERS = 11;

const number = (index: number) => String(index + 1).padStart(2, "0");

test(
  "more than 10 results come in pages: the modal loads the next page past the last result, the results page has Anterior/Próxima links, also without JavaScript",
  { tag: "@sql" },
  async ({ page, browser }) => {
    const suffix = uniqueSuffix();
    // Members of Sereno with profiles 'Membro <suffix> 01' ... '11' (each name then gets the member's own suffix).
    // One after another: eleven token grants of admin-sereno at once lock the account (423 account_locked).
    const members: Member[] = [];
    for (let index = 0; index < MEMBERS; index++) {
      members.push(await createMember("sereno", "Usuario", `Membro ${suffix} ${number(index)}`));
    }
    const names = members.map((member) => member.displayName);
    const [first] = members;

    await signInMember(page, sereno, first!, `/u/${first!.profileUsername}`);
    await openSearchWithShortcut(page);
    const input = searchInput(page);
    await input.fill(suffix);
    await expect(resultsHeading(page)).toHaveText("RESULTADOS (11) - Página 1 de 2");
    const options = searchOptions(page);
    await expect(options).toHaveCount(10);
    for (let index = 0; index < 10; index++) await expect(options.nth(index)).toContainText(names[index]!);

    const selected = searchDialog(page).locator('[role="option"][aria-selected="true"]');
    // Up from nothing goes to the last result of the page.
    await input.press("ArrowUp");
    await expect(selected).toContainText(names[9]!);
    // Down past it loads page 2 and selects its first result.
    await input.press("ArrowDown");
    await expect(options).toHaveCount(11);
    await expect(selected).toHaveCount(1);
    await expect(selected).toContainText(names[10]!);
    await expect(resultsHeading(page)).toHaveText("RESULTADOS (11) - Página 2 de 2");
    await expect(dialogText(page, "Carregando mais resultados...")).toBeHidden();
    // Nothing more to load: down wraps to the first.
    await input.press("ArrowDown");
    await expect(selected).toContainText(names[0]!);
    await expect(options).toHaveCount(11);
    await input.press("ArrowUp");
    await expect(selected).toContainText(names[10]!);
    await input.press("Enter");
    await expect(page).toHaveURL(`${sereno}/u/${members[10]!.profileUsername}`);
    await expect(profileCard(page, names[10]!)).toBeVisible();

    // The full results page, with JavaScript.
    await openSearchWithShortcut(page);
    await searchInput(page).fill(suffix);
    await expect(resultsHeading(page)).toHaveText("RESULTADOS (11) - Página 1 de 2");
    await searchDialog(page).getByRole("button", { name: "Ver todos os resultados", exact: true }).click();
    await expect(page).toHaveURL(`${sereno}/search/search?q=${suffix}`);
    await expectResultsPage(page, names, 1);
    await page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima", exact: true }).click();
    await expect(page).toHaveURL(`${sereno}/search/search?q=${suffix}&page=2`);
    await expectResultsPage(page, names, 2);

    // And without JavaScript.
    const context = await browser.newContext({ locale: "pt-BR", javaScriptEnabled: false });
    try {
      await signInAs(context, sereno, first!.username, first!.password);
      const plain = await context.newPage();
      await plain.goto(`${sereno}/search/search`);
      await plain.getByLabel("Nome ou username", { exact: true }).fill(suffix);
      await plain.getByRole("button", { name: "Buscar", exact: true }).click();
      await expect(plain).toHaveURL(`${sereno}/search/search?q=${suffix}`);
      await expectResultsPage(plain, names, 1);
      const pagination = plain.getByRole("navigation", { name: "Paginação" });
      await pagination.getByRole("link", { name: "Próxima", exact: true }).click();
      await expect(plain).toHaveURL(`${sereno}/search/search?q=${suffix}&page=2`);
      await expectResultsPage(plain, names, 2);
      await pagination.getByRole("link", { name: "Anterior", exact: true }).click();
      await expect(plain).toHaveURL(`${sereno}/search/search?q=${suffix}&page=1`);
      await expectResultsPage(plain, names, 1);
    } finally {
      await context.close();
    }
  },
);

/** Page 1 lists members 01-10 with a 'Próxima' link; page 2 lists 11 with an 'Anterior' link. */
async function expectResultsPage(page: Page, names: string[], pageNumber: 1 | 2) {
  await expect(page.getByRole("heading", { name: `RESULTADOS (11) - Página ${pageNumber} de 2`, exact: true })).toBeVisible();
  const links = page.locator('main ul a[href^="/u/"]');
  const expected = pageNumber === 1 ? names.slice(0, 10) : names.slice(10);
  await expect(links).toHaveText(expected);
  const pagination = page.getByRole("navigation", { name: "Paginação" });
  await expect(pagination).toContainText(`Página ${pageNumber} de 2`);
  await expect(pagination.getByRole("link", { name: "Próxima", exact: true })).toHaveCount(pageNumber === 1 ? 1 : 0);
  await expect(pagination.getByRole("link", { name: "Anterior", exact: true })).toHaveCount(pageNumber === 2 ? 1 : 0);
}
