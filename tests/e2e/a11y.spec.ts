/**
 * Accessibility with axe-core (WCAG 2 A and AA rules): no
 * violation of impact serious or critical on the login page, on the main
 * layout in each colour scheme (light, dim, dark), with the settings
 * and profile panels open, and in each of the seven menu modes with the
 * menu closed and open, on a desktop window and on a phone. In each mode a
 * closed menu (and a closed panel) is neither a Tab stop nor in the
 * accessibility tree, and an open one is both. The full axe results of
 * every check are kept in the test's output folder and attached to the
 * report. Tests that change a setting sign in with an account of their
 * own (layout-helpers.ts).
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expectNoSeriousViolations } from "./axe";
import { expandSubmenu, origin } from "./helpers";
import {
  applySettings,
  createMember,
  exposedControls,
  html,
  layoutWrapper,
  menu,
  menuButton,
  openProfilePanel,
  openSettings,
  SCHEME_LABELS,
  setMenuMode,
  setSetting,
  sidebar,
  signInMember,
  submenuButton,
  tabThroughPage,
  waitForLayout,
  type MenuMode,
} from "./layout-helpers";

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

test("the login page", async ({ page }, testInfo) => {
  await page.goto(`${eleve}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "login");
});

for (const scheme of ["light", "dim", "dark"] as const) {
  test(`the main layout in the ${scheme} scheme, with a submenu open`, async ({ page }, testInfo) => {
    await signInMember(page, eleve, await createMember("eleve"));
    if (scheme !== "light") {
      await setSetting(page, "colorScheme", SCHEME_LABELS[scheme], scheme);
      await applySettings(page);
    }
    await expect(html(page)).toHaveAttribute("data-scheme", scheme);
    await expandSubmenu(page, "Financeiro");
    // Wait for the 400 ms expansion to end, so colours are read at rest.
    await expect(page.getByRole("link", { name: "Lançamentos", exact: true })).toBeVisible();
    await expect
      .poll(() => page.locator(".submenu[data-open=true]").evaluate((element) => getComputedStyle(element).gridTemplateRows))
      .not.toBe("0px");
    await expectNoSeriousViolations(page, testInfo, `layout-${scheme}`);
  });
}

test("the settings panel open, in the light and dark schemes", async ({ page }, testInfo) => {
  await signInMember(page, eleve, await createMember("eleve"));
  const panel = await openSettings(page);
  await expect(panel).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, "settings-light");

  await setSetting(page, "colorScheme", SCHEME_LABELS.dark, "dark");
  await expectNoSeriousViolations(page, testInfo, "settings-dark");
});

test("the profile panel open", async ({ page }, testInfo) => {
  await signInMember(page, eleve, await createMember("eleve"));
  await openProfilePanel(page);
  await expectNoSeriousViolations(page, testInfo, "profile-panel");
});

/** Closed panels are not rendered: none of their controls is exposed. */
const PANEL_CONTROLS = ["Fechar configurações", "Fechar painel do perfil"];

interface MenuCase {
  /** An entry of the menu while it is closed (a Tab stop and exposed only once it is open). */
  entry: string;
  /** The entry's role, when it is not a link. */
  entryRole?: "button";
  /** The whole sidebar is closed (off-canvas, overlay, hidden static), not only a submenu. */
  sidebarCloses?: boolean;
  /** From the page as it loads, brings the menu to its closed state. */
  close?(page: Page): Promise<void>;
  open(page: Page): Promise<void>;
}

const openCategory = (label: string) => async (page: Page) => {
  await menu(page).getByRole("button", { name: label, exact: true }).click();
  await expect(menu(page).getByRole("button", { name: label, exact: true })).toHaveAttribute("aria-expanded", "true");
};
const openFinanceiro = async (page: Page) => {
  await submenuButton(page, "Financeiro").click();
  await expect(submenuButton(page, "Financeiro")).toHaveAttribute("aria-expanded", "true");
};
const toggleMenu = (attribute: string, value: string) => async (page: Page) => {
  await menuButton(page).click();
  await expect(layoutWrapper(page)).toHaveAttribute(attribute, value);
};
/** reveal and drawer: the pointer over the collapsed column opens it. */
const hoverOpen = async (page: Page) => {
  const box = (await sidebar(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "true");
  await openFinanceiro(page);
};

/** On a desktop window: what is closed in each mode and how it opens. */
const DESKTOP_CASES: Record<MenuMode, MenuCase> = {
  static: {
    entry: "Dashboard Banking",
    sidebarCloses: true,
    close: toggleMenu("data-static-inactive", "true"),
    open: toggleMenu("data-static-inactive", "false"),
  },
  overlay: { entry: "Dashboard Banking", sidebarCloses: true, open: toggleMenu("data-overlay-active", "true") },
  slim: { entry: "Lançamentos", open: openFinanceiro },
  "slim-plus": { entry: "Lançamentos", open: openFinanceiro },
  horizontal: { entry: "Dashboard Banking", open: openCategory("Início") },
  reveal: { entry: "Lançamentos", open: hoverOpen },
  drawer: { entry: "Lançamentos", open: hoverOpen },
};

/**
 * With the menu closed: the first 12 Tab stops are all on screen, the
 * entry is not in the accessibility tree, nor are the closed panels; axe
 * finds nothing serious. Then open: the entry is exposed and Tab reaches
 * it through stops that are all on screen; axe again.
 */
async function checkClosedThenOpen(page: Page, testInfo: TestInfo, name: string, menuCase: MenuCase) {
  // Once it has slid out, a closed sidebar is hidden, and so out of the accessibility tree.
  if (menuCase.sidebarCloses) await expect(sidebar(page)).toBeHidden();
  await tabThroughPage(page, 12);
  await expect.poll(() => exposedControls(page), `${menuCase.entry} of the closed menu`).not.toContain(menuCase.entry);
  const closed = await exposedControls(page);
  for (const control of PANEL_CONTROLS) expect(closed).not.toContain(control);
  await expectNoSeriousViolations(page, testInfo, `${name}-closed`);

  await menuCase.open(page);
  await expect.poll(() => exposedControls(page), `${menuCase.entry} of the open menu`).toContain(menuCase.entry);
  await tabThroughPage(page, 40, menu(page).getByRole(menuCase.entryRole ?? "link", { name: menuCase.entry, exact: true }));
  await expectNoSeriousViolations(page, testInfo, `${name}-open`);
}

for (const [mode, menuCase] of Object.entries(DESKTOP_CASES) as Array<[MenuMode, MenuCase]>) {
  test(`${mode} menu: closed it is neither a Tab stop nor exposed, open it is both; axe finds nothing serious either way`, async ({
    page,
  }, testInfo) => {
    await signInMember(page, eleve, await createMember("eleve"));
    if (mode !== "static") {
      await setMenuMode(page, mode);
      await page.reload();
      await waitForLayout(page);
    }
    await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", mode);
    await page.mouse.move(1100, 500);
    await menuCase.close?.(page);
    await checkClosedThenOpen(page, testInfo, `menu-${mode}`, menuCase);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  const offCanvas: MenuCase = {
    entry: "Dashboard Banking",
    sidebarCloses: true,
    async open(page) {
      await menuButton(page).click();
      await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    },
  };

  for (const mode of ["static", "overlay", "slim", "slim-plus", "horizontal", "reveal", "drawer"] as const) {
    test(`${mode} menu: the off-canvas menu, closed, is neither a Tab stop nor exposed; open it is both; axe finds nothing serious`, async ({
      page,
    }, testInfo) => {
      await signInMember(page, eleve, await createMember("eleve"));
      if (mode !== "static") await setMenuMode(page, mode);
      await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", mode);
      // Horizontal keeps its categories as entries that open in place.
      const entry = mode === "horizontal" ? ({ entry: "Gestão", entryRole: "button" } as const) : {};
      await checkClosedThenOpen(page, testInfo, `phone-${mode}`, { ...offCanvas, ...entry });
    });
  }
});
