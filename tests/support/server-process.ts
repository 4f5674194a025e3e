/**
 * The production server (server.mjs, or a script that starts it; `npm run build` first) as a process of its own, not the shared test server: on a free
 * port, in a temporary folder (SQLite file, outbox, storage) removed at its exit, logging at info to its stdout, whose lines
 * the test reads.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** Whether `port` on loopback can be listened on now. */
function isFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports (a proxy and its instances take PORT, PORT+1, ...), below Linux's ephemeral
 * range (32768 and up), where the test run's own outgoing connections could hold one of the ports after the first.
 */
export async function freePorts(count = 1): Promise<number> {
  for (;;) {
    const first = 20_000 + Math.floor(Math.random() * 12_000);
    const ports = Array.from({ length: count }, (_, index) => first + index);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return first;
  }
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Its stdout, a line each (JSON from pino). */
  lines: string[];
  /** Its stderr. */
  errors: () => string;
  /** Its exit code. */
  exited: Promise<number | null>;
}

/** The JSON lines of its stdout (pino's, one per log entry), the other lines left out. */
export const logEntries = (server: ServerProcess) =>
  server.lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>);

// A test that times out never reaches its own stop: the worker's exit stops what it left running (a cluster its instances).
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/** Starts `script` (server.mjs) with `env` over the defaults (a fresh SQLite database); `ready` tells when a stdout line says it serves. */
export async function spawnServer(
  env: Record<string, string> = {},
  ready: (lines: string[]) => boolean = (lines) => lines.some((line) => line.includes('"msg":"listening')),
  script = "server.mjs",
  /** Ports it takes from PORT on. */
  ports = 1,
): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), "sereno-process-"));
  const port = await freePorts(ports);
  const child = spawn(process.execPath, [script], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      SESSION_SECRET: "process-test-secret-0123456789abcdef",
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      OUTBOX_DIR: join(dir, "outbox"),
      STORAGE_DIR: join(dir, "storage"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const lines: string[] = [];
  let errors = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exited = once(child, "exit").then(([code]) => {
    running.delete(child);
    rmSync(dir, { recursive: true, force: true });
    return code as number | null;
  });
  const server = { child, port, lines, errors: () => errors, exited };
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      lines.push(line);
      if (ready(lines)) resolve();
    });
    void exited.then((code) =>
      reject(Object.assign(new Error(`the server exited (${code}) before it served: ${errors.slice(-2_000)}`), { server })),
    );
  });
  return server;
}
