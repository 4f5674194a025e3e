import { describe, expect, it } from "vitest";
import { resolveOrganizationSlug, withOrganization } from "./organization";

const known = new Set(["sereno", "eleve", "manager", "labfeelings"]);
const resolve = (url: string) => resolveOrganizationSlug(new URL(url), known);

describe("organization resolution (spec 4)", () => {
  it.each([
    // [url, slug, source]
    ["http://localhost:3000/?organization=eleve", "eleve", "hostname"],
    ["http://labfeelings.localhost/?organization=eleve", "eleve", "hostname"],
    ["http://localhost/auth/login?organization=EleVe", "eleve", "hostname"],
    ["http://localhost/auth/login?organization=desconhecida", "desconhecida", "hostname"],
    ["http://localhost/auth/login?returnUrl=%2Ffinanceiro%3Forganization%3Dlabfeelings", "labfeelings", "hostname"],
    ["http://localhost/auth/login?returnUrl=%2F%23%2Fcrm%3Forganization%3Deleve", "eleve", "hostname"],
    ["http://localhost/auth/login?returnUrl=%2F%23organization%3Deleve", "eleve", "hostname"],
    ["http://eleve.localhost/auth/login?returnUrl=%2Fcrm%3Forganization%3Dlabfeelings", "labfeelings", "hostname"],
    [
      "http://eleve.localhost/auth/login?organization=labfeelings&returnUrl=%2F%3Forganization%3Dsereno",
      "labfeelings",
      "hostname",
    ],
    ["https://eleve.example.com/", "eleve", "hostname"],
    ["https://www.eleve.example.com/", "eleve", "hostname"],
    ["https://app.labfeelings.example.com/", "labfeelings", "hostname"],
    ["http://eleve.localhost:3000/", "eleve", "hostname"],
    ["http://labfeelings/", "labfeelings", "hostname"],
  ])("%s resolves to %s", (url, slug, source) => {
    expect(resolve(url)).toMatchObject({ slug, isDefault: false, source });
  });

  it.each([
    ["http://localhost:3000/"],
    ["http://127.0.0.1:3000/"],
    ["http://[::1]:3000/"],
    ["http://10.0.0.7/"],
    ["http://sereno.localhost/"],
    ["http://manager.localhost/"],
    ["https://manager.example.com/"],
    ["http://localhost/?organization=manager"],
    ["http://localhost/?organization=localhost"],
    ["http://localhost/?organization=sereno"],
    ["https://www.example.com/"],
    ["https://app.example.com/"],
    ["https://api.localhost/"],
    ["https://auth.localhost/"],
    ["https://auth2.example.com/"],
    ["http://localhost/?organization="],
    ["http://localhost/auth/login?returnUrl=%2Ffinanceiro"],
  ])("%s gives the default organization", (url) => {
    expect(resolve(url)).toMatchObject({ slug: "sereno", isDefault: true, source: "default" });
  });

  it("tells which rule decided", () => {
    expect(resolve("http://eleve.localhost/?organization=labfeelings").from).toBe("query");
    expect(resolve("http://eleve.localhost/?returnUrl=%2F%3Forganization%3Dlabfeelings").from).toBe("returnUrl");
    expect(resolve("http://eleve.localhost/").from).toBe("host");
    expect(resolve("http://manager.localhost/").from).toBe("host");
    expect(resolve("http://localhost/").from).toBe("none");
  });

  it("prefers the query parameter over returnUrl and host", () => {
    expect(resolve("http://eleve.localhost/?organization=labfeelings").slug).toBe("labfeelings");
  });

  it("keeps an unknown subdomain or query value, so it can be reported as not found", () => {
    expect(resolve("https://desconhecida.example.com/")).toMatchObject({ slug: "desconhecida", from: "host" });
    expect(resolve("http://foo.localhost:3000/")).toMatchObject({ slug: "foo", from: "host" });
    expect(resolve("https://localhost/?organization=desconhecida")).toMatchObject({ slug: "desconhecida", from: "query" });
  });

  it("never takes the deployment's own domain for an organization", () => {
    expect(resolve("https://example.com/")).toMatchObject({ isDefault: true, from: "none" });
    expect(resolveOrganizationSlug(new URL("https://empresa.com.br/"), known, "empresa.com.br")).toMatchObject({
      isDefault: true,
    });
    expect(resolveOrganizationSlug(new URL("https://eleve.empresa.com.br/"), known, "empresa.com.br").slug).toBe("eleve");
    expect(resolveOrganizationSlug(new URL("https://www.empresa.com.br/"), known, "empresa.com.br").isDefault).toBe(true);
  });
});

describe("withOrganization", () => {
  it("carries the organization query over to another auth page", () => {
    expect(withOrganization("/auth/register", "?organization=Eleve&status=x")).toBe("/auth/register?organization=eleve");
    expect(withOrganization("/auth/login?status=registered", "?organization=eleve")).toBe(
      "/auth/login?status=registered&organization=eleve",
    );
    expect(withOrganization("/auth/login", "?returnUrl=%2F")).toBe("/auth/login");
    expect(withOrganization("/auth/login", "")).toBe("/auth/login");
  });
});
