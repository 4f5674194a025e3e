import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  // Native addons stay outside the server bundle and out of the dev
  // server's browser pre-bundling (its scan follows route imports).
  ssr: { external: ["better-sqlite3", "@node-rs/argon2", "pg"] },
  optimizeDeps: { exclude: ["better-sqlite3", "@node-rs/argon2", "pg"] },
});
