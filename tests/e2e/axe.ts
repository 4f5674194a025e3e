/**
 * The accessibility check of the end-to-end tests: axe-core with the WCAG 2
 * A and AA rules, run in the page itself. (@axe-core/playwright's default
 * finishes each scan in a new blank page, a new renderer process: that
 * doubled a scan's time.)
 */
import { writeFile } from "node:fs/promises";
import axe from "axe-core";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** Violations with all their nodes; passes and incomplete checks with one node each. */
const OPTIONS: axe.RunOptions = { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] }, resultTypes: ["violations"] };

/**
 * Runs axe on the page as it is, attaches the results as `axe-<name>.json`
 * and checks that no violation is serious or critical (the message lists
 * them with their nodes); with `soft`, a violation fails the test at its
 * end, so the test goes on to its next scan.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string, { soft = false } = {}) {
  // Colours are read at rest: a scheme change fades for a moment, and axe would judge the colours halfway.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  // Evaluated through the DevTools protocol, so the page's CSP does not apply.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    OPTIONS,
  );
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
  (soft ? expect.soft : expect)(summary, `serious or critical axe violations on ${name}`).toEqual([]);
  // Something was checked.
  expect(results.passes.length).toBeGreaterThan(0);
}
