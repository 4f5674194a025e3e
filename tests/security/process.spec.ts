/**
 * The production server as a process of its own (not the shared test
 * server): on a free port, with a fresh SQLite database, logging at info.
 * Its log lines carry the request's id, method, path and status and none
 * of what the client sent in secret; on SIGTERM it refuses new
 * connections, drops idle kept-alive ones, answers `/healthz` with 503,
 * finishes the requests in flight and exits 0.
 */
import { once } from "node:events";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { logEntries, spawnServer } from "../support/server-process";

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
  const server = await spawnServer();
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

  const entries = logEntries(server);
  expect(entries.find((entry) => entry.reqId === "process-test-1")).toMatchObject({
    method: "GET",
    url: "/auth/login?token=[redacted]&page=2",
    status: 200,
  });
  expect(entries.find((entry) => entry.method === "POST")).toMatchObject({ url: "/auth/login", status: 200 });
  expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^shutting down/), "stopped"]));
  expect(server.lines.join("\n")).not.toMatch(/secret-in|not-the-password/);
});
