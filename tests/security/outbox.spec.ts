/**
 * /dev/outbox (a local trial's e-mails: live confirmation and reset codes,
 * invitation links) answers only a client on this machine: the socket's
 * address must be loopback. X-Forwarded-For, which this server believes
 * from a loopback proxy, neither opens it to another machine nor closes it
 * to this one.
 */
import http from "node:http";
import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { PORT } from "../../playwright.config";

/** An address of this machine that is not loopback: a connection to it comes from it, not from 127.0.0.1. */
function outsideAddress(): string {
  const addresses = Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && !entry.internal && (entry.family === "IPv4" || !entry.address.startsWith("fe80")));
  const address = addresses.find((entry) => entry?.family === "IPv4") ?? addresses[0];
  if (!address) throw new Error("this machine has no network address but loopback: the test needs one");
  return address.address;
}

/** GET `path` over a connection to `address`, naming the test server's host; resolves with the status. */
function statusFrom(address: string, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: address, port: PORT, path, headers: { host: `localhost:${PORT}`, ...headers }, agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on("error", reject);
  });
}

test("/dev/outbox answers a client on this machine, whatever X-Forwarded-For says", async () => {
  expect(await statusFrom("127.0.0.1", "/dev/outbox")).toBe(200);
  expect(await statusFrom("127.0.0.1", "/dev/outbox", { "X-Forwarded-For": "203.0.113.9" })).toBe(200);
});

test("/dev/outbox is not found from another machine, even one that says X-Forwarded-For: 127.0.0.1", async () => {
  const outside = outsideAddress();
  for (const path of ["/dev/outbox", "/dev/outbox.data"]) {
    for (const headers of [{}, { "X-Forwarded-For": "127.0.0.1" }, { "X-Forwarded-For": "::1" }] as Array<
      Record<string, string>
    >) {
      expect(await statusFrom(outside, path, headers), `${path} from ${outside} ${JSON.stringify(headers)}`).toBe(404);
    }
  }
});
