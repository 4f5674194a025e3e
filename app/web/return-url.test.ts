import { describe, expect, it } from "vitest";
import { loginPath, safeReturnUrl } from "./return-url";

describe("returnUrl is a same-origin path only", () => {
  it.each([
    ["/financeiro/lancamentos", "/financeiro/lancamentos"],
    ["/search/search?q=ana#top", "/search/search?q=ana#top"],
    ["/a/../crm", "/crm"],
    ["/a/./b", "/a/b"],
    ["/%2e%2e/%2Fevil.example", "/%2Fevil.example"],
  ])("keeps %s", (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "crm",
    "",
    null,
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example/",
    "/\t/evil.example",
    "/\n/evil.example",
    "\t//evil.example",
    "/./\t/evil.example",
    "/a/../..//evil.example",
    "/\u0000//evil.example",
  ])("refuses %j", (value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it("never returns a path that a browser reads as another host", () => {
    const segments = ["", ".", "..", "%2e", "%2E%2e", "a", "\t", "%09"];
    for (const a of segments) {
      for (const b of segments) {
        const value = `/${a}/${b}/evil.example`;
        const path = safeReturnUrl(value);
        if (path !== null) expect(new URL(path, "https://app.example").host, value).toBe("app.example");
      }
    }
  });

  it("builds the login path with an encoded returnUrl", () => {
    expect(loginPath("/crm?x=1")).toBe("/auth/login?returnUrl=%2Fcrm%3Fx%3D1");
    expect(loginPath("/")).toBe("/auth/login");
    expect(loginPath("https://evil.example")).toBe("/auth/login");
    expect(loginPath("/.//evil.example")).toBe("/auth/login");
  });
});
