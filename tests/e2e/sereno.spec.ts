/**
 * The default organization, Sereno (spec 2.4, 9): the wellbeing
 * top bar with the social items (Destaques, Publicações → the feed,
 * Conversas, Mapa) and a menu that is always the overlay one, whatever mode
 * is stored, shown as forced in the settings panel. Closed, that menu
 * draws nothing and takes no Tab stop. Plain localhost and
 * sereno.localhost both resolve to it (spec 4). The first test signs in
 * with a Sereno account of its own (layout-helpers.ts), as it changes the
 * stored settings; the others only read admin-sereno's pages.
 */
import { expect, test, type Page } from "@playwright/test";
import { origin } from "./helpers";
import { signInAs } from "./sessions";
import {
  applySettings,
  avatarLink,
  closeSettings,
  createMember,
  expectClosedSidebarInvisible,
  exposedControls,
  html,
  layoutWrapper,
  mask,
  MENU_MODE_LABELS,
  menuButton,
  menuLink,
  openSettings,
  setSetting,
  settingsGroup,
  settingsLink,
  settingsRadio,
  sidebar,
  signInMember,
  stableBox,
  tabThroughPage,
  topbar,
  waitForLayout,
} from "./layout-helpers";

const sereno = origin("sereno");

test.use({ viewport: { width: 1280, height: 800 } });

const socialBar = (page: Page) => page.getByRole("navigation", { name: "Navegação social", exact: true });

async function expectWellbeingTopbar(page: Page) {
  const bar = socialBar(page);
  await expect(bar).toBeVisible();
  await expect(topbar(page)).toHaveClass(/topbar-wellbeing/);
  await expect(bar.getByRole("listitem")).toHaveText(["Destaques", "Publicações", "Conversas", "Mapa"]);
  await expect(bar.getByRole("link", { name: "Destaques", exact: true })).toHaveAttribute("href", "/labfeelings/destaques");
  await expect(bar.getByRole("link", { name: "Publicações", exact: true })).toHaveAttribute("href", "/labfeelings/discovery");
  await expect(bar.getByRole("link", { name: "Conversas", exact: true })).toHaveAttribute("href", "/conversations");
  await expect(bar.getByRole("link", { name: "Mapa", exact: true })).toHaveAttribute("href", "/labfeelings/mapa");
  // The search box and the avatar link; the settings are reached from the profile panel.
  await expect(page.getByRole("link", { name: /^Buscar usuários/ })).toBeVisible();
  await expect(avatarLink(page)).toBeVisible();
  await expect(settingsLink(page)).toHaveCount(0);
}

/** Opens admin-sereno's home at sereno.localhost, hydrated. */
async function openSerenoHome(page: Page) {
  await signInAs(page, sereno, "admin-sereno");
  await page.goto(`${sereno}/`);
  await waitForLayout(page);
}

/**
 * admin-sereno's home by keyboard: the first 12 Tab stops are all on
 * screen, the first being the menu button, and the closed menu is not in
 * the accessibility tree; Enter on the menu button opens it, and then Tab
 * reaches its entries.
 */
async function expectKeyboardSkipsClosedMenu(page: Page) {
  await openSerenoHome(page);
  await expect(sidebar(page)).toBeHidden();
  const stops = await tabThroughPage(page, 12);
  // The skip link first, then the top bar's menu button: nothing of the closed menu.
  expect(stops.slice(0, 2)).toEqual(["Pular para o conteúdo", "Abrir ou fechar o menu"]);
  expect(await exposedControls(page)).not.toContain("Membros");

  await menuButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect.poll(() => exposedControls(page)).toContain("Membros");
  await tabThroughPage(page, 30, menuLink(page, "Membros"));
}

/** The settings panel's menu modes: Sobreposto checked, none can be chosen, and the note says why. */
async function expectForcedOverlayChoice(page: Page) {
  await openSettings(page);
  await expect(settingsRadio(page, "menuMode", MENU_MODE_LABELS.overlay)).toBeChecked();
  await expect(settingsGroup(page, "menuMode")).toHaveAccessibleDescription("Nesta organização o menu é sempre sobreposto.");
  for (const label of Object.values(MENU_MODE_LABELS)) {
    await expect(settingsRadio(page, "menuMode", label), label).toBeDisabled();
  }
}

async function expectOverlay(page: Page) {
  await expect(html(page)).toHaveAttribute("data-menu-mode", "overlay");
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", "overlay");
  const closed = await stableBox(sidebar(page));
  expect(closed.x + closed.width, "the overlay menu is off-screen").toBeLessThanOrEqual(0);
  await expect(menuButton(page)).toBeVisible();
}

test("at localhost a Sereno member gets the wellbeing top bar and the overlay menu even with static, then slim, stored", async ({
  page,
}) => {
  const base = origin();
  await signInMember(page, base, await createMember("sereno"));
  await expect(page.getByTestId("organization-name")).toHaveText("Sereno");
  await expectWellbeingTopbar(page);
  await expectOverlay(page);

  // The stored mode is the default, static, but the panel shows the forced one, Sobreposto, and offers no other.
  await expectForcedOverlayChoice(page);
  // The other settings still apply.
  await setSetting(page, "colorScheme", "Penumbra", "dim");
  await applySettings(page);
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await expectOverlay(page);

  // Slim stored (as the settings form would post it): still the overlay menu here.
  const answer = await page.request.post(`${base}/settings/layout`, {
    headers: { Origin: base },
    form: { menuMode: "slim", returnTo: "/" },
  });
  expect(answer.ok()).toBe(true);
  await page.reload();
  await waitForLayout(page);
  await expect(html(page)).toHaveAttribute("data-scheme", "dim");
  await expectOverlay(page);
  await expectWellbeingTopbar(page);
  await expectForcedOverlayChoice(page);
  await closeSettings(page);

  // The overlay menu opens with the button and closes with a click outside.
  await menuButton(page).click();
  await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "true");
  const open = await stableBox(sidebar(page));
  expect(open.x).toBe(0);
  await expect(mask(page)).toBeVisible();
  await page.mouse.click(open.width + 300, 500);
  await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "false");

  // The social items navigate.
  await socialBar(page).getByRole("link", { name: "Publicações", exact: true }).click();
  await expect(page).toHaveURL(`${base}/labfeelings/discovery`);
  await expect(socialBar(page).getByRole("link", { name: "Publicações", exact: true })).toHaveAttribute("aria-current", "page");
  await socialBar(page).getByRole("link", { name: "Conversas", exact: true }).click();
  await expect(page).toHaveURL(`${base}/conversations`);
  await expect(socialBar(page).getByRole("link", { name: "Conversas", exact: true })).toHaveAttribute("aria-current", "page");
  await socialBar(page).getByRole("link", { name: "Destaques", exact: true }).click();
  await expect(page).toHaveURL(`${base}/labfeelings/destaques`);
  await expect(socialBar(page).getByRole("link", { name: "Destaques", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(socialBar(page).getByRole("link", { name: "Publicações", exact: true })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectOverlay(page);
});

test("at sereno.localhost admin-sereno gets the same wellbeing top bar and overlay menu, server-rendered", async ({ page }) => {
  await openSerenoHome(page);
  await expect(page.getByTestId("organization-name")).toHaveText("Sereno");
  await expectWellbeingTopbar(page);
  await expectOverlay(page);

  const answer = await page.goto(`${sereno}/`);
  const document = await answer!.text();
  expect(/<html\b[^>]*\bdata-menu-mode="overlay"/.test(document), "overlay in the first HTML").toBe(true);
  expect(document).toContain('aria-label="Navegação social"');
});

test("the closed overlay menu draws nothing at the left edge, before and after it was opened", async ({ page }) => {
  await openSerenoHome(page);
  await expectClosedSidebarInvisible(page);
  await menuButton(page).click();
  await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "true");
  const open = await stableBox(page.locator("#layout-sidebar"));
  await page.mouse.click(open.width + 300, 500);
  await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "false");
  await expectClosedSidebarInvisible(page);
});

test("keyboard: the closed overlay menu takes none of the first Tab stops; open, Tab reaches it", async ({ page }) => {
  await expectKeyboardSkipsClosedMenu(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the social items give way to the menu button and the off-canvas menu", async ({ page }) => {
    await openSerenoHome(page);
    await expect(socialBar(page)).toBeHidden();
    await menuButton(page).click();
    const open = await stableBox(sidebar(page));
    expect(open.x).toBe(0);
    await expect(
      page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Publicações", exact: true }),
    ).toBeVisible();
  });

  test("keyboard: the closed off-canvas menu takes none of the first Tab stops; open, Tab reaches it", async ({ page }) => {
    await expectKeyboardSkipsClosedMenu(page);
  });

  test("the closed off-canvas menu draws nothing at the left edge", async ({ page }) => {
    await openSerenoHome(page);
    await expectClosedSidebarInvisible(page);
  });
});
