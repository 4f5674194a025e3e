import { describe, expect, it } from "vitest";
import { INVITATION_TOKEN, invitationStep, loginBackTo, roleLabel } from "./invitation-forms";

describe("the invitation page's step", () => {
  const invited = { Email: "Nova@Example.com", HasAccount: false };
  it("offers the sign-up form to a visitor without an account", () => {
    expect(invitationStep(invited, null)).toBe("sign-up");
  });
  it("asks a visitor whose e-mail has an account to sign in", () => {
    expect(invitationStep({ ...invited, HasAccount: true }, null)).toBe("sign-in");
  });
  it("lets the invited person accept, whatever the e-mail's case", () => {
    expect(invitationStep({ ...invited, HasAccount: true }, "nova@example.com")).toBe("accept");
  });
  it("tells a person signed in with another e-mail", () => {
    expect(invitationStep({ ...invited, HasAccount: true }, "outra@example.com")).toBe("other-email");
  });
});

describe("links and labels", () => {
  it("takes only a base64url token", () => {
    expect(INVITATION_TOKEN.test("a".repeat(43))).toBe(true);
    expect(INVITATION_TOKEN.test("../../etc")).toBe(false);
    expect(INVITATION_TOKEN.test("a".repeat(129))).toBe(false);
  });
  it("comes back to the link after sign-in, without the link's organization", () => {
    expect(loginBackTo("abc_DEF-123")).toBe("/auth/login?returnUrl=%2Fauth%2Fconvite%2Fabc_DEF-123");
  });
  it("names the roles in Portuguese", () => {
    expect([roleLabel("Usuario"), roleLabel("Administrator"), roleLabel("Outro")]).toEqual(["Usuário", "Administrador", "Outro"]);
  });
});
