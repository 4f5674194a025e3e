import { describe, expect, it } from "vitest";
import { INVITATION_TTL_MS } from "~/contracts/members";
import {
  administratorLoss,
  changeMessage,
  changeRevokesTokens,
  invitationExpiry,
  invitationState,
  isRowId,
  lastAdministratorRefusal,
} from "./member-rules";

const admin = { role: "Administrator", status: "active" } as const;

describe("the last administrator", () => {
  it.each([
    [{ role: "Usuario" }, "demote"],
    [{ status: "blocked" }, "block"],
    [{ status: "disabled" }, "disable"],
    ["remove", "remove"],
    [{ role: "Usuario", status: "blocked" }, "block"],
  ] as const)("refuses %j of the only active administrator as %s", (change, loss) => {
    expect(lastAdministratorRefusal(admin, change, 1)).toBe(loss);
    expect(lastAdministratorRefusal(admin, change, 2)).toBeNull();
  });

  it("lets the only administrator keep the role or stay active, and counts the legacy roles", () => {
    expect(lastAdministratorRefusal(admin, { role: "Administrator" }, 1)).toBeNull();
    expect(lastAdministratorRefusal(admin, { status: "active" }, 1)).toBeNull();
    expect(lastAdministratorRefusal({ role: "Admin", status: "active" }, { role: "Usuario" }, 1)).toBe("demote");
  });

  it("never protects someone who is not an active administrator", () => {
    expect(administratorLoss({ role: "Usuario", status: "active" }, "remove")).toBeNull();
    expect(administratorLoss({ role: "Administrator", status: "blocked" }, { status: "disabled" })).toBeNull();
    expect(lastAdministratorRefusal({ role: "Administrator", status: "disabled" }, "remove", 0)).toBeNull();
  });
});

describe("membership changes", () => {
  it("names the change and ends sessions for role changes, blocks and disables", () => {
    const blocked = { role: "Usuario", status: "blocked" } as const;
    expect(changeMessage(admin, { role: "Usuario" })).toBe("Papel alterado.");
    expect(changeMessage(admin, { status: "blocked" })).toBe("Membro bloqueado.");
    expect(changeMessage(admin, { status: "disabled" })).toBe("Membro desabilitado.");
    expect(changeMessage(blocked, { status: "active" })).toBe("Membro desbloqueado.");
    expect(changeMessage({ ...blocked, status: "disabled" }, { status: "active" })).toBe("Membro reabilitado.");
    expect(changeRevokesTokens(admin, { role: "Usuario" })).toBe(true);
    expect(changeRevokesTokens(admin, { role: "Administrator" })).toBe(false);
    expect(changeRevokesTokens(admin, { status: "disabled" })).toBe(true);
    expect(changeRevokesTokens(blocked, { status: "active" })).toBe(false);
  });
});

describe("invitation expiry", () => {
  const sent = new Date("2026-03-01T12:00:00.000Z");
  const pending = { expires_at: invitationExpiry(sent, INVITATION_TTL_MS), accepted_at: null, revoked_at: null };

  it("expires 7 days after the sending, at that instant", () => {
    expect(pending.expires_at).toBe("2026-03-08T12:00:00.000Z");
    expect(invitationState(pending, new Date("2026-03-08T11:59:59.999Z"))).toBe("pending");
    expect(invitationState(pending, new Date("2026-03-08T12:00:00.000Z"))).toBe("expired");
  });

  it("tells used and revoked before expired", () => {
    const late = new Date("2026-04-01T00:00:00.000Z");
    expect(invitationState({ ...pending, accepted_at: sent.toISOString() }, late)).toBe("used");
    expect(invitationState({ ...pending, revoked_at: sent.toISOString() }, late)).toBe("revoked");
  });
});

describe("ids", () => {
  it("takes only UUIDs", () => {
    expect(isRowId("0b7f8a8e-6d0b-4c1e-9a57-2c7d3f1e9b10")).toBe(true);
    expect(isRowId("1 OR 1=1")).toBe(false);
    expect(isRowId("")).toBe(false);
  });
});
