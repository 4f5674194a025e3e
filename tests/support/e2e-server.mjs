// @ts-check
/**
 * Starts the production server for Playwright on an empty outbox and a
 * clean database: a SQLite
 * DATABASE_URL (file:...) has its file removed first; a PostgreSQL one is
 * used as given (CI creates a fresh database for each run).
 */
import { rmSync } from "node:fs";

if (process.env.OUTBOX_DIR) rmSync(process.env.OUTBOX_DIR, { recursive: true, force: true });
const url = process.env.DATABASE_URL ?? "";
if (url.startsWith("file:")) {
  const file = url.slice("file:".length);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
}
await import("../../server.mjs");
