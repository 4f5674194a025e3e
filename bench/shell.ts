/**
 * How fast the shell is, beside a bare React Router 7 app on the same
 * packages and the same process model (one Node process, Express and
 * @react-router/express, production build). Builds both, then serves one at
 * a time and loads each page with autocannon (10 connections, 10 s after a
 * 3 s warm-up): the bare page, /auth/login, and a signed-in page whose body
 * is only a title and an empty state (/bloqueios, as admin-eleve, who has
 * blocked nobody). Prints req/s, p50/p99
 * latency (ms), the ratios to the bare page, and the first-load JavaScript
 * of the login page and of the bare page (KiB gzip: the scripts and
 * modulepreloads the HTML references).
 *
 *   npm run bench:shell                        # builds both apps first
 *   npm run bench:shell -- --no-build          # reuses this checkout's build/
 *   npm run bench:shell -- --duration 20       # seconds per page
 *
 * The product runs on a fresh SQLite database in a temp dir, removed at the end.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { signIn, startServer, stopServer } from "./product-server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const durationArg = args[args.indexOf("--duration") + 1];
const DURATION_S = args.includes("--duration") && durationArg ? Number(durationArg) : 10;
const WARM_UP_S = 3;
const CONNECTIONS = 10;
const BARE_PORT = 3401;
const PRODUCT_PORT = 3402;
const SIGNED_IN_PATH = "/bloqueios";

const BARE_FILES: Record<string, string> = {
  // The build reads the runtime (@react-router/node) from the dependencies.
  "package.json": JSON.stringify({
    name: "bare",
    private: true,
    type: "module",
    dependencies: { "@react-router/node": "*", isbot: "*" },
  }),
  "react-router.config.ts": `export default { ssr: true };\n`,
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";\nimport { defineConfig } from "vite";\nexport default defineConfig({ plugins: [reactRouter()] });\n`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";\nexport default [index("routes/home.tsx")];\n`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><Meta /><Links /></head>
      <body>{children}<ScrollRestoration /><Scripts /></body>
    </html>
  );
}
export default function App() { return <Outlet />; }
`,
  "app/routes/home.tsx": `export const meta = () => [{ title: "Início" }];\nexport default function Home() { return <h1>Início</h1>; }\n`,
  "server.mjs": `import { createRequestHandler } from "@react-router/express";
import express from "express";
const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(createRequestHandler({ build }));
app.listen(Number(process.env.PORT), () => console.log("listening"));
`,
};

function run(command: string, commandArgs: string[], cwd: string) {
  const result = spawnSync(command, commandArgs, { cwd, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed in ${cwd}:\n${result.stderr}`);
}

function buildBare(dir: string) {
  for (const [file, text] of Object.entries(BARE_FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"));
  run(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], dir);
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Loads `url` for `seconds` at CONNECTIONS connections; req/s and latency in ms. */
async function load(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const check = await fetch(url, { headers, redirect: "manual" });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
  await load(url, WARM_UP_S, headers);
  return load(url, DURATION_S, headers);
}

/** First-load JavaScript of the page at `url`, KiB gzip: every script and modulepreload its HTML references. */
async function firstLoadKiB(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  // Not every path of the inline manifest: only what the page loads now.
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  const imports = [...html.matchAll(/(?:<script[^>]* src=|import ?\(?|from ?)"(\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const scripts = new Set([...preloads, ...imports]);
  let bytes = 0;
  for (const path of scripts) {
    const body = Buffer.from(await (await fetch(new URL(path, url))).arrayBuffer());
    bytes += gzipSync(body).length;
  }
  return bytes / 1024;
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), "bench-shell-"));
  try {
    const bareDir = join(scratch, "bare");
    console.log("Construindo o app mínimo...");
    buildBare(bareDir);
    if (!args.includes("--no-build")) {
      console.log("Construindo o produto (npm run build)...");
      run(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], ROOT);
    }

    const bare = await startServer({ cwd: bareDir, port: BARE_PORT, env: {}, readyPath: "/" });
    const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
    let bareLoad: Load;
    let bareKiB: number;
    try {
      bareKiB = await firstLoadKiB(bareUrl);
      bareLoad = await measure(bareUrl);
    } finally {
      await stopServer(bare);
    }

    const origin = `http://127.0.0.1:${PRODUCT_PORT}`;
    const product = await startServer({
      cwd: ROOT,
      port: PRODUCT_PORT,
      env: {
        DATABASE_URL: `file:${join(scratch, "app.db")}`,
        STORAGE_DIR: join(scratch, "storage"),
        OUTBOX_DIR: join(scratch, "outbox"),
        SESSION_SECRET: "bench-shell-session-secret-0123456789abcdef",
        LOG_LEVEL: "silent",
      },
    });
    let loginLoad: Load;
    let shellLoad: Load;
    let loginKiB: number;
    try {
      loginKiB = await firstLoadKiB(`${origin}/auth/login`);
      loginLoad = await measure(`${origin}/auth/login`);
      const cookie = await signIn(origin);
      shellLoad = await measure(`${origin}${SIGNED_IN_PATH}`, { Cookie: cookie });
    } finally {
      await stopServer(product);
    }

    console.log(
      `\n${CONNECTIONS} conexões, ${DURATION_S} s por página após ${WARM_UP_S} s de aquecimento (${new Date().toISOString().slice(0, 10)}):\n`,
    );
    console.log("| página | req/s | p50 (ms) | p99 (ms) | req/s ÷ mínimo | erros |");
    console.log("|---|---:|---:|---:|---:|---:|");
    const rows: Array<[string, Load]> = [
      ["app mínimo /", bareLoad],
      ["/auth/login", loginLoad],
      [`${SIGNED_IN_PATH} (com sessão)`, shellLoad],
    ];
    for (const [name, row] of rows) {
      const ratio = `${fixed((100 * row.rps) / bareLoad.rps, 0)} %`;
      console.log(`| ${name} | ${fixed(row.rps)} | ${row.p50} | ${row.p99} | ${ratio} | ${row.errors} |`);
    }
    console.log(`\nJavaScript da primeira carga (KiB gzip): app mínimo ${fixed(bareKiB)}, /auth/login ${fixed(loginKiB)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
