import { describe, expect, it } from "vitest";
import { userFromClaims } from "./user";

describe("user from userinfo claims (spec 3, 7)", () => {
  it("maps every claim and converts seconds to dates", () => {
    expect(
      userFromClaims({
        sub: "u1",
        userName: "ana",
        email: "ana@example.com",
        given_name: "Ana",
        family_name: "Silva",
        name: "Ana da Silva",
        phone_number: "+55 11 99999-0000",
        picture: "/storage/a.webp",
        roles: ["Admin", "Usuario", "Admin"],
        organizations: [{ id: "o1", name: "eleve", role: "Admin", isPrimary: true }],
        is_active: true,
        last_login: 1_700_000_000,
        created_at: 1_600_000_000,
        updatedAt: 1_650_000_000,
      }),
    ).toEqual({
      id: "u1",
      username: "ana",
      email: "ana@example.com",
      givenName: "Ana",
      familyName: "Silva",
      fullName: "Ana da Silva",
      phone: "+55 11 99999-0000",
      avatar: "/storage/a.webp",
      roles: ["Admin", "Usuario"],
      organizations: [{ id: "o1", name: "eleve", role: "Admin", isPrimary: true }],
      isActive: true,
      lastLogin: "2023-11-14T22:13:20.000Z",
      createdAt: "2020-09-13T12:26:40.000Z",
      updatedAt: "2022-04-15T05:20:00.000Z",
    });
  });

  it("accepts the alternative names and fills defaults", () => {
    const user = userFromClaims({ sub: "u1", username: "ana", email: "a@b.com", fullName: "Ana", roles: "Usuario" });
    expect(user).toMatchObject({ username: "ana", fullName: "Ana", roles: ["Usuario"], isActive: true, organizations: [] });
  });

  it("refuses claims without sub or email", () => {
    expect(() => userFromClaims({ email: "a@b.com" })).toThrow();
    expect(() => userFromClaims({ sub: "u1" })).toThrow();
  });
});
