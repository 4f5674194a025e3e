// @ts-check
/**
 * Starts the production server for Playwright on an empty outbox, empty
 * storage and a clean database: a SQLite
 * DATABASE_URL (file:...) has its file removed first; a PostgreSQL one is
 * used as given (CI creates a fresh database for each run).
 */
import { rmSync } from "node:fs";

for (const dir of [process.env.OUTBOX_DIR, process.env.STORAGE_DIR]) {
  if (dir) rmSync(dir, { recursive: true, force: true });
}
const url = process.env.DATABASE_URL ?? "";
if (url.startsWith("file:")) {
  const file = url.slice("file:".length);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
}
await import("../../server.mjs");
