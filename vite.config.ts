import { relative } from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Small modules of the root and of most forms, loaded with React in one
 * chunk instead of a file each: the login page's first load is then six
 * files, and the route manifest, which lists every route's chunks, shorter
 * (docs/decisions/0015-light-shell.md). Paths under app/.
 */
const BASICS = new Set([
  "components/auth/organization-line.tsx",
  "components/layout/auth-card.tsx",
  "components/layout/layout-preview.tsx",
  "components/social/search/recent-users-key.ts",
  "components/ui/button-link.tsx",
  "components/ui/button.tsx",
  "components/ui/empty-state.tsx",
  "components/ui/form-alert.tsx",
  "components/ui/page-title.tsx",
  "components/ui/plain-field.tsx",
  "components/ui/text-link.tsx",
  "config/layout.ts",
  "config/organizations.ts",
  "web/meta.ts",
  "web/nonce.ts",
  "web/organization.ts",
  "web/route-error.ts",
]);
const APP_DIR = new URL("./app", import.meta.url).pathname;
const NAMED = "assets/[name]-[hash].js";
const HASHED = "assets/[hash].js";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
  // The chunks the route manifest lists are named by their hash alone: it
  // names each once per route that imports it, on every first load. The
  // client entry and the chunks loaded on demand keep their names.
  build: isSsrBuild
    ? {}
    : {
        rollupOptions: {
          output: {
            entryFileNames: (chunk) => (chunk.name === "entry.client" ? NAMED : HASHED),
            chunkFileNames: (chunk) => (chunk.isDynamicEntry ? NAMED : HASHED),
            manualChunks: (id: string) => (BASICS.has(relative(APP_DIR, id)) ? "basics" : undefined),
          },
        },
      },
  // Native addons stay outside the server bundle and out of the dev
  // server's browser pre-bundling (its scan follows route imports); so does
  // pdfkit, which reads its fonts' files from its own folder.
  ssr: { external: ["better-sqlite3", "@node-rs/argon2", "pg", "pdfkit"] },
  optimizeDeps: { exclude: ["better-sqlite3", "@node-rs/argon2", "pg"] },
}));
