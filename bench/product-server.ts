/**
 * The production server of a benchmark: `server.mjs` of `cwd` (this
 * checkout unless told) in a child process on `port`, answered when its
 * first page does (the product's /healthz, or `/` of a bare app); and the
 * session cookie of a demo administrator signed in through the login form.
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** Starts the server and waits up to 60 s for `readyPath`; throws when it stops or never answers. */
export async function startServer(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  cwd?: string;
  readyPath?: string;
  /** server.mjs, or a script that serves `port` (scripts/cluster-demo.mjs). */
  script?: string;
  /** More flags for node, e.g. `--cpu-prof` (bench/page-profile.ts). */
  nodeArgs?: string[];
}): Promise<ChildProcess> {
  const { port, env, cwd, readyPath = "/healthz", script = "server.mjs", nodeArgs = [] } = options;
  // As `npm start` runs it (docs/operations.md): a young generation big enough that a request's garbage dies in it.
  const child = spawn(process.execPath, ["--max-semi-space-size=64", ...nodeArgs, script], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...env, PORT: String(port), NODE_ENV: "production" },
  });
  if (await answers(child, `http://127.0.0.1:${port}${readyPath}`, 300)) return child;
  child.kill("SIGTERM");
  throw new Error(`the server in ${cwd ?? "."} did not answer on ${port}`);
}

/**
 * Whether `url` answers below 500 within `tries` polls 200 ms apart (false when it never does); throws as soon as
 * `child`, the process that should serve it, stops.
 */
export async function answers(child: ChildProcess, url: string, tries: number): Promise<boolean> {
  for (let tried = 0; tried < tries; tried++) {
    if (child.exitCode !== null)
      throw new Error(`${child.spawnfile} ${child.spawnargs.slice(1).join(" ")} stopped (${child.exitCode})`);
    const up = await fetch(url, { redirect: "manual" }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (up) return true;
    await sleep(200);
  }
  return false;
}

/** Stops the server by SIGTERM (its graceful shutdown) and waits for it to exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((done) => child.once("exit", done));
}

/** The session cookie (`name=value; ...`) of `username` (a demo account, password Demo@2026) at `origin`. */
export async function signIn(origin: string, username = "admin-eleve"): Promise<string> {
  const response = await fetch(`${origin}/auth/login`, {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username, password: "Demo@2026" }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 302 || !cookies.length) throw new Error(`sign-in answered ${response.status}`);
  return cookies.join("; ");
}

/** The pid of the process listening on `port` (an instance of `npm run cluster:demo`), from `ss`; throws when none does. */
export function pidOnPort(port: number): number {
  const pid = /pid=(\d+)/.exec(execSync(`ss -ltnpH 'sport = :${port}'`).toString())?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}

/** CPU time of the process's main thread, ms (utime + stime at 100 ticks a second); NaN where /proc is not readable. */
export function mainThreadCpuMs(pid: number | undefined): number {
  const stat = pid && existsSync(`/proc/${pid}/task/${pid}/stat`) ? readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8") : "";
  const fields = stat.split(") ")[1]?.split(" ");
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : NaN;
}
