import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "tests/contract/**/*.test.ts", "tests/lint/**/*.test.ts"],
    globalSetup: ["tests/support/template-database.ts"],
    setupFiles: ["tests/support/test-database.ts"],
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
