/**
 * The sidebar of the reveal and drawer modes (spec 4 "Sidebar", 9; issue
 * 6): hovering activates it (data-sidebar-active on .layout-wrapper, the
 * full width); after the pointer leaves it deactivates after 300 ms unless
 * the anchor ('Fixar a barra lateral') is pressed. The delay is measured in
 * the page: a recorder notes when the pointer left the sidebar and when the
 * attribute changed, with performance.now(). Each test signs in with an
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
  setMenuMode,
  sidebar,
  signInMember,
  stableBox,
} from "./layout-helpers";

const eleve = origin("eleve");

/** Spec 9: sidebar hover-out delay. */
const LEAVE_DELAY_MS = 300;

test.use({ viewport: { width: 1280, height: 800 } });

interface Entry {
  t: number;
  what: "leave" | "active" | "inactive";
}

declare global {
  interface Window {
    __sidebarLog?: Entry[];
  }
}

/** Starts recording, in the page, when the pointer leaves the sidebar and when data-sidebar-active changes. */
async function recordSidebar(page: Page) {
  await page.evaluate(() => {
    const log: Entry[] = [];
    window.__sidebarLog = log;
    const wrapper = document.querySelector<HTMLElement>(".layout-wrapper")!;
    new MutationObserver(() =>
      log.push({ t: performance.now(), what: wrapper.dataset.sidebarActive === "true" ? "active" : "inactive" }),
    ).observe(wrapper, { attributes: true, attributeFilter: ["data-sidebar-active"] });
    document
      .getElementById("layout-sidebar")!
      .addEventListener("mouseleave", () => log.push({ t: performance.now(), what: "leave" }));
  });
}

const sidebarLog = (page: Page) => page.evaluate(() => window.__sidebarLog ?? []);

/**
 * In the page, `ms` after the last time the pointer left the sidebar:
 * whether the sidebar was still active, and how long after leaving that was.
 */
const activeAfterLeave = (page: Page, ms: number) =>
  page.evaluate(
    (after) =>
      new Promise<{ elapsed: number; active: boolean }>((resolve) => {
        const leave = window.__sidebarLog!.filter((entry) => entry.what === "leave").at(-1)!.t;
        const wrapper = document.querySelector<HTMLElement>(".layout-wrapper")!;
        setTimeout(
          () => resolve({ elapsed: performance.now() - leave, active: wrapper.dataset.sidebarActive === "true" }),
          Math.max(0, leave + after - performance.now()),
        );
      }),
    ms,
  );

const isActive = (page: Page) => layoutWrapper(page).getAttribute("data-sidebar-active");

/**
 * Waits for the sidebar to close, then checks from the page's own log that
 * it closed about LEAVE_DELAY_MS after the pointer last left it: a measure
 * taken in the page, whatever the test runner's latency.
 */
async function expectClosedAfterDelay(page: Page) {
  await expect.poll(() => isActive(page), { timeout: 2_000 }).toBe("false");
  const log = await sidebarLog(page);
  const leave = log.filter((entry) => entry.what === "leave").at(-1)!.t;
  const closed = log.find((entry) => entry.what === "inactive" && entry.t > leave);
  expect(closed, JSON.stringify(log)).toBeDefined();
  const delay = closed!.t - leave;
  expect(delay, `closed ${Math.round(delay)} ms after the pointer left`).toBeGreaterThanOrEqual(LEAVE_DELAY_MS - 10);
  expect(delay, `closed ${Math.round(delay)} ms after the pointer left`).toBeLessThanOrEqual(700);
}

/** Moves the pointer onto the middle of the sidebar and waits for it to open. */
async function hoverSidebar(page: Page, collapsedWidth: number) {
  const box = (await sidebar(page).boundingBox())!;
  await page.mouse.move(box.x + collapsedWidth / 2, box.y + box.height / 2);
  await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "true");
}

/** Moves the pointer onto the content, far right of the open sidebar. */
const leaveSidebar = (page: Page) => page.mouse.move(1100, 500);

for (const mode of ["reveal", "drawer"] as const) {
  test.describe(mode, () => {
    test(`hover opens the ${mode} sidebar; after the pointer leaves it stays ~${LEAVE_DELAY_MS} ms and then closes`, async ({
      page,
    }) => {
      await signInMember(page, eleve, await createMember("eleve"));
      await setMenuMode(page, mode);
      await page.mouse.move(1100, 500);
      await expect(layoutWrapper(page)).toHaveAttribute("data-sidebar-active", "false");
      const collapsed = await stableBox(sidebar(page));
      await expect(menuLink(page, "Dashboard Banking")).toBeVisible();
      await expect(sidebar(page).getByText("Gestão", { exact: true })).toBeHidden();
      await recordSidebar(page);

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

      // Coming back within the delay keeps it open.
      await hoverSidebar(page, collapsed.width);
      await leaveSidebar(page);
      await hoverSidebar(page, collapsed.width);
      const back = await activeAfterLeave(page, 600);
      expect(back.active, "re-entered before the delay ended: still open").toBe(true);
    });

    test(`with the anchor pressed the ${mode} sidebar stays open after the pointer leaves, beside the content`, async ({
      page,
    }) => {
      await signInMember(page, eleve, await createMember("eleve"));
      await setMenuMode(page, mode);
      await page.mouse.move(1100, 500);
      const collapsed = await stableBox(sidebar(page));
      await recordSidebar(page);

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
      const later = await activeAfterLeave(page, 3 * LEAVE_DELAY_MS);
      expect(later.active, `anchored: still open ${Math.round(later.elapsed)} ms after leaving`).toBe(true);
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
      await signInMember(page, eleve, await createMember("eleve"));
      await setMenuMode(page, mode);
      await page.mouse.move(1100, 500);
      const collapsed = await stableBox(sidebar(page));

      await hoverSidebar(page, collapsed.width);
      const anchor = sidebar(page).getByRole("button", { name: "Fixar a barra lateral", exact: true });
      await expect(anchor).toBeVisible();
      await anchor.click();
      await expect(layoutWrapper(page)).toHaveAttribute("data-anchored", "true");
      await menuLink(page, "Dashboard Banking").click();
      await expect(page).toHaveURL(`${eleve}/dashboard-banking`);

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
