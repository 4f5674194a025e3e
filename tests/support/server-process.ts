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

export function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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

/** Starts `script` (server.mjs) with `env` over the defaults (a fresh SQLite database); `ready` tells when a stdout line says it serves. */
export async function spawnServer(
  env: Record<string, string> = {},
  ready: (lines: string[]) => boolean = (lines) => lines.some((line) => line.includes('"msg":"listening')),
  script = "server.mjs",
): Promise<ServerProcess> {
  const dir = mkdtempSync(join(tmpdir(), "sereno-process-"));
  const port = await freePort();
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
  const lines: string[] = [];
  let errors = "";
  child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
  const exited = once(child, "exit").then(([code]) => {
    rmSync(dir, { recursive: true, force: true });
    return code as number | null;
  });
  const server = { child, port, lines, errors: () => errors, exited };
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      lines.push(line);
      if (ready(lines)) resolve();
    });
    void exited.then((code) => reject(Object.assign(new Error(`the server exited (${code}) before it served`), { server })));
  });
  return server;
}
