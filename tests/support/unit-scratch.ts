/**
 * Vitest global setup of the unit project: one scratch folder for the run
 * (the workers' outboxes and storage folders, unit-setup.ts), removed after it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder of the unit project's own for the run. */
    unitScratch: string;
  }
}

export default function setup(project: TestProject) {
  const scratch = mkdtempSync(join(tmpdir(), "vitest-unit-"));
  project.provide("unitScratch", scratch);
  return () => rmSync(scratch, { recursive: true, force: true });
}
