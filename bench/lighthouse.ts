/**
 * Lighthouse 12 (mobile preset: a mid-range phone on slow 4G, simulated) on
 * the public pages of a production build: /landing, /auth/login and
 * /auth/register, served by the product on a fresh SQLite database with
 * demo data, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium)
 * with no network beyond this machine. Each page runs RUNS times; the table
 * shows the median of each category's score (0-100) and of the metrics
 * (ms; CLS unitless), and lists any audit that cost a point.
 *
 *   npm run bench:lighthouse                 # builds first
 *   npm run bench:lighthouse -- --no-build   # reuses this checkout's build/
 *   npm run bench:lighthouse -- --runs 5
 *
 * Goal (the landing issue): performance at least 98; accessibility, best
 * practices and SEO 100 on each page.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, stopServer } from "./product-server";

const args = process.argv.slice(2);
const RUNS = args.includes("--runs") ? Number(args[args.indexOf("--runs") + 1]) : 3;
const PORT = 3421;
const PAGES = ["/landing", "/auth/login", "/auth/register"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"] as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number], number>;
  /** Audits with a weight in a category that did not pass: "id (score)". */
  lost: string[];
}

function build() {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
  if (result.status !== 0) throw new Error("npm run build failed");
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  const lost = CATEGORIES.flatMap((key) =>
    categories[key]!.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map(
      (ref) => `${ref.id} (${audits[ref.id]!.score})`,
    ),
  );
  return {
    scores: Object.fromEntries(CATEGORIES.map((key) => [key, Math.round((categories[key]!.score ?? 0) * 100)])) as Run["scores"],
    metrics: Object.fromEntries(METRICS.map((key) => [key, audits[key]!.numericValue ?? NaN])) as Run["metrics"],
    lost,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  if (!args.includes("--no-build")) build();
  const scratch = mkdtempSync(join(tmpdir(), "bench-lighthouse-"));
  const server = await startServer({
    port: PORT,
    env: {
      DATABASE_URL: `file:${join(scratch, "app.db")}`,
      STORAGE_DIR: join(scratch, "storage"),
      OUTBOX_DIR: join(scratch, "outbox"),
      SESSION_SECRET: "bench-lighthouse-session-secret-0123456789abcdef",
      LOG_LEVEL: "silent",
    },
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-background-networking", "--disable-gpu"],
  });
  try {
    console.log(`\nLighthouse 12, perfil móvel, mediana de ${RUNS} execuções (${new Date().toISOString().slice(0, 10)}):\n`);
    console.log("| página | desempenho | acessibilidade | boas práticas | SEO | FCP (ms) | LCP (ms) | TBT (ms) | CLS |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    const lostByPage: string[] = [];
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(`http://127.0.0.1:${PORT}${page}`, chrome.port));
      const score = (key: (typeof CATEGORIES)[number]) => median(runs.map((run) => run.scores[key]));
      const metric = (key: (typeof METRICS)[number]) => median(runs.map((run) => run.metrics[key]));
      console.log(
        `| ${page} | ${CATEGORIES.map(score).join(" | ")} | ${Math.round(metric("first-contentful-paint"))} | ${Math.round(metric("largest-contentful-paint"))} | ${Math.round(metric("total-blocking-time"))} | ${metric("cumulative-layout-shift").toFixed(3)} |`,
      );
      const lost = [...new Set(runs.flatMap((run) => run.lost))];
      if (lost.length) lostByPage.push(`${page}: ${lost.join(", ")}`);
    }
    console.log(
      lostByPage.length ? `\nAuditorias que custaram pontos:\n${lostByPage.join("\n")}` : "\nNenhuma auditoria custou pontos.",
    );
  } finally {
    chrome.kill();
    await stopServer(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
