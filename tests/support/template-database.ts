/**
 * Vitest global setup of the db project: migrates the slim template
 * database before the run — the demo organizations, the demo accounts
 * (README) with their profiles and avatars, and each organization's default
 * plano de contas (`seedDemoAccounts`) — so that each test file's setup
 * (test-database.ts) copies it instead of seeding its own. The template
 * with all the demo business data (`seedDemoData`, as the app seeds an
 * empty database) is made during the run by the first file that asks for
 * it (templates.ts). After the run, both are dropped with the run's scratch
 * folder.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { adminQuery, isPostgres, makeTemplate, templatePlace } from "./templates";

export default async function setup(project: TestProject) {
  const base = process.env.DATABASE_URL;
  const scratch = mkdtempSync(join(tmpdir(), "vitest-db-"));
  const slim = templatePlace(base, scratch, "slim");
  const demoData = templatePlace(base, scratch, "demo");
  process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
  process.env.STORAGE_DIR = slim.storage;
  process.env.LOG_LEVEL ??= "silent";
  const teardown = async () => {
    if (isPostgres(base))
      for (const { database } of [slim, demoData]) await adminQuery(base, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const { seedDemoAccounts } = await import("~/seed/demo-data.server");
    await makeTemplate(base, slim, seedDemoAccounts);
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide("slimTemplate", slim);
  project.provide("demoDataTemplate", { ...demoData, scratch });
  return teardown;
}
