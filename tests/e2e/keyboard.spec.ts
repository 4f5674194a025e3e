/**
 * Getting around with the keyboard: "Pular para o conteúdo" first on every
 * page; an atendimento opened from the desk has its heading focused, and
 * three key presses from the list reach its reply box; on a phone no Tab
 * stop is off the screen (the closed menu's open CRM branch was). Each test
 * makes its own atendimentos (crm-list-helpers.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { deskTickets } from "./crm-list-helpers";
import { origin, uniqueSuffix } from "./helpers";
import { tabThroughPage, waitForLayout } from "./layout-helpers";
import { signInAs } from "./sessions";

const eleve = origin("eleve");
const DESK = `${eleve}/crm/central-de-atendimento`;
const PHONE = { width: 390, height: 844 };

/** Presses Tab from the top of the page and expects "Pular para o conteúdo", seen, then Enter to put the focus on the page's content. */
async function skipToContent(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  // Shown while it has the focus, not the 1-pixel box of a screen-reader-only text.
  expect((await skip.boundingBox())!.width).toBeGreaterThan(60);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);
}

test("every page starts with Pular para o conteúdo, which takes the focus past the menu to the page", async ({ page }) => {
  await page.goto(`${eleve}/auth/login`);
  await expect(page.getByRole("heading", { name: "Entrar" })).toBeVisible();
  await skipToContent(page);

  await signInAs(page, eleve, "usuario-eleve");
  await page.goto(DESK);
  await waitForLayout(page);
  await skipToContent(page);
  await expect(page).toHaveURL(DESK);
});

for (const [device, viewport] of [
  ["a desktop window", { width: 1440, height: 900 }],
  ["a phone", PHONE],
] as const) {
  test(`on ${device}, an atendimento opens with its heading focused, and three key presses from the list reach its reply box`, async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    await deskTickets(suffix, [{ subject: "Teclado", assigned: true }]);
    await page.setViewportSize(viewport);
    await signInAs(page, eleve, "usuario-eleve");
    await page.goto(`${DESK}?q=${suffix}`);
    await waitForLayout(page);
    await page.getByRole("link", { name: new RegExp(`Teclado ${suffix}`) }).focus();
    let presses = 0;
    const press = async (key: string) => {
      presses++;
      await page.keyboard.press(key);
    };

    await press("Enter");
    const heading = page.getByRole("heading", { level: 2, name: `Teclado ${suffix}` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await press("Tab");
    const skip = page.getByRole("link", { name: "Pular para a resposta" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport({ ratio: 1 });
    await press("Enter");
    const box = page.getByRole("article").getByLabel("Mensagem", { exact: true });
    await expect(box).toBeFocused();
    await page.keyboard.type("Bom dia, já vamos ver.");
    await expect(box).toHaveValue("Bom dia, já vamos ver.");
    expect(presses).toBeLessThanOrEqual(3);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("every Tab stop of the desk and of an atendimento is on the screen, none in the closed menu", async ({ page }) => {
    const suffix = uniqueSuffix();
    await deskTickets(suffix, [{ subject: "Celular", assigned: true }]);
    // The administrator's menu has a CRM branch, open on the desk's pages (its entries rendered) though the menu is closed.
    await signInAs(page, eleve, "admin-eleve");
    await page.goto(`${DESK}?visao=todas&q=${suffix}`);
    await waitForLayout(page);
    await tabThroughPage(page, 20);

    await page.getByRole("link", { name: new RegExp(`Celular ${suffix}`) }).click();
    await expect(page.getByRole("heading", { level: 2, name: `Celular ${suffix}` })).toBeFocused();
    await tabThroughPage(page, 30);
  });
});
