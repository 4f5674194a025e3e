/**
 * Every menu mode renders its layout on a desktop window (spec 2.3, 2.7, 9):
 * the sidebar's box per mode, the content never under it, and a
 * screenshot of each as an artifact. Each test signs in with an account of
 * its own (layout-helpers.ts): it starts in the default static mode, so
 * the static sidebar's width is the reference the narrow modes are
 * compared with, and the mode is chosen in the settings panel and rendered
 * again by the server (reload) before it is measured.
 */
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { mainMenu, origin } from "./helpers";
import {
  content,
  createMember,
  html,
  layoutWrapper,
  mask,
  menuButton,
  overlaps,
  rootFontSize,
  withLayout,
  sidebar,
  signInMember,
  stableBox,
  topbar,
  waitForLayout,
  type Box,
  type MenuMode,
} from "./layout-helpers";

const eleve = origin("eleve");
/** The page the tests open: a light one with the whole shell (the layout is the same on every page). */
const PAGE = "/profiles";
const VIEWPORT = { width: 1280, height: 800 };

test.use({ viewport: VIEWPORT });

/** Signs a new Administrador of eleve in and returns the static sidebar's box (the default mode). */
async function signInStatic(page: Page): Promise<Box> {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  await expect(html(page)).toHaveAttribute("data-menu-mode", "static");
  return stableBox(sidebar(page));
}

/** Puts `mode` in the layout cookie, reloads (the server renders it from the cookie) and waits for the shell. */
async function switchTo(page: Page, mode: MenuMode) {
  await withLayout(page, eleve, { menuMode: mode });
  await page.reload();
  await waitForLayout(page);
  await expect(html(page)).toHaveAttribute("data-menu-mode", mode);
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", mode);
}

/**
 * The content is not under the sidebar: their boxes do not overlap, and the
 * element at the content's top-left corner (past its padding) is inside the
 * content, not the sidebar or a mask.
 */
async function expectContentUncovered(page: Page, side: Box) {
  const main = await stableBox(content(page));
  expect(overlaps(main, side), `content ${JSON.stringify(main)} vs sidebar ${JSON.stringify(side)}`).toBe(false);
  const inside = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("main.layout-content") !== null, [
    main.x + 4,
    main.y + 4,
  ] as const);
  expect(inside, "the top-left corner of the content is the content's").toBe(true);
  return main;
}

/** A screenshot of the window, kept in the test's output folder and attached to the report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, mode: string) {
  const path = testInfo.outputPath(`layout-${mode}.png`);
  await page.screenshot({ path });
  await testInfo.attach(`layout-${mode}.png`, { path, contentType: "image/png" });
}

test("static: a wide column at the left edge, full height, beside the content; the menu button hides and shows it", async ({
  page,
}, testInfo) => {
  const side = await signInStatic(page);
  const rem = await rootFontSize(page);
  expect(side.x).toBe(0);
  expect(side.y).toBe(0);
  expect(side.height).toBe(VIEWPORT.height);
  expect(side.width).toBeGreaterThanOrEqual(12 * rem);
  expect(side.width).toBeLessThan(VIEWPORT.width / 3);
  const main = await expectContentUncovered(page, side);
  expect(main.x).toBeGreaterThanOrEqual(side.x + side.width);
  // The top bar is above the content, beside the sidebar too.
  const bar = await stableBox(topbar(page));
  expect(bar.x).toBeGreaterThanOrEqual(side.width);
  expect(bar.y).toBe(0);
  await attachScreenshot(page, testInfo, "static");

  // On a desktop the menu button hides the static sidebar, and the content takes the room.
  await menuButton(page).click();
  await expect(layoutWrapper(page)).toHaveAttribute("data-static-inactive", "true");
  const hidden = await stableBox(sidebar(page));
  expect(hidden.x + hidden.width).toBeLessThanOrEqual(0);
  expect((await stableBox(content(page))).x).toBe(0);
  await menuButton(page).click();
  await expect(layoutWrapper(page)).toHaveAttribute("data-static-inactive", "false");
  expect(await stableBox(sidebar(page))).toEqual(side);
});

test("overlay: the sidebar is off-screen and the content takes the width until the menu button opens it over the content", async ({
  page,
}, testInfo) => {
  const staticSide = await signInStatic(page);
  await switchTo(page, "overlay");

  const closed = await stableBox(sidebar(page));
  expect(closed.x + closed.width).toBeLessThanOrEqual(0);
  const main = await expectContentUncovered(page, closed);
  expect(main.x).toBe(0);
  await expect(menuButton(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await attachScreenshot(page, testInfo, "overlay");

  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  await expect(layoutWrapper(page)).toHaveAttribute("data-overlay-active", "true");
  const open = await stableBox(sidebar(page));
  expect(open.x).toBe(0);
  expect(open.width).toBe(staticSide.width);
  // Over the content (which did not move), with the mask behind it.
  expect((await stableBox(content(page))).x).toBe(0);
  await expect(mask(page)).toBeVisible();
  await expect(mainMenu(page).getByRole("link", { name: "Dashboard", exact: true })).toBeVisible();
  await attachScreenshot(page, testInfo, "overlay-open");
});

test("slim: a narrow column of icons at the left edge beside the content", async ({ page }, testInfo) => {
  const staticSide = await signInStatic(page);
  await switchTo(page, "slim");

  const side = await stableBox(sidebar(page));
  expect(side.x).toBe(0);
  expect(side.height).toBe(VIEWPORT.height);
  expect(side.width).toBeLessThan(staticSide.width / 2);
  const main = await expectContentUncovered(page, side);
  expect(main.x).toBeGreaterThanOrEqual(side.width);
  // Icons only: the labels of the first level are hidden from sight but still name the links.
  const dashboard = mainMenu(page).getByRole("link", { name: "Dashboard", exact: true });
  await expect(dashboard).toBeVisible();
  expect((await dashboard.boundingBox())!.width).toBeLessThanOrEqual(side.width);
  await attachScreenshot(page, testInfo, "slim");
});

test("slim-plus: narrow, wider than slim (icons with their labels), beside the content", async ({ page }, testInfo) => {
  const staticSide = await signInStatic(page);
  await switchTo(page, "slim");
  const slim = await stableBox(sidebar(page));
  await switchTo(page, "slim-plus");

  const side = await stableBox(sidebar(page));
  expect(side.x).toBe(0);
  expect(side.height).toBe(VIEWPORT.height);
  expect(side.width).toBeGreaterThan(slim.width);
  expect(side.width).toBeLessThan(staticSide.width / 2);
  const main = await expectContentUncovered(page, side);
  expect(main.x).toBeGreaterThanOrEqual(side.width);
  await expect(mainMenu(page).getByText("Dashboard", { exact: true })).toBeVisible();
  await attachScreenshot(page, testInfo, "slim-plus");
});

test("horizontal: a bar across the whole width under the top bar, the content below it", async ({ page }, testInfo) => {
  const staticSide = await signInStatic(page);
  await switchTo(page, "horizontal");

  const bar = await stableBox(topbar(page));
  expect(bar).toMatchObject({ x: 0, y: 0, width: VIEWPORT.width });
  const side = await stableBox(sidebar(page));
  expect(side.x).toBe(0);
  expect(side.width).toBe(VIEWPORT.width);
  expect(side.y).toBe(bar.y + bar.height);
  expect(side.height).toBeLessThan(staticSide.width / 2);
  const main = await expectContentUncovered(page, side);
  expect(main.y).toBeGreaterThanOrEqual(side.y + side.height);
  expect(main.x).toBe(0);
  // The categories are the bar's entries, each opening a popup.
  for (const category of ["Início", "Gestão", "Social", "Administração"]) {
    const entry = mainMenu(page).getByRole("button", { name: category, exact: true });
    await expect(entry).toBeVisible();
    const box = (await entry.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(side.y);
    expect(box.y + box.height).toBeLessThanOrEqual(side.y + side.height);
  }
  await attachScreenshot(page, testInfo, "horizontal");
});

for (const mode of ["reveal", "drawer"] as const) {
  test(`${mode}: a collapsed narrow column at the left edge beside the content until hovered`, async ({ page }, testInfo) => {
    const staticSide = await signInStatic(page);
    await switchTo(page, mode);

    await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "false");
    const side = await stableBox(sidebar(page));
    expect(side.x).toBe(0);
    expect(side.height).toBe(VIEWPORT.height);
    expect(side.width).toBeLessThan(staticSide.width / 2);
    const main = await expectContentUncovered(page, side);
    expect(main.x).toBeGreaterThanOrEqual(side.width);
    // Collapsed: the category headings and labels are hidden.
    await expect(mainMenu(page).getByText("Gestão", { exact: true })).toBeHidden();
    await attachScreenshot(page, testInfo, mode);
  });
}
