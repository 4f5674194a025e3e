/** Reading requests in the built-in services: bodies, the Bearer token and the client address. */
import { isIP } from "node:net";

/**
 * The fields of a JSON object or form-encoded body; null for another
 * content type, malformed JSON or JSON that is not an object.
 */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(await request.text()));
  }
  if (type.includes("application/json")) {
    const body: unknown = await request.json().catch(() => null);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  }
  return null;
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

/**
 * The address of the client the request speaks for: the first value of
 * `X-Forwarded-For` (the resource routes set it from the socket; the web
 * side sets it to the address of the person it serves; docs/auth-api.md).
 * An IPv4-mapped IPv6 address is given as IPv4. "unknown" without the
 * header or when its first value is not an IP address.
 */
export function clientAddress(request: Request): string {
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "";
  const address = first.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").toLowerCase();
  return isIP(address) ? address : "unknown";
}
