import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loggedUrl, logRequests, requestIdFrom } from "./request-log.server";

describe("request ids", () => {
  it("keeps a short safe id from the caller", () => {
    expect(requestIdFrom("lb-7f3a9c.01_x")).toBe("lb-7f3a9c.01_x");
  });

  it.each([undefined, "", "a b", "id\nforged: line", "<script>", "x".repeat(65), "-leading-dash", "ção"])(
    "replaces %j with a new UUID",
    (header) => {
      expect(requestIdFrom(header)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    },
  );

  it("replaces a repeated header", () => {
    expect(requestIdFrom(["a", "b"])).not.toMatch(/^[ab]$/);
  });
});

describe("logged URLs", () => {
  it("keeps the path and the values of harmless query keys", () => {
    expect(loggedUrl("/profiles/list?page=2&perPage=10")).toBe("/profiles/list?page=2&perPage=10");
    expect(loggedUrl("/auth/login")).toBe("/auth/login");
    expect(loggedUrl("/auth/login?")).toBe("/auth/login");
  });

  it("hides the values of every other key", () => {
    expect(loggedUrl("/auth/reset?token=abc123&code=999111&password=x&q=ana&returnUrl=%2Fa%3Ftoken%3Dz&step=code")).toBe(
      "/auth/reset?token=[redacted]&code=[redacted]&password=[redacted]&q=[redacted]&returnUrl=[redacted]&step=code",
    );
  });

  it("hides an invitation link's token", () => {
    expect(loggedUrl(`/auth/convite/${"x".repeat(43)}?organization=eleve`)).toBe("/auth/convite/[redacted]?organization=eleve");
  });

  it("cuts a very long path", () => {
    expect(loggedUrl(`/${"a".repeat(5000)}`)).toHaveLength(1025);
  });
});

describe("logRequests", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(status: number) {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
        callback();
      },
    });
    const middleware = logRequests(pino({ level: "debug" }, sink));
    server = createServer((req, res) => middleware(req, res, () => res.writeHead(status).end("ok")));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return { port: (server.address() as AddressInfo).port, lines };
  }

  function get(port: number, path: string, headers: Record<string, string>) {
    return new Promise<{ id: string | undefined }>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ id: response.headers["x-request-id"] as string | undefined }));
      })
        .on("error", reject)
        .end();
    });
  }

  it("logs method, path, status, time and id, and nothing the client sent in secret", async () => {
    const { port, lines } = await serve(200);
    const { id } = await get(port, "/search/search?q=maria&token=s3cr3t-token", {
      cookie: "__session=s3cr3t-cookie",
      authorization: "Bearer s3cr3t-bearer",
      "x-request-id": "hostile <id> with spaces",
    });
    await expect.poll(() => lines.length).toBe(1);
    const [line] = lines;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toMatchObject({
      level: 30,
      reqId: id,
      method: "GET",
      url: "/search/search?q=[redacted]&token=[redacted]",
      status: 200,
    });
    expect(typeof line!.responseTime).toBe("number");
    expect(JSON.stringify(line)).not.toMatch(/s3cr3t|maria|hostile/);
  });

  it("logs a server error at error level", async () => {
    const { port, lines } = await serve(503);
    await get(port, "/", { "x-request-id": "edge-42" });
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: "edge-42", status: 503 });
  });
});
