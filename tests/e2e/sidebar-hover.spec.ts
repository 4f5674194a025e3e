/**
 * The sidebar of the reveal and drawer modes (spec 4 "Sidebar", 9; issue
 * 6): hovering activates it (data-sidebar-active on .layout-wrapper, the
 * full width); after the pointer leaves it deactivates after 300 ms unless
 * the anchor ('Fixar a barra lateral') is pressed. The delay is checked on
 * the page's own clock, which the test holds and moves (page.clock): still
 * open 1 ms before the delay ends, closed when it has, whatever the
 * machine's load does to the wall clock. Each test signs in with an
 * account of its own (layout-helpers.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { origin } from "./helpers";
import {
  content,
  createMember,
  layoutWrapper,
  mask,
  menuLink,
  overlaps,
  sidebar,
  signInMember,
  stableBox,
} from "./layout-helpers";

const eleve = origin("eleve");
/** The page the tests open: a light one with the whole shell. */
const PAGE = "/profiles";

/** Spec 9: sidebar hover-out delay. */
const LEAVE_DELAY_MS = 300;

test.use({ viewport: { width: 1280, height: 800 } });

/** Signs a new member in with the page's timers on a clock the test controls, in `mode`, the pointer on the content. */
async function signInWithClock(page: Page, mode: "reveal" | "drawer") {
  await page.clock.install();
  await signInMember(page, eleve, await createMember("eleve"), PAGE, { menuMode: mode });
  await page.mouse.move(1100, 500);
}

/** Stops the page's clock: from now on its timers fire only when the test moves it on (`page.clock.runFor`). */
const holdClock = async (page: Page) => page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

const expectActive = (page: Page, active: boolean) =>
  expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", String(active));

/**
 * With the clock held, right after the pointer left: the sidebar is still
 * open 1 ms before LEAVE_DELAY_MS has passed on the page's clock, and
 * closed once it has.
 */
async function expectClosedAfterDelay(page: Page) {
  await page.clock.runFor(LEAVE_DELAY_MS - 1);
  await expectActive(page, true);
  await page.clock.runFor(1);
  await expectActive(page, false);
}

/** Moves the pointer onto the middle of the sidebar and waits for it to open. */
async function hoverSidebar(page: Page, collapsedWidth: number) {
  const box = (await sidebar(page).boundingBox())!;
  await page.mouse.move(box.x + collapsedWidth / 2, box.y + box.height / 2);
  await expectActive(page, true);
}

/** Moves the pointer onto the content, far right of the open sidebar. */
const leaveSidebar = (page: Page) => page.mouse.move(1100, 500);

for (const mode of ["reveal", "drawer"] as const) {
  test.describe(mode, () => {
    test(`hover opens the ${mode} sidebar; after the pointer leaves it stays ~${LEAVE_DELAY_MS} ms and then closes`, async ({
      page,
    }) => {
      await signInWithClock(page, mode);
      await expectActive(page, false);
      const collapsed = await stableBox(sidebar(page));
      await expect(menuLink(page, "Dashboard Banking")).toBeVisible();
      await expect(sidebar(page).getByText("Gestão", { exact: true })).toBeHidden();
      await holdClock(page);

      await hoverSidebar(page, collapsed.width);
      const open = await stableBox(sidebar(page));
      expect(open.x).toBe(0);
      expect(open.width).toBeGreaterThan(collapsed.width * 2);
      // The drawer dims the page behind it (the mask lets clicks through).
      if (mode === "drawer") await expect(mask(page)).toBeVisible();

      await leaveSidebar(page);
      await expectClosedAfterDelay(page);
      expect((await stableBox(sidebar(page))).width).toBe(collapsed.width);
      if (mode === "drawer") await expect(mask(page)).toBeHidden();

      // Coming back within the delay keeps it open, long after the delay.
      await hoverSidebar(page, collapsed.width);
      await leaveSidebar(page);
      await page.clock.runFor(LEAVE_DELAY_MS - 100);
      await hoverSidebar(page, collapsed.width);
      await page.clock.runFor(2 * LEAVE_DELAY_MS);
      await expectActive(page, true);
    });

    test(`with the anchor pressed the ${mode} sidebar stays open after the pointer leaves, beside the content`, async ({
      page,
    }) => {
      await signInWithClock(page, mode);
      const collapsed = await stableBox(sidebar(page));
      await holdClock(page);

      await hoverSidebar(page, collapsed.width);
      // Open, it shows what the collapsed column hides: category headings, labels, the anchor.
      await expect(sidebar(page).getByText("Gestão", { exact: true })).toBeVisible();
      await expect(sidebar(page).getByText("Dashboard Banking", { exact: true })).toBeVisible();
      const anchor = sidebar(page).getByRole("button", { name: "Fixar a barra lateral", exact: true });
      await expect(anchor).toHaveAttribute("aria-pressed", "false");
      await anchor.click();
      const release = sidebar(page).getByRole("button", { name: "Soltar a barra lateral", exact: true });
      await expect(release).toHaveAttribute("aria-pressed", "true");
      await expect(layoutWrapper(page)).toHaveAttribute("data-anchored", "true");

      await leaveSidebar(page);
      await page.clock.runFor(3 * LEAVE_DELAY_MS);
      await expectActive(page, true);
      const open = await stableBox(sidebar(page));
      expect(open.width).toBeGreaterThan(collapsed.width * 2);
      // Anchored, the content moves aside instead of lying under it; no mask.
      const main = await stableBox(content(page));
      expect(overlaps(main, open)).toBe(false);
      expect(main.x).toBeGreaterThanOrEqual(open.x + open.width);
      await expect(mask(page)).toBeHidden();

      // Released, it closes ~300 ms after the pointer leaves again.
      await release.click();
      await expect(anchor).toHaveAttribute("aria-pressed", "false");
      await expect(layoutWrapper(page)).toHaveAttribute("data-anchored", "false");
      await leaveSidebar(page);
      await expectClosedAfterDelay(page);
      expect((await stableBox(sidebar(page))).width).toBe(collapsed.width);
    });

    test(`an anchored ${mode} sidebar stays open after navigating from its menu`, async ({ page }) => {
      await signInMember(page, eleve, await createMember("eleve"), PAGE, { menuMode: mode });
      await page.mouse.move(1100, 500);
      const collapsed = await stableBox(sidebar(page));

      await hoverSidebar(page, collapsed.width);
      const anchor = sidebar(page).getByRole("button", { name: "Fixar a barra lateral", exact: true });
      await expect(anchor).toBeVisible();
      await anchor.click();
      await expect(layoutWrapper(page)).toHaveAttribute("data-anchored", "true");
      // A light page: Dashboard Banking draws a chart per account, and the suite's accounts make it heavy.
      await menuLink(page, "Notificações").click();
      await expect(page).toHaveURL(`${eleve}/notificacoes`);

      // Spec 2.3: the menu closes on navigation, but the anchor stays, and so does the open sidebar.
      await expect(layoutWrapper(page)).toHaveAttribute("data-anchored", "true");
      await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "true");
      const open = await stableBox(sidebar(page));
      expect(open.width).toBeGreaterThan(collapsed.width * 2);
      // The content's left edge, not its whole box: the page below may still grow as its charts draw.
      await expect.poll(async () => (await content(page).boundingBox())?.x).toBe(open.x + open.width);
    });
  });
}
