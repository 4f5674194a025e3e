/**
 * Soak test of the production server: 100 connections (autocannon) for a
 * long while on a mix of public pages (/auth/login, /auth/register) and
 * signed-in ones (/, /profiles, /search/search?q=ana,
 * /crm/central-de-atendimento as admin-eleve, signed in once through the
 * login form). Prints requests per second, latency p50/p99 (ms), answers
 * other than 2xx/3xx, 5xx, errors, and the server's resident memory (MiB)
 * every 10 s, after warm-up against the end. The figures are measured, not
 * asserted; the machine's load average is printed beside them.
 *
 *   npm run build && npm run bench:soak                 # 10 minutes on a server it starts
 *   npm run bench:soak -- --duration 3m                 # seconds, or minutes with "m"
 *   npm run bench:soak -- --url http://127.0.0.1:3000 --pid 1234
 *   npm run bench:soak -- --connections 50
 *   DATABASE_URL=postgres://… npm run bench:soak -- --cluster   # through nginx to two instances
 *
 * The server it starts is `node --max-semi-space-size=64 server.mjs` (as `npm start`) from the current build, on a
 * free port, with a fresh SQLite database in a temp folder and LOG_LEVEL
 * info (its log lines go to /dev/null, so logging costs what it costs in
 * production); it is stopped with SIGTERM at the end. Against a running
 * server (--url), memory is sampled only when --pid names its process.
 * With --cluster it starts `npm run cluster:demo` on the PostgreSQL
 * database of DATABASE_URL (the demo data when empty) and loads the proxy;
 * each instance's memory is sampled.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { freePorts } from "../tests/support/server-process";
import { pidOnPort, startServer, stopServer } from "./product-server";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** Seconds of "600", "600s" or "10m". */
function seconds(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m)?$/.exec(value);
  if (!match) throw new Error(`--duration: "${value}" is not a number of seconds (600) or minutes (10m)`);
  return Number(match[1]) * (match[2] === "m" ? 60 : 1);
}

const DURATION_S = seconds(option("--duration") ?? "10m");
const CONNECTIONS = Number(option("--connections") ?? 100);
const SAMPLE_EVERY_MS = 10_000;
/** Memory after this many seconds (at most a tenth of the run) counts as warmed up. */
const WARM_UP_S = Math.min(60, Math.max(10, Math.round(DURATION_S / 10)));
const USER = "admin-eleve";
const PASSWORD = "Demo@2026";
const PUBLIC_PAGES = ["/auth/login", "/auth/register"];
const SIGNED_IN_PAGES = ["/", "/profiles", "/search/search?q=ana", "/crm/central-de-atendimento"];

interface Target {
  origin: string;
  /** The processes whose memory is sampled. */
  pids: number[];
  stop: () => Promise<string>;
}

/** The server (or, with --cluster, nginx and two instances on DATABASE_URL) on a free port, from the current build. */
async function startTarget(cluster: boolean): Promise<Target> {
  if (!existsSync("build/server/index.js")) throw new Error("No build: run `npm run build` first.");
  if (cluster && !process.env.DATABASE_URL?.startsWith("postgres")) throw new Error("--cluster needs DATABASE_URL=postgres://…");
  const dir = mkdtempSync(join(tmpdir(), "sereno-soak-"));
  // With --cluster, nginx takes the port and the instances the next two.
  const port = await freePorts(cluster ? 3 : 1);
  const child = await startServer({
    port,
    script: cluster ? "scripts/cluster-demo.mjs" : "server.mjs",
    env: {
      APP_ENV: undefined,
      TRUST_PROXY: undefined,
      SESSION_SECRET: "soak-session-secret-0123456789abcdef",
      DATABASE_URL: cluster ? process.env.DATABASE_URL : `file:${join(dir, "app.db")}`,
      OUTBOX_DIR: join(dir, "outbox"),
      STORAGE_DIR: join(dir, "storage"),
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    },
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pids: cluster ? [pidOnPort(port + 1), pidOnPort(port + 2)] : [child.pid!],
    async stop() {
      const started = performance.now();
      await stopServer(child);
      rmSync(dir, { recursive: true, force: true });
      const what = cluster ? "nginx and both instances" : "the server";
      return `${what} stopped by SIGTERM in ${Math.round(performance.now() - started)} ms, exit code ${child.exitCode}`;
    },
  };
}

/** The Cookie header of a new session of USER, signed in through the login form. */
async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: USER, password: PASSWORD }),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`Sign-in of ${USER} answered ${response.status}.`);
  return cookie;
}

/** Resident memory of `pid` in MiB (Linux /proc), or undefined when it cannot be read. */
function rssMiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kib ? Number(kib) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const url = option("--url");
const target: Target = url
  ? { origin: new URL(url).origin, pids: option("--pid") ? [Number(option("--pid"))] : [], stop: async () => "left running" }
  : await startTarget(args.includes("--cluster"));
const cookie = await signIn(target.origin);

const requests: autocannon.Request[] = [
  ...PUBLIC_PAGES.map((path) => ({ method: "GET" as const, path })),
  ...SIGNED_IN_PAGES.map((path) => ({ method: "GET" as const, path, headers: { cookie } })),
];
for (const request of requests) {
  const response = await fetch(`${target.origin}${request.path}`, {
    headers: request.headers as Record<string, string>,
    redirect: "manual",
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${request.path} answered ${response.status} before the run; expected 200.`);
}

console.log(
  `Soak: ${target.origin}, ${CONNECTIONS} connections, ${DURATION_S} s, pages ${[...PUBLIC_PAGES, ...SIGNED_IN_PAGES].join(" ")} (the last ${SIGNED_IN_PAGES.length} signed in)`,
);
const loadAtStart = loadavg()[0]!;
const samples: Array<{ at: number; rss: number[] }> = [];
const started = performance.now();
const sampler = setInterval(() => {
  const rss = target.pids.map(rssMiB);
  const at = Math.round((performance.now() - started) / 1000);
  if (rss.length === 0 || rss.some((value) => value === undefined)) return;
  samples.push({ at, rss: rss as number[] });
  console.log(`  ${String(at).padStart(5)} s  RSS ${rss.map((value) => value!.toFixed(1)).join(" / ")} MiB`);
}, SAMPLE_EVERY_MS);

const result = await autocannon({
  url: target.origin,
  connections: CONNECTIONS,
  duration: DURATION_S,
  requests,
  timeout: 30,
});
clearInterval(sampler);
const loadAtEnd = loadavg()[0]!;
const stopped = await target.stop();

const count = (kind: "1xx" | "4xx" | "5xx") => result[kind];
const other = count("1xx") + count("4xx") + count("5xx");
const codes = Object.entries(result.statusCodeStats ?? {})
  .map(([code, { count }]) => `${code}: ${count}`)
  .join(", ");
const warm = samples.find((sample) => sample.at >= WARM_UP_S);
const last = samples.at(-1);
const memory = target.pids.map((pid, index) => {
  const peak = samples.reduce((max, sample) => Math.max(max, sample.rss[index]!), 0);
  const who = target.pids.length > 1 ? `instance ${index + 1} (pid ${pid}): ` : "";
  return `${who}after warm-up (${warm!.at} s) ${warm!.rss[index]!.toFixed(1)}, at the end (${last!.at} s) ${last!.rss[index]!.toFixed(1)}, peak ${peak.toFixed(1)}`;
});

console.log(`
requests          ${result.requests.total} in ${result.duration} s (${codes})
req/s             ${result.requests.average.toFixed(1)} average
latency (ms)      p50 ${result.latency.p50}, p99 ${result.latency.p99}, max ${result.latency.max}
not 2xx/3xx       ${other} (5xx: ${count("5xx")})
errors            ${result.errors} (timeouts ${result.timeouts})
RSS (MiB)         ${warm ? memory.join("; ") : "not sampled"}
server            ${stopped}
load average      ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end (1 min; the machine's other work shares the cores)`);
