/**
 * The built-in auth service behind a real HTTP server on 127.0.0.1 (random
 * port), as a deployment with a remote auth service reaches it: the
 * client's HTTP transport against the service's own handler.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { handleAuthRequest } from "~/services/auth/handle.server";

export interface ServiceServer {
  url: string;
  close(): Promise<void>;
}

export async function startAuthServiceServer(): Promise<ServiceServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const method = req.method ?? "GET";
      const response = await handleAuthRequest(
        new Request(`http://127.0.0.1${req.url ?? "/"}`, {
          method,
          headers,
          ...(method === "GET" || method === "HEAD" ? {} : { body: Buffer.concat(chunks) }),
        }),
      );
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a describe block run once in process and once over HTTP: starts the
 * service's server before the block when `overHttp` (closed after it).
 * Returns what a client's options need to reach it: `{ baseUrl }` over
 * HTTP, nothing in process.
 */
export function authServiceFor(overHttp: boolean): () => { baseUrl?: string } {
  let server: ServiceServer | null = null;
  beforeAll(async () => {
    if (overHttp) server = await startAuthServiceServer();
  });
  afterAll(() => server?.close());
  return () => (server ? { baseUrl: server.url } : {});
}
