import { describe, expect, it } from "vitest";
import { loginPath, safeReturnUrl } from "./return-url";

describe("returnUrl is a same-origin path only", () => {
  it.each([
    ["/financeiro/lancamentos", "/financeiro/lancamentos"],
    ["/search/search?q=ana#top", "/search/search?q=ana#top"],
    ["/a/../crm", "/crm"],
  ])("keeps %s", (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it.each(["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "crm", "", null])(
    "refuses %s",
    (value) => {
      expect(safeReturnUrl(value)).toBeNull();
    },
  );

  it("builds the login path with an encoded returnUrl", () => {
    expect(loginPath("/crm?x=1")).toBe("/auth/login?returnUrl=%2Fcrm%3Fx%3D1");
    expect(loginPath("/")).toBe("/auth/login");
    expect(loginPath("https://evil.example")).toBe("/auth/login");
  });
});
