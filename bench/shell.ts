/**
 * How fast the shell is against the framework's floor for this route tree:
 *
 * - the same-tree floor, the goals' basis: `../shared/tools/same-tree-anchor`
 *   (or `--anchor PATH` to its `run`), a React Router app with exactly this
 *   product's route tree (`react-router routes --json`: ids, paths, index
 *   flags, nesting, and the framework settings) whose modules are trivial,
 *   served as the framework serves it (`react-router-serve`, the published
 *   packages); its request log goes to /dev/null;
 * - the same tree on our packages (patched React Router) and process model
 *   (Express and @react-router/express, no compression, no request log), so
 *   what our own code costs beyond the framework's work;
 * - the one-route page on that stack: a root and one page.
 *
 * The servers run at once; each round loads the product and both floors on
 * the same path, one after the other (the order reverses every round;
 * autocannon, after a warm-up), and the one-route page once. Pages:
 * /auth/login at 20 connections, and a signed-in page whose body is only a
 * title and an empty state (/bloqueios, as admin-eleve, who has blocked
 * nobody) at 10. Prints the medians over the rounds of req/s, p50/p99
 * latency (ms) and the server's main-thread CPU per request (ms, from
 * /proc: what bounds req/s on one process, less noisy than req/s on a
 * shared machine), the shares with the goals, and the first-load
 * JavaScript of the login page and of the bare page (KiB gzip).
 *
 *   npm run bench:shell                        # builds the apps first
 *   npm run bench:shell -- --no-build          # reuses this checkout's build/
 *   npm run bench:shell -- --duration 8 --rounds 5
 *
 * The product runs on a fresh SQLite database in a temp dir, removed at the end.
 * With DATABASE_URL=postgres://… (an empty database, or one with the demo
 * data) it then serves the signed-in page with one worker and with two
 * (WEB_CONCURRENCY), alternately, beside each other on that database.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { ChildProcess } from "node:child_process";
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { answers, mainThreadCpuMs, pidOnPort, signIn, startServer, stopServer } from "./product-server";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 && args[at + 1] ? Number(args[at + 1]) : fallback;
};
const anchorAt = args.indexOf("--anchor");
/** The shared tool that builds and serves the same-tree floor (its `run` script). */
const ANCHOR_RUN = resolve(
  anchorAt >= 0 && args[anchorAt + 1] ? args[anchorAt + 1]! : join(ROOT, "../shared/tools/same-tree-anchor/run"),
);
const DURATION_S = option("--duration", 8);
const ROUNDS = option("--rounds", 3);
const WARM_UP_S = 5;
const PORTS = { bare: 3401, product: 3402, tree: 3403, oneWorker: 3404, twoWorkers: 3405, anchor: 3406 } as const;
const SIGNED_IN_PATH = "/bloqueios";
const PAGES = [
  { path: "/auth/login", connections: 20, signedIn: false, goal: 0.9 },
  { path: SIGNED_IN_PATH, connections: 10, signedIn: true, goal: 0.6 },
] as const;
/** The most a page's p99 may be, as a multiple of the same-tree floor's at the same connections. */
const P99_GOAL = 1.5;
/** The same tree's least share of the one-route page, both on our stack. */
const TREE_GOAL = 0.7;
/** Two workers' least multiple of one worker's req/s on the signed-in page. */
const WORKERS_GOAL = 1.7;

const viteConfig = `import { reactRouter } from "@react-router/dev/vite";\nimport { defineConfig } from "vite";\nexport default defineConfig({ plugins: [reactRouter()] });\n`;
const rootModule = `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head><meta charSet="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><Meta /><Links /></head>
      <body>{children}<ScrollRestoration /><Scripts /></body>
    </html>
  );
}
export default function App() { return <Outlet />; }
`;
const serverModule = `import { createRequestHandler } from "@react-router/express";
import express from "express";
const build = await import("./build/server/index.js");
const app = express();
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(createRequestHandler({ build }));
app.listen(Number(process.env.PORT), () => console.log("listening"));
`;
// The build reads the runtime (@react-router/node) from the dependencies.
const packageJson = JSON.stringify({
  name: "floor",
  private: true,
  type: "module",
  dependencies: { "@react-router/node": "*", isbot: "*" },
});

const BARE_FILES: Record<string, string> = {
  "package.json": packageJson,
  "react-router.config.ts": `export default { ssr: true };\n`,
  "vite.config.ts": viteConfig,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";\nexport default [index("routes/home.tsx")];\n`,
  "app/root.tsx": rootModule,
  "app/routes/home.tsx": `export const meta = () => [{ title: "Início" }];\nexport default function Home() { return <h1>Início</h1>; }\n`,
  "server.mjs": serverModule,
};

interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

const leafModule = (id: string) => `export function meta() { return [{ title: ${JSON.stringify(id)} }]; }
export function loader() { return { user: { name: "João da Silva", username: "joao.silva" } }; }
export default function Page({ loaderData }: any) { return <main><h1>Olá, {loaderData.user.name}</h1><p>@{loaderData.user.username}</p></main>; }
`;
const layoutModule = `import { Outlet } from "react-router";\nexport default function Layout() { return <Outlet />; }\n`;

/** The files of the same-tree floor: this product's routes (ids, paths, nesting) and framework settings, trivial modules. */
function sameTreeFiles(): Record<string, string> {
  const listed = spawnSync(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "routes", "--json"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`react-router routes failed:\n${listed.stderr}`);
  const [root] = JSON.parse(listed.stdout) as RouteEntry[];
  const files: Record<string, string> = { ...BARE_FILES };
  delete files["app/routes/home.tsx"];
  files["react-router.config.ts"] = readFileSync(join(ROOT, "react-router.config.ts"), "utf8");
  const fileOf = (id: string) => `r/${id.replace(/[^A-Za-z0-9]/g, "_")}.tsx`;
  const entry = (route: RouteEntry): string => {
    const file = fileOf(route.id);
    files[`app/${file}`] = route.children?.length ? layoutModule : leafModule(route.id);
    const options = [`id: ${JSON.stringify(route.id)}`];
    if (route.index) options.push("index: true");
    else if (route.path !== undefined) options.push(`path: ${JSON.stringify(route.path)}`);
    if (route.children?.length) options.push(`children: [${route.children.map(entry).join(", ")}]`);
    return `{ file: ${JSON.stringify(file)}, ${options.join(", ")} }`;
  };
  files["app/routes.ts"] = `export default [${(root?.children ?? []).map(entry).join(",\n")}];\n`;
  return files;
}

function run(command: string, commandArgs: string[], cwd: string) {
  const result = spawnSync(command, commandArgs, { cwd, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed in ${cwd}:\n${result.stderr}`);
}

function buildApp(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
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
  /** Main-thread CPU per request, ms; NaN where /proc is not readable. */
  cpuMs: number;
  /** The whole machine's busy CPU per request (server, database, load generator), ms; NaN without /proc. */
  machineMs: number;
  /** The machine's idle share of its CPU time during the load, 0 to 1. */
  idle: number;
  errors: number;
}

/** The machine's CPU time so far, busy and idle, ms (the first line of /proc/stat, 100 ticks a second). */
function machineCpuMs(): { busy: number; idle: number } {
  const ticks = existsSync("/proc/stat")
    ? readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number)
    : [];
  const idle = (ticks[3] ?? NaN) + (ticks[4] ?? NaN);
  return { busy: (ticks.reduce((sum, value) => sum + value, 0) - idle) * 10, idle: idle * 10 };
}

async function load(
  pid: number | undefined,
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
): Promise<Load> {
  const before = mainThreadCpuMs(pid);
  const machineBefore = machineCpuMs();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const machine = machineCpuMs();
  const [busy, idle] = [machine.busy - machineBefore.busy, machine.idle - machineBefore.idle];
  return {
    machineMs: busy / result.requests.total,
    idle: idle / (busy + idle),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (mainThreadCpuMs(pid) - before) / result.requests.total,
    errors: result.non2xx + result.errors,
  };
}

/**
 * Starts the shared tool's same-tree floor on `port` (it builds first when our routes changed, outside this
 * repository) and resolves with the pid that listens and a stop function; throws when the tool is missing or the
 * floor does not answer within 5 minutes.
 */
async function startAnchor(port: number): Promise<{ pid: number; stop: () => void }> {
  if (!existsSync(ANCHOR_RUN)) {
    throw new Error(`the same-tree floor's tool is not at ${ANCHOR_RUN}: pass --anchor PATH/TO/same-tree-anchor/run`);
  }
  const child = spawn("bash", [ANCHOR_RUN, String(port)], { cwd: ROOT, stdio: "ignore", detached: true });
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid!, "SIGTERM");
  };
  if (await answers(child, `http://127.0.0.1:${port}/auth/login`, 1500)) return { pid: pidOnPort(port), stop };
  stop();
  throw new Error(`the same-tree floor did not answer on ${port}`);
}

/** First-load JavaScript of the page at `url`, KiB gzip: every script and modulepreload its HTML references. */
async function firstLoadKiB(url: string): Promise<number> {
  const html = await (await fetch(url)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!);
  const imports = [...html.matchAll(/(?:<script[^>]* src=|import ?\(?|from ?)"(\/[^"]+\.js)"/g)].map((match) => match[1]!);
  let bytes = 0;
  for (const path of new Set([...preloads, ...imports])) {
    bytes += gzipSync(Buffer.from(await (await fetch(new URL(path, url))).arrayBuffer())).length;
  }
  return bytes / 1024;
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};
const summary = (loads: Load[]): Load => ({
  rps: median(loads.map((row) => row.rps)),
  p50: median(loads.map((row) => row.p50)),
  p99: median(loads.map((row) => row.p99)),
  cpuMs: median(loads.map((row) => row.cpuMs)),
  machineMs: median(loads.map((row) => row.machineMs)),
  idle: median(loads.map((row) => row.idle)),
  errors: loads.reduce((sum, row) => sum + row.errors, 0),
});
const fixed = (value: number, digits = 1) => (Number.isNaN(value) ? "—" : value.toFixed(digits));
const percent = (share: number) => `${fixed(100 * share, 0)} %`;
const verdict = (ok: boolean) => (ok ? "✓" : "✗");

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), "bench-shell-"));
  const servers: ChildProcess[] = [];
  let anchor: { pid: number; stop: () => void } | undefined;
  try {
    console.log("Construindo o app de uma rota e a mesma árvore nos nossos pacotes...");
    buildApp(join(scratch, "bare"), BARE_FILES);
    buildApp(join(scratch, "tree"), sameTreeFiles());
    if (!args.includes("--no-build")) {
      console.log("Construindo o produto (npm run build)...");
      run("npm", ["run", "build"], ROOT);
    }
    console.log(`Subindo o piso da mesma árvore (${ANCHOR_RUN})...`);
    anchor = await startAnchor(PORTS.anchor);

    const bare = await startServer({ cwd: join(scratch, "bare"), port: PORTS.bare, env: {}, readyPath: "/" });
    servers.push(bare);
    const tree = await startServer({ cwd: join(scratch, "tree"), port: PORTS.tree, env: {}, readyPath: "/auth/login" });
    servers.push(tree);
    const product = await startServer({
      cwd: ROOT,
      port: PORTS.product,
      env: {
        DATABASE_URL: `file:${join(scratch, "app.db")}`,
        STORAGE_DIR: join(scratch, "storage"),
        OUTBOX_DIR: join(scratch, "outbox"),
        SESSION_SECRET: "bench-shell-session-secret-0123456789abcdef",
        LOG_LEVEL: "silent",
      },
    });
    servers.push(product);

    const at = (port: number, path: string) => `http://127.0.0.1:${port}${path}`;
    const cookie = await signIn(at(PORTS.product, ""));
    const bareKiB = await firstLoadKiB(at(PORTS.bare, "/"));
    const loginKiB = await firstLoadKiB(at(PORTS.product, "/auth/login"));
    const pids = { product: product.pid, anchor: anchor.pid, tree: tree.pid };
    const apps = ["product", "anchor", "tree"] as const;

    type Row = { page: string; connections: number; goal: number; bare: Load } & Record<(typeof apps)[number], Load>;
    const rows: Row[] = [];
    for (const page of PAGES) {
      const headers: Record<string, string> = page.signedIn ? { Cookie: cookie } : {};
      const check = await fetch(at(PORTS.product, page.path), { headers, redirect: "manual" });
      if (check.status !== 200) throw new Error(`${page.path} answered ${check.status}`);
      const runs = { product: [] as Load[], anchor: [] as Load[], tree: [] as Load[], bare: [] as Load[] };
      const loadApp = (name: (typeof apps)[number], seconds: number) =>
        load(pids[name], at(PORTS[name], page.path), page.connections, seconds, name === "product" ? headers : {});
      for (const name of apps) await loadApp(name, WARM_UP_S);
      await load(bare.pid, at(PORTS.bare, "/"), page.connections, WARM_UP_S, {});
      for (let round = 0; round < ROUNDS; round++) {
        // Reverse the order every round, so a drift of the machine's speed falls on all.
        for (const name of round % 2 ? [...apps].reverse() : apps) runs[name].push(await loadApp(name, DURATION_S));
        runs.bare.push(await load(bare.pid, at(PORTS.bare, "/"), page.connections, DURATION_S, {}));
      }
      rows.push({
        page: page.path,
        connections: page.connections,
        goal: page.goal,
        product: summary(runs.product),
        anchor: summary(runs.anchor),
        tree: summary(runs.tree),
        bare: summary(runs.bare),
      });
    }

    console.log(
      `\n${ROUNDS} rodadas de ${DURATION_S} s por app após ${WARM_UP_S} s de aquecimento, medianas (${new Date().toISOString().slice(0, 10)}):\n`,
    );
    console.log("| página | conexões | app | req/s | p50 (ms) | p99 (ms) | CPU/req (ms) | erros |");
    console.log("|---|---:|---|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      for (const [name, value] of [
        ["produto", row.product],
        ["piso da mesma árvore (ferramenta)", row.anchor],
        ["mesma árvore, nossos pacotes", row.tree],
        ["uma rota (/), nossos pacotes", row.bare],
      ] as const) {
        console.log(
          `| ${row.page} | ${row.connections} | ${name} | ${fixed(value.rps)} | ${value.p50} | ${value.p99} | ${fixed(value.cpuMs, 2)} | ${value.errors} |`,
        );
      }
    }
    console.log(
      "\n| página | produto ÷ piso (meta) | p99 ÷ p99 do piso (meta ≤ 1,5) | produto ÷ mesma árvore nos nossos pacotes | mesma árvore ÷ uma rota, nossos pacotes (meta ≥ 70 %) |",
    );
    console.log("|---|---:|---:|---:|---:|");
    for (const row of rows) {
      const share = row.product.rps / row.anchor.rps;
      const tail = row.product.p99 / row.anchor.p99;
      const treeShare = row.tree.rps / row.bare.rps;
      console.log(
        `| ${row.page} | ${percent(share)} (≥ ${percent(row.goal)}) ${verdict(share >= row.goal)} | ${fixed(tail, 2)} ${verdict(tail <= P99_GOAL)} | ${percent(row.product.rps / row.tree.rps)} | ${percent(treeShare)} ${verdict(treeShare >= TREE_GOAL)} |`,
      );
    }
    console.log(`\nJavaScript da primeira carga (KiB gzip): app de uma rota ${fixed(bareKiB)}, /auth/login ${fixed(loginKiB)}`);
    await compareWorkers(scratch, servers);
  } finally {
    anchor?.stop();
    for (const server of servers) await stopServer(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One worker against two on PostgreSQL (DATABASE_URL), the signed-in page at its connections, alternately; prints the medians and the goal. */
async function compareWorkers(scratch: string, servers: ChildProcess[]) {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith("postgres")) {
    console.log(
      "\nUm e dois workers: defina DATABASE_URL=postgres://… (banco vazio ou com os dados de demonstração) para medir.",
    );
    return;
  }
  const env = (workers: number) => ({
    DATABASE_URL: url,
    WEB_CONCURRENCY: String(workers),
    STORAGE_DIR: join(scratch, "storage"),
    OUTBOX_DIR: join(scratch, "outbox"),
    SESSION_SECRET: "bench-shell-session-secret-0123456789abcdef",
    LOG_LEVEL: "silent",
  });
  // One first: it migrates and seeds an empty database alone.
  const one = await startServer({ cwd: ROOT, port: PORTS.oneWorker, env: env(1) });
  servers.push(one);
  const two = await startServer({ cwd: ROOT, port: PORTS.twoWorkers, env: env(2) });
  servers.push(two);
  const page = PAGES.find((candidate) => candidate.path === SIGNED_IN_PATH)!;
  const url1 = `http://127.0.0.1:${PORTS.oneWorker}${page.path}`;
  const url2 = `http://127.0.0.1:${PORTS.twoWorkers}${page.path}`;
  const headers = { Cookie: await signIn(`http://127.0.0.1:${PORTS.oneWorker}`) };
  // The warm-up also lets the second worker start listening before the measured connections are handed out.
  await load(one.pid, url1, page.connections, WARM_UP_S, headers);
  await load(two.pid, url2, page.connections, WARM_UP_S, headers);
  const runs = { one: [] as Load[], two: [] as Load[] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? (["two", "one"] as const) : (["one", "two"] as const);
    for (const name of order) {
      runs[name].push(
        await load((name === "one" ? one : two).pid, name === "one" ? url1 : url2, page.connections, DURATION_S, headers),
      );
    }
  }
  const [single, double] = [summary(runs.one), summary(runs.two)];
  console.log(`\n${page.path} no PostgreSQL, ${page.connections} conexões, medianas de ${ROUNDS} rodadas:\n`);
  console.log("| workers | req/s | p50 (ms) | p99 (ms) | CPU da máquina/req (ms) | CPU ociosa | erros |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|");
  for (const [workers, value] of [
    [1, single],
    [2, double],
  ] as const) {
    console.log(
      `| ${workers} | ${fixed(value.rps)} | ${value.p50} | ${value.p99} | ${fixed(value.machineMs, 2)} | ${percent(value.idle)} | ${value.errors} |`,
    );
  }
  const ratio = double.rps / single.rps;
  console.log(`\nDois workers ÷ um: ${fixed(ratio, 2)} (meta ≥ ${WORKERS_GOAL}) ${verdict(ratio >= WORKERS_GOAL)}`);
  // With the machine's CPU per request unchanged, two workers could reach at most what one leaves idle.
  const ceiling = 1 / (1 - single.idle);
  console.log(
    `Teto desta máquina com a CPU por requisição de um worker: ${fixed(ceiling, 2)} × (um worker deixa ${percent(single.idle)} ociosa; banco e gerador de carga dividem os mesmos núcleos)`,
  );
}

await main();
