/**
 * What a person reads in the shell says what is true, in Portuguese: the
 * breadcrumbs of the profile pages, the message of a click on a location
 * (spec 2.6 sends it to access denied, but the person does have access),
 * the results page's own search box, which always shows the `q` of the
 * address, after a search from the modal and after Back, and the members
 * list, in pt-BR order.
 */
import { expect, test, type Page } from "@playwright/test";
import { origin } from "./helpers";
import { createMember, signInMember } from "./layout-helpers";
import { openSearchWithShortcut, searchFor } from "./search-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Trilha de navegação" });

test("the profile pages' breadcrumbs are Perfis, Perfil and Usuários", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles/list`);
  await expect(breadcrumb(page)).toContainText("Perfis");
  await expect(breadcrumb(page)).toContainText("Membros");
  await page.goto(`${eleve}/u/admin.eleve`);
  await expect(breadcrumb(page).locator("[aria-current=page]")).toHaveText("Perfil");
  await page.goto(`${eleve}/profile`);
  await expect(breadcrumb(page).locator("[aria-current=page]")).toHaveText("Usuários");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Usuários");
  await expect(breadcrumb(page)).not.toContainText(/Profiles|Profile View|User Management/);
});

test("a click on a member's location says location pages are not available, not that access is missing", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles/list`);

  await page
    .getByRole("main")
    .getByRole("link", { name: /\S/ })
    .filter({ has: page.locator("svg.lucide-map-pin") })
    .first()
    .click();

  await expect(page).toHaveURL(`${eleve}/auth/accessdenied?reason=location`);
  await expect(page.getByText("Páginas de localização não estão disponíveis.")).toBeVisible();
  await expect(page.getByText(/Sua conta não tem acesso/)).toHaveCount(0);
});

test("the results page's search box shows the q of the address after a modal search and after Back", async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/search/search?q=beatriz`);
  const box = page.getByRole("searchbox", { name: "Nome ou username" });
  await expect(box).toHaveValue("beatriz");
  // A box the person has typed in no longer follows its default value by itself.
  await box.fill("rafael");
  await box.press("Enter");
  await expect(page).toHaveURL(`${eleve}/search/search?q=rafael`);

  await openSearchWithShortcut(page);
  await searchFor(page, "beatriz");
  await page.getByRole("button", { name: "Ver todos os resultados" }).click();
  await expect(page).toHaveURL(`${eleve}/search/search?q=beatriz`);
  await expect(box).toHaveValue("beatriz");

  await page.goBack();
  await expect(page).toHaveURL(`${eleve}/search/search?q=rafael`);
  await expect(box).toHaveValue("rafael");
});

test("the search modal shows each person's location, marked when it matched", { tag: "@sql" }, async ({ page }) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles`);
  await openSearchWithShortcut(page);

  await searchFor(page, "rafael");
  const first = page.getByRole("option").first().getByTestId("result-location");
  await expect(first).toHaveText(/\S+, [A-Z]{2}$/);
  await expect(first.locator("mark")).toHaveCount(0);

  await searchFor(page, "recife");
  const matched = page.getByRole("option").first().getByTestId("result-location");
  await expect(matched).toContainText("Recife");
  await expect(matched.locator("mark")).toHaveText(/recife/i);
});

test(
  "the members list sorts names as pt-BR readers expect: Márcia, Mário and Mônica before Murilo",
  { tag: "@sql" },
  async ({ page }) => {
    const labfeelings = origin("labfeelings");
    const members = [];
    for (const name of ["Murilo Zanetti", "Mônica Zanetti", "Mário Zanetti", "Márcia Zanetti"]) {
      members.push(await createMember("labfeelings", "Usuario", name));
    }
    await signInMember(page, labfeelings, members[0]!, "/profiles/list?page=1");

    const listed: string[] = [];
    for (let number = 1; ; number++) {
      if (number > 1) await page.goto(`${labfeelings}/profiles/list?page=${number}`);
      listed.push(...(await page.getByRole("main").getByRole("listitem").allInnerTexts()));
      const next = page.getByRole("navigation", { name: "Paginação" }).getByRole("link", { name: "Próxima", exact: true });
      if ((await next.count()) === 0) break;
    }
    const ours = members.map((member) => member.displayName);
    const order = listed.flatMap((text) => ours.filter((name) => text.includes(name)));
    expect(order).toEqual([ours[3], ours[2], ours[1], ours[0]]);
  },
);
