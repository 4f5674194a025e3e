/** The accessibility check of the end-to-end tests: axe-core with the WCAG 2 A and AA rules. */
import { writeFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

/**
 * Runs axe on the page as it is, attaches the results as `axe-<name>.json`
 * and checks that no violation is serious or critical (the message lists
 * them with their nodes).
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
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
