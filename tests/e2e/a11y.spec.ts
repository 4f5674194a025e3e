/**
 * Accessibility with axe-core (WCAG 2 A and AA rules): no
 * violation of impact serious or critical on the login page, on the main
 * layout in each colour scheme (light, dim, dark), and with the settings
 * and profile panels open. The full axe results of every check are kept in
 * the test's output folder and attached to the report. Tests that change the scheme sign in with an
 * account of their own (layout-helpers.ts).
 */
import { writeFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { expandSubmenu, origin } from "./helpers";
import {
  closeSettings,
  createMember,
  html,
  openProfilePanel,
  openSettings,
  SCHEME_LABELS,
  setSetting,
  signInMember,
} from "./layout-helpers";

const eleve = origin("eleve");

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * Runs axe on the page as it is, attaches the results as `axe-<name>.json`
 * and checks that no violation is serious or critical (the message lists
 * them with their nodes).
 */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const path = testInfo.outputPath(`axe-${name}.json`);
  await writeFile(path, JSON.stringify(results, null, 2));
  await testInfo.attach(`axe-${name}.json`, { path, contentType: "application/json" });
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const summary = serious.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(" "), summary: node.failureSummary })),
  }));
  expect(summary, `serious or critical axe violations on ${name}`).toEqual([]);
  // Something was checked.
  expect(results.passes.length).toBeGreaterThan(0);
}

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
      await closeSettings(page);
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
