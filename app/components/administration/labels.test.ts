import { describe, expect, it } from "vitest";
import { formatSignIn, initials, roleLabel, shownStatus } from "./labels";

describe("member labels", () => {
  const now = new Date("2026-11-24T12:00:00Z");

  it("shows a pending invitation past its expiry as expired", () => {
    expect(shownStatus({ Status: "invited", ExpiresAt: "2026-11-24T11:59:59Z" }, now)).toBe("expired");
    expect(shownStatus({ Status: "invited", ExpiresAt: "2026-11-24T12:00:00Z" }, now)).toBe("expired");
    expect(shownStatus({ Status: "invited", ExpiresAt: "2026-11-30T12:00:00Z" }, now)).toBe("invited");
    expect(shownStatus({ Status: "blocked", ExpiresAt: null }, now)).toBe("blocked");
  });

  it("writes the last sign-in in Brasília's time, or that there was none", () => {
    expect(formatSignIn("2026-11-24T14:05:00Z")).toBe("24/11/2026, 11:05");
    expect(formatSignIn(null)).toBe("Nunca entrou");
    expect(formatSignIn("ontem")).toBe("—");
  });

  it("names roles in pt-BR and keeps unknown ones", () => {
    expect(roleLabel("Administrator")).toBe("Administrador");
    expect(roleLabel("Admin")).toBe("Administrador");
    expect(roleLabel("Usuario")).toBe("Usuário");
    expect(roleLabel("Auditor")).toBe("Auditor");
  });

  it("takes the first and last initials, else the e-mail's", () => {
    expect(initials("Ana Maria Souza", "a@x.com")).toBe("AS");
    expect(initials("Bia", "b@x.com")).toBe("B");
    expect(initials(null, "carla@x.com")).toBe("C");
  });
});
