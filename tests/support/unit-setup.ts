/**
 * Vitest setup of the unit project, run before each test file: what
 * app/config.server.ts needs besides a database — a session secret, and an
 * e-mail outbox and a storage folder. The unit project shares a worker's
 * modules between its files (`isolate: false`), and config() reads the
 * environment once, so the folders are the worker's, not the file's: under
 * the scratch folder that unit-scratch.ts makes for the run and removes
 * after it.
 */
import { join } from "node:path";
import { inject } from "vitest";

const scratch = join(inject("unitScratch"), `worker-${process.env.VITEST_POOL_ID ?? process.pid}`);
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
process.env.OUTBOX_DIR = join(scratch, "outbox");
process.env.STORAGE_DIR = join(scratch, "storage");
delete process.env.SMTP_URL;
