import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    include: ["app/**/*.test.{ts,tsx}", "tests/contract/**/*.test.ts"],
    setupFiles: ["tests/support/test-database.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
