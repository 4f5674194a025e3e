import { once } from "node:events";
import { createServer, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shutDownGracefully } from "./shutdown.server";

const log = pino({ level: "silent" });

/** Raw HTTP/1.1 over a socket, so the test decides when each byte goes out. */
function connect(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (received += chunk));
  const closed = once(socket, "close").then(() => received);
  socket.on("error", () => undefined);
  return { socket, closed, received: () => received, ready: once(socket, "connect") };
}

/** "connected", or the error code of a connection attempt. */
function tryConnecting(port: number) {
  return new Promise<string | undefined>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code));
  });
}

describe("graceful shutdown", () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  async function start(graceMs: number) {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => undefined;
    const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
    server = createServer();
    const cleanUp = vi.fn(async () => undefined);
    const exit = vi.fn<(code: number) => void>();
    const shutdown = shutDownGracefully(server, { log, cleanUp, exit, graceMs, signals: [] });
    server.on("request", (req, res) => {
      if (req.url === "/slow") {
        arrived();
        void released.then(() => res.end("slow done"));
      } else res.end("quick");
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { port: (server.address() as AddressInfo).port, release, slowArrived, shutdown, cleanUp, exit };
  }

  it("finishes the request in flight, closes idle connections, refuses new ones, then cleans up and exits 0", async () => {
    const { port, release, slowArrived, shutdown, cleanUp, exit } = await start(60_000);
    const idle = connect(port);
    await idle.ready;
    idle.socket.write("GET /quick HTTP/1.1\r\nHost: x\r\n\r\n");
    await vi.waitFor(() => expect(idle.received()).toContain("quick"));
    const slow = connect(port);
    await slow.ready;
    slow.socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await slowArrived;

    const done = shutdown.begin("test");
    expect(shutdown.draining).toBe(true);
    await idle.closed;
    expect(await tryConnecting(port)).toBe("ECONNREFUSED");
    expect(cleanUp).not.toHaveBeenCalled();

    release();
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain("slow done");
    await done;
    expect(cleanUp).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("closes a request that outlives the grace period, then still cleans up and exits 0", async () => {
    const { port, slowArrived, shutdown, cleanUp, exit } = await start(50);
    const slow = connect(port);
    await slow.ready;
    slow.socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n");
    await slowArrived;
    await shutdown.begin("test");
    expect(await slow.closed).toBe("");
    expect(cleanUp).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });

  it("exits 1 when the clean-up fails", async () => {
    server = createServer((_req, res) => res.end());
    const exit = vi.fn<(code: number) => void>();
    const shutdown = shutDownGracefully(server, { log, exit, signals: [], cleanUp: () => Promise.reject(new Error("db")) });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    await shutdown.begin("test");
    expect(exit).toHaveBeenCalledWith(1);
  });
});
