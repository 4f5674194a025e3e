/**
 * Where a server-rendered page spends its CPU: the production build (`npm
 * run build` first) runs under `node --cpu-prof` on a SQLite database of
 * the demo data (plus about `--entries` more entries in Eleve, 0 unless
 * told), admin-eleve signs in and autocannon asks for each `--path` at 10
 * connections (3 s of warm-up, then `--duration` s, 10 unless told). Prints
 * for each page req/s, p99, the server's main-thread CPU per request (ms,
 * from /proc) and the HTML size, then the profile of the measured load
 * alone: self time by package or area (react-dom, react-router, the app's
 * build, GC, …) and the `--top` functions (25 unless told), each as a share
 * of the busy samples and as ms per request.
 *
 *   npx tsx bench/page-profile.ts --path /financeiro/lancamentos --path /
 *   npx tsx bench/page-profile.ts --data /tmp/profile-db   # keeps (and reuses) the database there
 *   npx tsx bench/page-profile.ts --signed-out --path /auth/login   # without the session cookie
 *
 * The port is E2E_PORT, else 3500. Without `--data` the database and the
 * profiles are in a temp dir removed at the end; `--keep-profile DIR`
 * copies the .cpuprofile files there (Chrome DevTools opens them).
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { prepareLedgerDatabase } from "./ledger-page";
import { mainThreadCpuMs, signIn, startServer, stopServer } from "./product-server";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const PORT = Number(process.env.E2E_PORT ?? 3500);
const CONNECTIONS = 10;
const WARM_UP_S = 3;
/** A pause the load never makes: the profile's measured window starts after the last one. */
const QUIET_MS = 1500;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (node_modules/<name>), the app's server build, Node's own code or V8's pseudo-frames of a frame's url. */
function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes("/build/server/")) return "app (build/server)";
  if (url.startsWith("node:")) return "node";
  return url;
}

/** Self time by area and by function over the samples after the last quiet pause, ms. */
function summarize(profile: CpuProfile, requests: number, top: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  // The measured load starts after the last idle stretch of QUIET_MS (the pause before it).
  let start = 0;
  let idleSince = 0;
  let elapsedUs = 0;
  profile.samples.forEach((id, index) => {
    elapsedUs += profile.timeDeltas[index] ?? 0;
    const idle = byId.get(id)!.callFrame.functionName === "(idle)";
    if (!idle) {
      if (elapsedUs - idleSince > QUIET_MS * 1000) start = index;
      idleSince = elapsedUs;
    }
  });
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busyUs = 0;
  for (let index = start; index < profile.samples.length; index++) {
    const node = byId.get(profile.samples[index]!)!;
    const deltaUs = profile.timeDeltas[index + 1] ?? profile.timeDeltas[index] ?? 0;
    if (node.callFrame.functionName === "(idle)") continue;
    busyUs += deltaUs;
    const area = areaOf(node);
    areas.set(area, (areas.get(area) ?? 0) + deltaUs);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*\/(node_modules|build)\//, "$1/")}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"} ${where}`;
    functions.set(key, (functions.get(key) ?? 0) + deltaUs);
  }
  const table = (title: string, entries: Map<string, number>, count: number) =>
    [
      `| ${title} | share | ms/request |`,
      "|---|---:|---:|",
      ...[...entries]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, us]) => `| ${name} | ${((100 * us) / busyUs).toFixed(1)} % | ${(us / 1000 / requests).toFixed(3)} |`),
    ].join("\n");
  return [
    `Busy samples: ${(busyUs / 1000 / requests).toFixed(2)} ms per request.\n`,
    table("area", areas, 20),
    "",
    table("function (self time)", functions, top),
  ].join("\n");
}

async function main() {
  const paths = args.flatMap((arg, index) => (args[index - 1] === "--path" ? [arg] : []));
  if (!paths.length) paths.push("/financeiro/lancamentos", "/");
  const entries = Number(option("--entries") ?? 0);
  const duration = Number(option("--duration") ?? 10);
  const top = Number(option("--top") ?? 25);
  const keepProfile = option("--keep-profile");
  const kept = option("--data");
  const dir = kept ?? mkdtempSync(join(tmpdir(), "bench-page-profile-"));
  const env = {
    DATABASE_URL: `file:${join(dir, "app.db")}`,
    STORAGE_DIR: join(dir, "storage"),
    OUTBOX_DIR: join(dir, "outbox"),
    SESSION_SECRET: "bench-page-profile-session-secret-0123456789",
    LOG_LEVEL: "silent",
  };
  try {
    if (!existsSync(join(dir, "app.db"))) {
      mkdirSync(dir, { recursive: true });
      await prepareLedgerDatabase(dir, env, entries);
    }
    for (const path of paths) {
      const profiles = join(dir, "profiles", String(Date.now()));
      const server = await startServer({ port: PORT, env, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profiles}`] });
      let requests = 0;
      try {
        const origin = `http://127.0.0.1:${PORT}`;
        const headers: Record<string, string> = args.includes("--signed-out") ? {} : { Cookie: await signIn(origin) };
        const url = `${origin}${path}`;
        const check = await fetch(url, { headers, redirect: "manual" });
        if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
        const html = Buffer.byteLength(await check.text());
        await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
        await sleep(QUIET_MS * 1.5);
        const before = mainThreadCpuMs(server.pid);
        const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
        requests = result.requests.total;
        const cpu = (mainThreadCpuMs(server.pid) - before) / requests;
        console.log(
          `\n## ${path}\n\n${result.requests.average.toFixed(1)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
            `${result.non2xx + result.errors} errors, CPU ${cpu.toFixed(2)} ms per request (main thread), HTML ${(html / 1024).toFixed(1)} KB.`,
        );
      } finally {
        await stopServer(server);
      }
      const file = readdirSync(profiles).find((name) => name.endsWith(".cpuprofile"));
      if (!file) throw new Error(`no profile in ${profiles}`);
      console.log(summarize(JSON.parse(readFileSync(join(profiles, file), "utf8")) as CpuProfile, requests, top));
      if (keepProfile) {
        mkdirSync(keepProfile, { recursive: true });
        copyFileSync(join(profiles, file), join(keepProfile, `${path.replace(/\W+/g, "_") || "root"}.cpuprofile`));
      }
      rmSync(profiles, { recursive: true, force: true });
    }
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
