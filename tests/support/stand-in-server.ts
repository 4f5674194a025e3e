/**
 * A stand-in remote service on 127.0.0.1 (random port) for contract tests:
 * it records every request and answers with whatever `respond` returns.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface StandIn {
  url: string;
  received: Received[];
  respond: (request: Received) => { status: number; body?: unknown };
  close(): Promise<void>;
}

export async function startStandIn(): Promise<StandIn> {
  const standIn: StandIn = {
    url: "",
    received: [],
    respond: () => ({ status: 200, body: {} }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const received = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      standIn.received.push(received);
      const answer = standIn.respond(received);
      res.writeHead(answer.status, { "Content-Type": "application/json" });
      res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
