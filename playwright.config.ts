/**
 * End-to-end tests against the production build (`npm run build` first) on
 * port 3100, in Debian's Chromium. The server gets a fresh database: a new
 * SQLite file, or the PostgreSQL database named by DATABASE_URL (CI creates
 * a fresh one per run). Subdomains (`eleve.localhost`) resolve to loopback
 * in Chromium.
 */
import { defineConfig } from "@playwright/test";

export const PORT = 3100;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pt-BR",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-background-networking"],
    },
  },
  webServer: {
    command: "node tests/support/e2e-server.mjs",
    url: `http://localhost:${PORT}/auth/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      // A local trial, as `npm start` runs it: /dev/outbox shows the e-mails.
      APP_ENV: "local",
      OUTBOX_DIR: "data/e2e/outbox",
      STORAGE_DIR: "data/e2e/storage",
      PORT: String(PORT),
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      DATABASE_URL: process.env.DATABASE_URL ?? "file:data/e2e/app.db",
    },
  },
});
