/**
 * The menu (spec 2.3, 4 "Menu item active state", "Layout flags")
 * on a desktop window: submenus toggle with aria-expanded and open the
 * branch of the current page; in slim and horizontal modes they are popups,
 * one at a time, closed by navigation; the overlay menu closes on a click
 * outside and after navigating; one entry, the most specific, is current. Tests that change the menu mode sign in
 * with an account of their own (layout-helpers.ts); the submenu test only
 * reads admin-eleve's menu in the default static mode.
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_SUBMENUS, origin } from "./helpers";
import {
  createMember,
  layoutWrapper,
  mask,
  menu,
  menuButton,
  menuLink,
  sidebar,
  signInMember,
  stableBox,
  submenuButton,
  waitForLayout,
} from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
/** The page the tests open: a light one with the whole shell (the layout is the same on every page). */
const PAGE = "/profiles";

test.use({ viewport: { width: 1280, height: 800 } });

/** The links of a submenu, found through the button's aria-controls. */
const submenuOf = (page: Page, label: string) =>
  submenuButton(page, label)
    .getAttribute("aria-controls")
    .then((id) => page.locator(`[id="${id}"]`));

async function expectSubmenu(page: Page, label: keyof typeof ADMIN_SUBMENUS, open: boolean) {
  await expect(submenuButton(page, label)).toHaveAttribute("aria-expanded", String(open));
  const region = await submenuOf(page, label);
  for (const [link, path] of Object.entries(ADMIN_SUBMENUS[label])) {
    const entry = region.getByRole("link", { name: link, exact: true });
    if (open) {
      await expect(entry, `${link} in ${label}`).toBeVisible();
      await expect(entry).toHaveAttribute("href", path);
    } else {
      await expect(entry, `${link} in ${label}`).toBeHidden();
    }
  }
}

test("static: Financeiro and Faturamento start collapsed (on /profiles), a click toggles aria-expanded and their links; opening /financeiro/pagamentos opens that branch", async ({
  page,
}) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles`);
  await waitForLayout(page);
  await expectSubmenu(page, "Financeiro", false);
  await expectSubmenu(page, "Faturamento", false);

  await submenuButton(page, "Financeiro").click();
  await expectSubmenu(page, "Financeiro", true);
  await expectSubmenu(page, "Faturamento", false);
  await submenuButton(page, "Financeiro").click();
  await expectSubmenu(page, "Financeiro", false);

  // A link of an expanded submenu navigates, and its branch stays open.
  await submenuButton(page, "Faturamento").click();
  await expectSubmenu(page, "Faturamento", true);
  await menuLink(page, "Vendas").click();
  await expect(page).toHaveURL(`${eleve}/faturamento/vendas`);
  await expect(menuLink(page, "Vendas")).toHaveAttribute("aria-current", "page");
  await expectSubmenu(page, "Faturamento", true);

  // A page of a submenu opened directly: the server renders its branch open.
  await page.goto(`${eleve}/financeiro/pagamentos`);
  await expectSubmenu(page, "Financeiro", true);
  await expectSubmenu(page, "Faturamento", false);
  await expect(menuLink(page, "Pagamentos")).toHaveAttribute("aria-current", "page");
  await expect(menuLink(page, "Lançamentos")).not.toHaveAttribute("aria-current", "page");
});

/** The menu's entries marked as the current page: announced (aria-current) and highlighted. */
async function expectCurrentEntry(page: Page, label: string) {
  const current = menu(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(label);
  await expect(menu(page).locator(".menu-link.active")).toHaveCount(1);
  await expect(menuLink(page, label)).toHaveClass(/\bactive\b/);
}

test("one menu entry, the most specific, is current on each page: Membros on /profiles/list, Meu perfil on /profiles and below", async ({
  page,
}) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/`);
  await waitForLayout(page);
  await expectCurrentEntry(page, "Dashboard");

  for (const [path, label] of [
    ["/profiles/list", "Membros"],
    ["/profiles", "Meu perfil"],
    ["/profiles/edit", "Meu perfil"],
    ["/financeiro/pagamentos", "Pagamentos"],
    ["/search/search?q=rafael", "Pesquisa"],
    ["/notificacoes", "Notificações"],
  ] as const) {
    await page.goto(`${eleve}${path}`);
    await expect(page).toHaveURL(`${eleve}${path}`);
    await expectCurrentEntry(page, label);
  }

  // The same after navigating in the page.
  await page.goto(`${eleve}/profiles`);
  await waitForLayout(page);
  await menuLink(page, "Membros").click();
  await expect(page).toHaveURL(`${eleve}/profiles/list`);
  await expectCurrentEntry(page, "Membros");
  await menuLink(page, "Meu perfil").click();
  await expect(page).toHaveURL(`${eleve}/profiles`);
  await expectCurrentEntry(page, "Meu perfil");
});

test("slim: a submenu opens as a popup beside the column on click, one at a time, and closes after navigating", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE, { menuMode: "slim" });
  const column = await stableBox(sidebar(page));
  await expectSubmenu(page, "Financeiro", false);

  await submenuButton(page, "Financeiro").click();
  await expectSubmenu(page, "Financeiro", true);
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-hover-active", "true");
  const popup = await stableBox((await submenuOf(page, "Financeiro")).getByRole("list"));
  // Beside the narrow column (on its edge), out over the content.
  expect(popup.x).toBeGreaterThanOrEqual(column.x + column.width - 2);
  expect(popup.x + popup.width).toBeGreaterThan(column.x + column.width + 100);

  // Another popup replaces it.
  await submenuButton(page, "Faturamento").click();
  await expectSubmenu(page, "Faturamento", true);
  await expectSubmenu(page, "Financeiro", false);
  await submenuButton(page, "Financeiro").click();
  await expectSubmenu(page, "Financeiro", true);
  await expectSubmenu(page, "Faturamento", false);

  await menuLink(page, "Recebimentos").click();
  await expect(page).toHaveURL(`${eleve}/financeiro/recebimentos`);
  await expect(page.getByRole("heading", { name: "Recebimentos" })).toBeVisible();
  await expectSubmenu(page, "Financeiro", false);
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-hover-active", "false");

  // In slim mode the page of a submenu does not open its popup.
  await page.goto(`${eleve}/financeiro/pagamentos`);
  await waitForLayout(page);
  await expectSubmenu(page, "Financeiro", false);
});

test("horizontal: a category opens its popup under the bar, a submenu opens beside it, and navigating closes them", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE, { menuMode: "horizontal" });
  const bar = await stableBox(sidebar(page));

  const gestao = menu(page).getByRole("button", { name: "Gestão", exact: true });
  await expect(gestao).toHaveAttribute("aria-expanded", "false");
  await expect(submenuButton(page, "Financeiro")).toBeHidden();
  await gestao.click();
  await expect(gestao).toHaveAttribute("aria-expanded", "true");
  await expect(submenuButton(page, "Financeiro")).toBeVisible();
  expect((await stableBox(submenuButton(page, "Financeiro"))).y).toBeGreaterThanOrEqual(bar.y + bar.height);

  await submenuButton(page, "Financeiro").click();
  await expectSubmenu(page, "Financeiro", true);
  await expect(gestao).toHaveAttribute("aria-expanded", "true");
  await menuLink(page, "Lançamentos").click();
  await expect(page).toHaveURL(`${eleve}/financeiro/lancamentos`);
  await expect(gestao).toHaveAttribute("aria-expanded", "false");
  await expect(submenuButton(page, "Financeiro")).toBeHidden();
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-hover-active", "false");
});

/** Signs a new member in with the overlay menu, closed; `isClosed` and `open` check and open it. */
async function overlayMenu(page: Page) {
  await signInMember(page, eleve, await createMember("eleve"), PAGE, { menuMode: "overlay" });
  const isClosed = async () => {
    await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "false");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mask(page)).toBeHidden();
    const box = await stableBox(sidebar(page));
    expect(box.x + box.width).toBeLessThanOrEqual(0);
  };
  const open = async () => {
    await menuButton(page).click();
    await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "true");
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(mask(page)).toBeVisible();
    return stableBox(sidebar(page));
  };
  await isClosed();
  return { isClosed, open };
}

test("overlay: the menu button opens the sidebar and a click outside on the mask closes it", async ({ page }) => {
  const { isClosed, open } = await overlayMenu(page);
  const box = await open();
  expect(box.x).toBe(0);
  // A click outside the menu, to its right, lands on the mask.
  await page.mouse.click(box.width + 200, 400);
  await isClosed();
});

test("overlay: navigating from the menu closes it, and so does navigating from inside a submenu", async ({ page }) => {
  const { isClosed, open } = await overlayMenu(page);
  await open();
  await menuLink(page, "Notificações").click();
  await expect(page).toHaveURL(`${eleve}/notificacoes`);
  await isClosed();

  await open();
  await submenuButton(page, "Financeiro").click();
  await expectSubmenu(page, "Financeiro", true);
  await menuLink(page, "Pagamentos").click();
  await expect(page).toHaveURL(`${eleve}/financeiro/pagamentos`);
  await isClosed();
});

test("the shell's links move within the page, as router links do: menu, breadcrumb, logo and the conversations button, with no new document", async ({
  page,
}) => {
  await signInAs(page, eleve, "admin-eleve");
  await page.goto(`${eleve}/profiles`);
  await waitForLayout(page);
  // A full load would start a fresh window: the mark would be gone.
  await page.evaluate(() => Object.assign(window, { shellMark: "ainda aqui" }));
  const stillHere = () => page.evaluate(() => (window as unknown as { shellMark?: string }).shellMark);

  await menuLink(page, "Membros").click();
  await expect(page).toHaveURL(`${eleve}/profiles/list`);
  await page.getByRole("navigation", { name: "Trilha de navegação" }).getByRole("link", { name: "Início" }).click();
  await expect(page).toHaveURL(`${eleve}/`);
  await page.getByRole("banner").getByRole("link", { name: "Conversas" }).click();
  await expect(page).toHaveURL(`${eleve}/conversations`);
  await page.getByTestId("organization-name").click();
  await expect(page).toHaveURL(`${eleve}/`);
  expect(await stillHere()).toBe("ainda aqui");
});
