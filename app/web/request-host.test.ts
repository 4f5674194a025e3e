import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-host";

describe("the Host a request may name", () => {
  it.each([
    "localhost",
    "localhost:3100",
    "eleve.localhost:3100",
    "ELEVE.LOCALHOST",
    "127.0.0.1:80",
    "[::1]:3100",
    "app_1:3000",
    "sereno.com.br.",
  ])("%s is taken", (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    "xn--.localhost",
    "eleve.localhost:99999",
    "eleve.localhost:0",
    "[::1",
    "[::g]",
    "%00.localhost",
    "a b",
    "a..b",
    "eleve.localhost/evil",
    "user@eleve.localhost",
    "eleve.localhost:",
    "",
    undefined,
    `${"a".repeat(300)}.localhost`,
  ])("%s is refused", (host) => expect(isValidHost(host)).toBe(false));
});
