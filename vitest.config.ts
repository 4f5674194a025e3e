/**
 * Two Vitest projects, told apart by the test file's name:
 *
 * - `db`: `app/**\/*.server.test.ts` and `tests/contract/**\/*.test.ts`, the
 *   tests of modules, services and contracts that go through the database.
 *   The global setup migrates a slim template database once, the demo
 *   organizations and accounts (tests/support/template-database.ts); each
 *   file gets a copy of its own (tests/support/test-database.ts) and makes
 *   the rows it reads with the factories of tests/support. A file that reads
 *   the demo business data (ledger, sales, desk, feed...) says so with the
 *   tag `@demo-data` in its header comment and gets a copy of the full demo.
 * - `unit`: every other `*.test.ts(x)` under app/, and tests/lint: rules,
 *   components, parsers, lint walls. No database; a session secret, an outbox
 *   and a storage folder (tests/support/unit-setup.ts). A unit test file that
 *   reaches app/db/db.server.ts fails at once with a message that says so.
 *
 * So a new test that needs the database is named `*.server.test.ts` (or is a
 * contract test), and a test of a server module that needs none drops the
 * `.server` (app/web/session.test.ts). `npx vitest run` runs both;
 * `npx vitest run --project db` runs only the database tests (CI does, on
 * PostgreSQL, with DATABASE_URL).
 */
import tsconfigPaths from "vite-tsconfig-paths";
import { configDefaults, defineConfig, type Plugin } from "vitest/config";

const DB_TESTS = ["app/**/*.server.test.ts", "tests/contract/**/*.test.ts"];

/** Fails the import of the database module in the unit project, naming the project the file belongs to. */
function noDatabase(): Plugin {
  return {
    name: "unit-tests-have-no-database",
    load(id) {
      if (id.endsWith("/app/db/db.server.ts"))
        throw new Error(
          "A unit test reached app/db/db.server.ts: the unit project has no database. Name the test file *.server.test.ts (the db project, vitest.config.ts).",
        );
    },
  };
}

export default defineConfig({
  plugins: [tsconfigPaths()],
  resolve: { alias: { "virtual:react-router/server-build": new URL("tests/support/server-build.ts", import.meta.url).pathname } },
  test: {
    environment: "node",
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest picks one worker on two cores; the files are independent.
    maxWorkers: 2,
    // Each db file loads its modules afresh: pre-bundled once per run, each of these packages loads as
    // one file instead of hundreds (date-fns's index took 0.4 s a file). A quarter off the suite's time.
    deps: { optimizer: { ssr: { enabled: true, include: ["date-fns", "kysely", "zod"] } } },
    projects: [
      {
        extends: true,
        plugins: [noDatabase()],
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "tests/lint/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...DB_TESTS],
          globalSetup: ["tests/support/unit-scratch.ts"],
          setupFiles: ["tests/support/unit-setup.ts"],
          // Their modules load once per worker, not once per file: a third of the time. A unit test
          // leaves no state behind that another file would read (fake timers and spies are undone).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: DB_TESTS,
          globalSetup: ["tests/support/template-database.ts"],
          setupFiles: ["tests/support/test-database.ts"],
        },
      },
    ],
  },
});
