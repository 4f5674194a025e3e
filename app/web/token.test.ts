import { UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { parseAccessToken } from "./token";

const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode() + "signature";
const NOW = Date.UTC(2026, 10, 23);
const future = NOW / 1000 + 3600;

describe("token parse rule (spec 5)", () => {
  it("parses a three-part token with sub, email and a future exp", () => {
    expect(parseAccessToken(token({ sub: "u1", email: "a@b.com", exp: future }), NOW)).toEqual({
      sub: "u1",
      email: "a@b.com",
      exp: future,
    });
  });

  it.each([
    ["without sub", token({ email: "a@b.com", exp: future })],
    ["without email", token({ sub: "u1", exp: future })],
    ["with an empty sub", token({ sub: "", email: "a@b.com", exp: future })],
    ["without exp", token({ sub: "u1", email: "a@b.com" })],
    ["with a text exp", token({ sub: "u1", email: "a@b.com", exp: String(future) })],
    ["that has expired", token({ sub: "u1", email: "a@b.com", exp: NOW / 1000 - 1 })],
    ["with two parts", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSIsImVtYWlsIjoiYUBiLmNvbSJ9"],
    ["with four parts", `${token({ sub: "u1", email: "a@b.com", exp: future })}.extra`],
    ["that is not base64 JSON", "a.b.c"],
    ["that is empty", ""],
  ])("rejects a token %s", (_, value) => {
    expect(parseAccessToken(value, NOW)).toBeNull();
  });
});
