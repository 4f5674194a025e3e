/**
 * The production server as a process of its own (not the shared test
 * server): on a free port, with a fresh SQLite database, logging at info.
 * Its log lines carry the request's id, method, path and status and none
 * of what the client sent in secret; on SIGTERM it refuses new
 * connections, drops idle kept-alive ones, answers `/healthz` with 503,
 * finishes the requests in flight and exits 0.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { expect, test } from "@playwright/test";

function freePort() {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  port: number;
  lines: string[];
  exited: Promise<number | null>;
}

async function startServer(): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), "sereno-process-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      SESSION_SECRET: "process-test-secret-0123456789abcdef",
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      OUTBOX_DIR: join(dir, "outbox"),
      STORAGE_DIR: join(dir, "storage"),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const exited = once(child, "exit").then(([code]) => {
    rmSync(dir, { recursive: true, force: true });
    return code as number | null;
  });
  const listening = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      lines.push(line);
      if (line.includes('"msg":"listening')) resolve();
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  await listening;
  return { child, port, lines, exited };
}

/** A raw socket to the server, with what it has received so far. */
async function open(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  socket.on("error", () => undefined);
  const closed = once(socket, "close").then(() => received);
  await once(socket, "connect");
  return { socket, closed, received: () => received };
}

function tryConnecting(port: number) {
  return new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

test("SIGTERM: in-flight requests finish, idle and new connections do not hold it, exit 0", async () => {
  const server = await startServer();
  const { port } = server;
  const host = `localhost:${port}`;

  // A secret in every place a careless log would copy it from.
  const logged = await open(port);
  logged.socket.write(
    `GET /auth/login?token=secret-in-query&page=2 HTTP/1.1\r\nHost: ${host}\r\nCookie: __session=secret-in-cookie\r\n` +
      `Authorization: Bearer secret-in-header\r\nX-Request-Id: process-test-1\r\n\r\n`,
  );
  await expect.poll(() => logged.received()).toMatch(/<\/html>/);

  // Kept alive and idle after its answer.
  const idle = await open(port);
  idle.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  await expect.poll(() => idle.received()).toContain('{"status":"ok"}');

  // A health check whose request is still arriving.
  const probe = await open(port);
  probe.socket.write(`GET /healthz HTTP/1.1\r\nHost: ${host}\r\n`);

  // A sign-in whose body is still arriving: the server has read its headers once it says 100 Continue.
  const body = new URLSearchParams({ username: "admin-eleve", password: "not-the-password-1" }).toString();
  const slow = await open(port);
  slow.socket.write(
    `POST /auth/login HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await expect.poll(() => slow.received()).toContain("100 Continue");

  server.child.kill("SIGTERM");
  expect(await idle.closed).toContain('{"status":"ok"}');
  await expect.poll(() => tryConnecting(port)).toBe("ECONNREFUSED");

  probe.socket.write("\r\n");
  const health = await probe.closed;
  expect(health).toMatch(/^HTTP\/1.1 503/);
  expect(health).toMatch(/connection: close/i);
  expect(health).toContain('{"status":"unavailable"}');

  slow.socket.write(body);
  const signIn = (await slow.closed).replace(/^HTTP\/1.1 100 Continue\r\n\r\n/, "");
  expect(signIn).toMatch(/^HTTP\/1.1 200/);
  expect(signIn).toMatch(/connection: close/i);
  expect(signIn).toContain("</html>");

  expect(await server.exited).toBe(0);

  const entries = server.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries.find((entry) => entry.reqId === "process-test-1")).toMatchObject({
    method: "GET",
    url: "/auth/login?token=[redacted]&page=2",
    status: 200,
  });
  expect(entries.find((entry) => entry.method === "POST")).toMatchObject({ url: "/auth/login", status: 200 });
  expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^shutting down/), "stopped"]));
  expect(server.lines.join("\n")).not.toMatch(/secret-in|not-the-password/);
});
