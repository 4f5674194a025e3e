/**
 * What a load balancer, a log reader and a browser's cache see of the
 * production server: `/healthz`, the request id of every answer, and the
 * static assets precompressed at build time, served in the encoding the
 * client accepts with immutable caching.
 */
import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";
import { call } from "./support";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test("/healthz answers 200 with JSON, never cached and without a session", async () => {
  const response = await call("/healthz");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(await response.json()).toEqual({ status: "ok" });
});

test("every answer carries a request id; a safe incoming one is kept, a hostile one replaced", async () => {
  for (const path of ["/auth/login", "/healthz", "/api/search/users?query=ana", "/notfound"]) {
    expect((await call(path)).headers.get("x-request-id"), path).toMatch(UUID);
  }
  const kept = await call("/auth/login", { headers: { "X-Request-Id": "lb-4f2a.9_c" } });
  expect(kept.headers.get("x-request-id")).toBe("lb-4f2a.9_c");
  for (const hostile of ["<script>alert(1)</script>", "a".repeat(200), "id with spaces", "../../etc/passwd"]) {
    const replaced = await call("/auth/login", { headers: { "X-Request-Id": hostile } });
    expect(replaced.headers.get("x-request-id"), hostile).toMatch(UUID);
  }
});

/** GET over node:http, which leaves the body as sent (fetch would decode it). */
function getRaw(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path, headers: { host: `localhost:${PORT}`, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("a built asset is served precompressed in the accepted encoding, identity otherwise, cached for ever", async () => {
  const page = await (await call("/auth/login")).text();
  const asset = page.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
  expect(asset, "the login page loads the client entry").toBeTruthy();

  const identity = await getRaw(asset!, {});
  const brotli = await getRaw(asset!, { "accept-encoding": "gzip, deflate, br" });
  const gzip = await getRaw(asset!, { "accept-encoding": "br;q=0, gzip" });
  for (const [what, answer] of [
    ["identity", identity],
    ["br", brotli],
    ["gzip", gzip],
  ] as const) {
    expect(answer.status, what).toBe(200);
    expect(answer.headers["cache-control"], what).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary, what).toMatch(/accept-encoding/i);
    expect(answer.headers["content-type"], what).toMatch(/^(text|application)\/javascript/);
    expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  }
  expect(identity.headers["content-encoding"]).toBeUndefined();
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(brotli.body.length).toBeLessThan(identity.body.length);
  expect(brotliDecompressSync(brotli.body).equals(identity.body)).toBe(true);
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
});

test("a page is not compressed on the fly", async () => {
  const page = await getRaw("/auth/login", { "accept-encoding": "gzip, deflate, br" });
  expect(page.status).toBe(200);
  expect(page.headers["content-encoding"]).toBeUndefined();
});

test("an /api path no service claims answers the services' JSON 404 to a program, whatever the method", async () => {
  for (const [method, path] of [
    ["GET", "/api/nada"],
    ["POST", "/api/nada/mais"],
    ["DELETE", "/api"],
  ] as const) {
    const response = await call(path, { method, origin: null, json: method === "GET" ? undefined : { a: 1 } });
    expect(response.status, `${method} ${path}`).toBe(404);
    expect(response.headers.get("content-type"), `${method} ${path}`).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: "not_found",
      error_description: "Recurso não encontrado.",
      Data: { Message: "Recurso não encontrado." },
    });
  }
});
