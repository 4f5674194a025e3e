import { describe, expect, it } from "vitest";
import { randomToken } from "./random-token.server";

describe("randomToken", () => {
  it("never hands out the same token twice, across refills of the pool", () => {
    const tokens = Array.from({ length: 1000 }, () => randomToken(16, "base64url"));
    expect(new Set(tokens).size).toBe(1000);
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{22}$/.test(token))).toBe(true);
  });

  it("encodes the asked number of bytes", () => {
    expect(Buffer.from(randomToken(16, "base64"), "base64")).toHaveLength(16);
    expect(Buffer.from(randomToken(4096, "base64url"), "base64url")).toHaveLength(4096);
  });

  it("refuses a size the pool cannot give", () => {
    expect(() => randomToken(0, "base64")).toThrow(RangeError);
    expect(() => randomToken(4097, "base64")).toThrow(RangeError);
  });
});
