// @ts-check
/**
 * Lint: typescript-eslint, React hooks, jsx-a11y, and the walls between the
 * layers of docs/architecture.md as import restrictions (an import that
 * crosses one fails the lint, `~/` alias or relative path alike).
 */
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** One zod for the whole app, the one configured for the Content-Security-Policy (app/config/zod.ts). */
const ZOD = { name: "zod", message: "Take z from ~/config/zod, which runs it without `new Function`." };

/** Import specifiers that reach into a layer, by alias or by relative path. */
const layer = (name) => [`~/${name}`, `~/${name}/**`, `**/${name}/**`];

/**
 * The walls: the files of `files` must not import what `forbidden` names.
 * @param {string} name
 * @param {string[]} files
 * @param {Array<{ group: string[]; message: string }>} forbidden
 */
const wall = (name, files, forbidden) => ({
  name: `walls/${name}`,
  files,
  rules: { "no-restricted-imports": ["error", { paths: [ZOD], patterns: forbidden }] },
});

/** The resource routes that expose a built-in service on its spec path, and the 404 of the paths none claims. */
const SERVICE_ROUTES = [
  "app/routes/auth-service.ts",
  "app/routes/profiles-service.ts",
  "app/routes/search-service.ts",
  "app/routes/service-not-found.ts",
  "app/routes/storage.ts",
];

/** The domains' route folders (app/routes/<domain>/): none imports another's. */
// prettier-ignore
const ROUTE_DOMAINS = [
  "finance", "sales", "budgets", "dashboards", "crm", "social", "wellbeing", "conversations",
  "administration", "audit", "auth", "settings", "status", "public", "shell",
];

/** Another domain's route folder, by alias (`~/routes/sales/...`) or by a relative path that climbs to it. */
const otherRouteDomains = (domain) => ({
  regex: `^(~/routes/|(\\.\\./)+(routes/)?)(${ROUTE_DOMAINS.filter((other) => other !== domain).join("|")})(/|$)`,
  message: `routes/${domain} may not import another domain's route folder: what domains share lives in components/ui, app/web or the domain's module.`,
});

const SERVER_ONLY = { group: ["**/*.server", "**/*.server.*"], message: "Server-only code stays out of this layer." };
const of = (names, message) => ({ group: names.flatMap(layer), message });
const PAGE_ROUTES = of(
  ["services", "db", "seed"],
  "Page routes reach services through app/clients and the database through app/modules.",
);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{js,mjs}", "bench/**", "scripts/**", "tests/**"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Contract tests read JSON answers of every shape; a migration must not depend on today's schema (Kysely's advice).
    files: ["tests/**", "app/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: { "no-restricted-imports": ["error", { paths: [ZOD] }] },
  },

  wall(
    "components",
    ["app/components/**"],
    [
      SERVER_ONLY,
      of(
        ["services", "clients", "db", "modules", "seed", "routes"],
        "Components render what routes hand them: no services, clients, database or routes.",
      ),
    ],
  ),
  wall(
    "contracts-and-config",
    ["app/contracts/**", "app/config/**"],
    [
      of(
        ["web", "services", "clients", "db", "modules", "seed", "routes", "components"],
        "Contracts and rules are shared by every layer and import none of them.",
      ),
    ],
  ),
  wall(
    "services",
    ["app/services/**"],
    [
      of(
        ["web", "clients", "routes", "components", "modules", "seed"],
        "A service knows nothing of the web side: it answers statuses and bodies, as a remote one would.",
      ),
    ],
  ),
  wall(
    "clients",
    ["app/clients/**"],
    [
      of(
        ["web", "routes", "components", "db", "modules", "seed"],
        "A client knows a service only by its handle(request); its contract lives in app/contracts.",
      ),
      {
        group: ["~/services/*/*", "!~/services/*/handle.server"],
        message: "A client reaches a built-in service only through its handle.server.",
      },
    ],
  ),
  wall(
    "db",
    ["app/db/**"],
    [
      of(
        ["services", "web", "clients", "routes", "components", "modules", "seed"],
        "The database layer serves the layers above it and imports none of them.",
      ),
    ],
  ),
  wall(
    "modules",
    ["app/modules/**"],
    [
      of(
        ["services", "web", "clients", "routes", "components", "seed"],
        "A business module is rules over the database: no web, service or client.",
      ),
    ],
  ),
  // Administration is rules over the auth service, not the database: it takes the session's auth client from its route.
  wall(
    "modules-administration",
    ["app/modules/administration/**"],
    [
      of(
        ["services", "web", "routes", "components", "seed"],
        "A business module is rules over the database: no web, service or client.",
      ),
      {
        group: ["~/clients/*", "!~/clients/auth-client.server", "**/clients/*", "!**/clients/auth-client.server"],
        message: "Administration reaches the auth service only through the auth client its route hands it.",
      },
    ],
  ),
  wall(
    "media",
    ["app/media/**"],
    [
      of(
        ["web", "services", "clients", "routes", "components", "modules", "seed", "db"],
        "The image pipeline knows only config: services and modules share it.",
      ),
    ],
  ),
  wall(
    "server",
    ["app/server/**"],
    [
      of(
        ["web", "services", "clients", "routes", "components", "modules", "seed"],
        "The process layer (logs, health, shutdown) knows only config and the database.",
      ),
    ],
  ),
  wall(
    "web",
    ["app/web/**"],
    [of(["services", "routes", "components", "seed"], "The request glue reaches services through app/clients.")],
  ),
  { ...wall("page-routes", ["app/routes/**"], [PAGE_ROUTES]), ignores: SERVICE_ROUTES },
  // Flat config replaces no-restricted-imports per file, so each domain's wall repeats the page routes' one.
  ...ROUTE_DOMAINS.map((domain) =>
    wall(`routes-${domain}`, [`app/routes/${domain}/**`], [PAGE_ROUTES, otherRouteDomains(domain)]),
  ),
  wall("service-routes", SERVICE_ROUTES, [
    {
      group: ["~/services/*/*", "!~/services/*/handle.server", "~/web/**", "!~/web/context.server"],
      message: "A service route only hands the request (and its client address) to the service's handle(request).",
    },
    of(
      ["db", "seed", "clients", "components", "modules"],
      "A service route only hands the request to the service's handle(request).",
    ),
  ]),
  { name: "zod-home", files: ["app/config/zod.ts"], rules: { "no-restricted-imports": "off" } },
);
