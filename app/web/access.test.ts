import { describe, expect, it } from "vitest";
import { accessFor, isAdministratorRole, landingPathFor } from "./access";
import type { User } from "~/contracts/user";

const user = (organizations: User["organizations"]): User => ({
  id: "u1",
  username: "ana",
  email: "ana@example.com",
  givenName: "Ana",
  familyName: "Silva",
  fullName: "Ana Silva",
  phone: null,
  avatar: null,
  roles: [...new Set(organizations.map((o) => o.role))],
  organizations,
  isActive: true,
  lastLogin: null,
  createdAt: null,
  updatedAt: null,
});

describe("role mapping (spec 6)", () => {
  it.each(["Administrator", "Admin", "administrator"])("%s is an administrator role", (role) => {
    expect(isAdministratorRole(role)).toBe(true);
  });

  it.each(["ADMIN", "Usuario", "admin", "", null, undefined])("%s is not", (role) => {
    expect(isAdministratorRole(role)).toBe(false);
  });

  it("takes the role of the current organization, not of another one", () => {
    const multi = user([
      { id: "eleve", name: "eleve", role: "Admin", isPrimary: true },
      { id: "lab", name: "labfeelings", role: "Usuario", isPrimary: false },
    ]);
    expect(accessFor(multi, "eleve")).toMatchObject({ tipoDeAcesso: "Administrador", hasAccess: true });
    expect(accessFor(multi, "lab")).toMatchObject({ tipoDeAcesso: "Usuario", hasAccess: true });
    expect(landingPathFor(accessFor(multi, "eleve"))).toBe("/");
    expect(landingPathFor(accessFor(multi, "lab"))).toBe("/crm/central-de-atendimento");
  });

  it("denies an organization missing from the user's organizations", () => {
    const member = user([{ id: "eleve", name: "eleve", role: "Administrator", isPrimary: true }]);
    expect(accessFor(member, "lab")).toMatchObject({ tipoDeAcesso: "Usuario", hasAccess: false, organizationId: "lab" });
    expect(accessFor(member, null)).toMatchObject({ hasAccess: false });
  });

  it("reports the user's identity and organizations", () => {
    const member = user([{ id: "eleve", name: "eleve", role: "Usuario", isPrimary: true }]);
    expect(accessFor(member, "eleve")).toEqual({
      tipoDeAcesso: "Usuario",
      roles: ["Usuario"],
      hasAccess: true,
      organizationId: "eleve",
      username: "ana",
      email: "ana@example.com",
      organizations: member.organizations,
    });
  });
});
