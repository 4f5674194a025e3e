/**
 * End-to-end tests (tests/e2e, in Debian's Chromium) and the security
 * replays (tests/security, HTTP from Node) against one production server
 * (`npm run build` first) on port 3100 (or E2E_PORT). The server gets a fresh database: a
 * new SQLite file, or the PostgreSQL database named by DATABASE_URL (CI
 * creates a fresh one per run). Subdomains (`eleve.localhost`) resolve to
 * loopback in Chromium. It trusts the loopback proxy (TRUST_PROXY), so a
 * test can speak as another client address (X-Forwarded-For) or as a
 * request that came over HTTPS (X-Forwarded-Proto).
 */
import { defineConfig } from "@playwright/test";

/** 3100 unless E2E_PORT says otherwise (a second checkout running its own suite). */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789abcdef";
/** The desk's SMTP listener: 20000 above PORT, so checkouts on other ports do not collide. */
export const INBOUND_SMTP_PORT = PORT + 20_000;
export const INBOUND_MAIL_DOMAIN = "atendimento.sereno.example.com";

/**
 * CI's PostgreSQL pass (E2E_SCOPE=sql) runs only the tests tagged `@sql`:
 * those whose behaviour depends on the database's dialect (search, paged
 * and sorted lists, reports, reconciliation, numbering, live events through
 * LISTEN/NOTIFY). The module and contract tests already run on both
 * databases (vitest.config.ts); everything else runs once, on SQLite.
 */
const SQL_ONLY = process.env.E2E_SCOPE === "sql" ? /@sql/ : undefined;
/** Tests of what only PostgreSQL allows (several workers or instances on one database), tagged `@postgres`, run where DATABASE_URL names it. */
const NOT_ON_SQLITE = process.env.DATABASE_URL?.startsWith("postgres") ? undefined : /@postgres/;

export default defineConfig({
  projects: [
    // Signs the demo accounts in once and keeps their sessions (tests/e2e/sessions.ts).
    { name: "setup", testDir: "tests/e2e", testMatch: /sessions\.setup\.ts$/ },
    { name: "e2e", testDir: "tests/e2e", dependencies: ["setup"], grep: SQL_ONLY, grepInvert: NOT_ON_SQLITE },
    { name: "security", testDir: "tests/security", grep: SQL_ONLY, grepInvert: NOT_ON_SQLITE },
  ],
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to find, not to retry; a broken run stops early.
  retries: 0,
  maxFailures: process.env.CI ? 10 : undefined,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pt-BR",
    // A failed test keeps its trace (actions, DOM snapshots, network) and a last screenshot. The trace's
    // screencast would cost more than a third of the suite's CPU: a frame of every page, all the time.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's package of the headless-only build, the one Playwright itself runs headless: the
      // same Blink as /usr/bin/chromium at about two thirds of the CPU.
      executablePath: "/usr/bin/chromium-headless-shell",
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
      SESSION_SECRET: E2E_SESSION_SECRET,
      TRUST_PROXY: "loopback",
      DATABASE_URL: process.env.DATABASE_URL ?? "file:data/e2e/app.db",
      // The browser tests all come from one address and register about 25 accounts in a run:
      // more than the 10 registration starts per address allowed in 15 minutes.
      ADDRESS_LIMIT_FACTOR: "5",
      // The tests write events from their own process: the hub's safety read brings them within 200 ms, not 5 s.
      EVENTS_POLL_MS: "200",
      // The desk takes e-mail on loopback (tests/e2e/crm-email.spec.ts sends it with nodemailer).
      INBOUND_SMTP_PORT: String(INBOUND_SMTP_PORT),
      INBOUND_SMTP_HOST: "127.0.0.1",
      INBOUND_MAIL_DOMAIN,
      // Warnings and errors only: a line per request would bury the test report.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
  },
});
