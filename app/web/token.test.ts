import { UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { parseAccessToken } from "./token";

const token = (claims: Record<string, unknown>) => new UnsecuredJWT(claims).encode() + "signature";

describe("token parse rule (spec 5)", () => {
  it("parses a three-part token with sub and email", () => {
    expect(parseAccessToken(token({ sub: "u1", email: "a@b.com", exp: 10 }))).toEqual({
      sub: "u1",
      email: "a@b.com",
      exp: 10,
    });
  });

  it.each([
    ["without sub", token({ email: "a@b.com" })],
    ["without email", token({ sub: "u1" })],
    ["with an empty sub", token({ sub: "", email: "a@b.com" })],
    ["with two parts", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ1MSIsImVtYWlsIjoiYUBiLmNvbSJ9"],
    ["with four parts", `${token({ sub: "u1", email: "a@b.com" })}.extra`],
    ["that is not base64 JSON", "a.b.c"],
    ["that is empty", ""],
  ])("rejects a token %s", (_, value) => {
    expect(parseAccessToken(value)).toBeNull();
  });
});
