/**
 * The menu on a phone-sized window (spec 2.3, 9: desktop is above 991 px):
 * in every menu mode the sidebar is off-canvas until the menu
 * button opens it; while it is open the body does not scroll; navigating,
 * the mask and the close button close it. Each test signs in with an
 * account of its own (layout-helpers.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { ADMIN_SUBMENUS, origin } from "./helpers";
import {
  content,
  createMember,
  layoutWrapper,
  mask,
  menuButton,
  menuLink,
  waitForLayout,
  withLayout,
  sidebar,
  signInMember,
  stableBox,
  submenuButton,
  topbar,
} from "./layout-helpers";

const eleve = origin("eleve");
/** The page the tests open: a light one with the whole shell (the layout is the same on every page). */
const PAGE = "/profiles";
const PHONE = { width: 390, height: 800 };

test.use({ viewport: PHONE });

const bodyState = (page: Page) =>
  page.evaluate(() => ({
    blocked: document.body.classList.contains("blocked-scroll"),
    overflow: getComputedStyle(document.body).overflow,
  }));

async function expectClosed(page: Page) {
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(mask(page)).toBeHidden();
  const box = await stableBox(sidebar(page));
  expect(box.x + box.width, "the sidebar is off-canvas").toBeLessThanOrEqual(0);
  await expect.poll(() => bodyState(page)).toEqual({ blocked: false, overflow: "visible" });
}

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  const box = await stableBox(sidebar(page));
  expect(box.x).toBe(0);
  expect(box.width).toBeLessThan(PHONE.width);
  await expect(mask(page)).toBeVisible();
  // Spec 2.3: no body scrolling while the mobile menu is open.
  await expect.poll(() => bodyState(page)).toEqual({ blocked: true, overflow: "hidden" });
  return box;
}

test("static mode on a phone: the menu button opens the off-canvas menu, the body stops scrolling, and navigating closes it", async ({
  page,
}) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  await expect(layoutWrapper(page)).toHaveAttribute("data-menu-mode", "static");
  await expect(menuButton(page)).toBeVisible();
  await expectClosed(page);
  // The content and the top bar take the whole width.
  expect(await stableBox(content(page))).toMatchObject({ x: 0, width: PHONE.width });
  expect(await stableBox(topbar(page))).toMatchObject({ x: 0, width: PHONE.width });

  await openMenu(page);
  await expect(layoutWrapper(page)).toHaveAttribute("data-mobile-active", "true");
  // A page taller than the window would still not scroll: the wheel moves nothing.
  await page.evaluate(() =>
    document.querySelector("main")!.append(Object.assign(document.createElement("div"), { style: "height:3000px" })),
  );
  await page.mouse.move(PHONE.width - 20, 400);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A light page: Dashboard Banking draws a chart for each of the hundreds of accounts the suite leaves in Eleve.
  await menuLink(page, "Notificações").click();
  await expect(page).toHaveURL(`${eleve}/notificacoes`);
  await expect(page.getByRole("heading", { level: 1, name: "Notificações" })).toBeVisible();
  await expectClosed(page);

  // From a submenu too.
  await openMenu(page);
  await submenuButton(page, "Financeiro").click();
  await expect(submenuButton(page, "Financeiro")).toHaveAttribute("aria-expanded", "true");
  await menuLink(page, "Recebimentos").click();
  await expect(page).toHaveURL(`${eleve}${ADMIN_SUBMENUS.Financeiro.Recebimentos}`);
  await expectClosed(page);
});

test("on a phone the mask and the close button close the menu", async ({ page }) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  const box = await openMenu(page);
  await page.mouse.click(box.width + (PHONE.width - box.width) / 2, 400);
  await expectClosed(page);
  await expect(page).toHaveURL(`${eleve}${PAGE}`);

  await openMenu(page);
  await sidebar(page).getByRole("link", { name: "Fechar menu", exact: true }).click();
  await expectClosed(page);
  await expect(page).toHaveURL(`${eleve}${PAGE}`);
});

test("on a phone the slim and horizontal modes use the same off-canvas menu", async ({ page }) => {
  await signInMember(page, eleve, await createMember("eleve"), PAGE);
  for (const mode of ["slim", "horizontal"] as const) {
    await withLayout(page, eleve, { menuMode: mode });
    await page.reload();
    await waitForLayout(page);
    await expectClosed(page);
    expect(await stableBox(content(page))).toMatchObject({ x: 0, width: PHONE.width });

    const box = await openMenu(page);
    if (mode === "slim") {
      // The whole menu with its labels and category headings, not the desktop's icon column.
      await expect(sidebar(page).getByText("Gestão", { exact: true })).toBeVisible();
      await expect(sidebar(page).getByText("Dashboard Banking", { exact: true })).toBeVisible();
      expect((await menuLink(page, "Dashboard Banking").boundingBox())!.width).toBeGreaterThan(box.width / 2);
    } else {
      // The categories of the bar become entries of the off-canvas menu that open in place.
      const gestao = sidebar(page).getByRole("button", { name: "Gestão", exact: true });
      await expect(gestao).toBeVisible();
      await gestao.click();
      await expect(gestao).toHaveAttribute("aria-expanded", "true");
    }
    await submenuButton(page, "Faturamento").click();
    await expect(menuLink(page, "Vendas")).toBeVisible();
    const vendas = (await menuLink(page, "Vendas").boundingBox())!;
    expect(vendas.x + vendas.width, "inside the off-canvas menu").toBeLessThanOrEqual(box.x + box.width);
    await menuLink(page, "Vendas").click();
    await expect(page).toHaveURL(`${eleve}/faturamento/vendas`);
    await expectClosed(page);
    await page.goto(`${eleve}${PAGE}`);
  }
});
