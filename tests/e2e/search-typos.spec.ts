/**
 * Search forgives a typo (decision 0006): 'joao silvs' finds João Silva
 * in the modal, on the results page and in the people search of Nova
 * conversa, which all go through the one search service, with the corrected
 * word marked. The test registers its own member of Sereno, 'João Silva
 * <suffix>' (layout-helpers.ts `createMember`), and types its suffix too,
 * so the members the same test left on earlier runs are not listed.
 */
import { expect, test } from "@playwright/test";
import { origin } from "./helpers";
import { createMember } from "./layout-helpers";
import { openSearchWithShortcut, searchFor, searchOption, searchOptions, signInForSearch } from "./search-helpers";

const sereno = origin("sereno");

test(
  "'joao silvs' finds João Silva in the modal, on the results page and in Nova conversa, with João and Silva marked",
  { tag: "@sql" },
  async ({ page }) => {
    const member = await createMember("sereno", "Usuario", "João Silva");
    const suffix = member.displayName.split(" ").at(-1)!;
    const query = `joao silvs ${suffix}`;

    await signInForSearch(page, sereno, "admin-sereno");
    await openSearchWithShortcut(page);
    await searchFor(page, query, "RESULTADOS (1)");
    await expect(searchOptions(page)).toHaveCount(1);
    const found = searchOption(page, member.displayName);
    await expect(found).toContainText(`@${member.profileUsername}`);
    await expect(found.locator("mark").first()).toHaveText("João");
    await expect(found.locator("mark").nth(1)).toHaveText("Silva");

    await page.goto(`${sereno}/search/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("heading", { name: "RESULTADOS (1)", exact: true })).toBeVisible();
    const link = page.locator(`main ul a[href="/u/${member.profileUsername}"]`);
    await expect(link).toHaveText(member.displayName);
    await expect(link.locator("mark").first()).toHaveText("João");
    await expect(link.locator("mark").nth(1)).toHaveText("Silva");

    await page.goto(`${sereno}/conversations/nova?q=${encodeURIComponent(query)}`);
    const people = page.getByRole("list", { name: "Pessoas encontradas" });
    await expect(people.getByRole("listitem")).toHaveCount(1);
    await expect(people).toContainText(member.displayName);
  },
);
