/**
 * The members list's posts against a stand-in auth client, on the test
 * database: the invitation form's own checks and the service's refusals
 * land on the e-mail field and record nothing; a sent, resent or revoked
 * invitation is recorded with the invited e-mail; revoking asks first.
 */
import { describe, expect, it } from "vitest";
import type { AuthClient } from "~/clients/auth-client.server";
import { HttpError } from "~/clients/transport.server";
import type { MemberPage } from "~/contracts/members";
import { auditEventsOf } from "../../../../../../tests/support/audit-events";
import { newScope } from "../../../../../../tests/support/ledger-rows";
import { listAction } from "./invitation-actions.server";
import { formData } from "../../../../../../tests/support/forms";

const INVITATION_ID = "3f1d6a52-0c4b-4f0e-8a57-5b8f9e2d7a10";
const PENDING: MemberPage = {
  Items: [
    {
      Kind: "invitation",
      Id: INVITATION_ID,
      Name: null,
      Username: null,
      Email: "nova@example.com",
      Role: "Usuario",
      Status: "invited",
      LastLogin: null,
      ExpiresAt: "2026-12-01T12:00:00.000Z",
    },
  ],
  Total: 1,
  Page: 1,
  PageSize: 100,
};

function standIn(refuse?: HttpError) {
  const calls: unknown[][] = [];
  const answer = async (name: string, args: unknown[], value: unknown) => {
    calls.push([name, ...args]);
    if (refuse) throw refuse;
    return value;
  };
  const client = {
    listMembers: async () => PENDING,
    invite: (...args: unknown[]) =>
      answer("invite", args, { id: INVITATION_ID, message: "Convite enviado para nova@example.com." }),
    resendInvitation: (...args: unknown[]) => answer("resendInvitation", args, "Convite reenviado."),
    revokeInvitation: (...args: unknown[]) => answer("revokeInvitation", args, "Convite revogado."),
  } as unknown as AuthClient;
  return { client, calls };
}

describe("the members list's actions", () => {
  it("checks the invitation's e-mail and role before calling the service", async () => {
    const scope = await newScope();
    const { client, calls } = standIn();
    const refused = await listAction(scope, client, formData({ intent: "convidar", email: "nao-e-email", role: "Root" }));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result?.error).toEqual({
      email: ["Informe um e-mail válido."],
      role: ["Escolha o papel: Administrador ou Usuário."],
    });
    expect(calls).toEqual([]);
  });

  it("sends an invitation and records it with the e-mail and role", async () => {
    const scope = await newScope();
    const { client, calls } = standIn();
    const sent = await listAction(scope, client, formData({ intent: "convidar", email: " Nova@Example.com ", role: "Usuario" }));
    expect(sent.data).toMatchObject({ invited: true, tone: "success", message: "Convite enviado para nova@example.com." });
    expect(calls).toEqual([["invite", { email: "nova@example.com", role: "Usuario" }]]);
    expect(await auditEventsOf(scope)).toMatchObject([
      {
        action: "member.invited",
        target_type: "invitation",
        target_id: INVITATION_ID,
        target_label: "nova@example.com",
        detail: { role: "Usuario" },
      },
    ]);
  });

  it("puts the service's refusal on the e-mail field and records nothing", async () => {
    const scope = await newScope();
    const message = "Este e-mail já pertence a um membro da organização.";
    const { client } = standIn(new HttpError(409, { Data: { Message: message } }));
    const refused = await listAction(scope, client, formData({ intent: "convidar", email: "nova@example.com", role: "Usuario" }));
    expect(refused.init?.status).toBe(409);
    expect(refused.data.result?.error).toEqual({ email: [message] });
    expect(await auditEventsOf(scope)).toEqual([]);
  });

  it("asks before revoking, and records resend and revoke with the invitation's e-mail", async () => {
    const scope = await newScope();
    const { client, calls } = standIn();
    const asked = await listAction(scope, client, formData({ intent: "revogar", id: INVITATION_ID, email: "nova@example.com" }));
    expect(asked.data.confirm?.title).toBe("Revogar o convite para nova@example.com?");
    expect(calls).toEqual([]);
    await listAction(scope, client, formData({ intent: "reenviar", id: INVITATION_ID, email: "outra@example.com" }));
    await listAction(
      scope,
      client,
      formData({ intent: "revogar", id: INVITATION_ID, email: "nova@example.com", confirmado: "sim" }),
    );
    expect(calls).toEqual([
      ["resendInvitation", INVITATION_ID],
      ["revokeInvitation", INVITATION_ID],
    ]);
    // Both may fall in one millisecond, so their order in the log is not asserted.
    const events = await auditEventsOf(scope);
    expect(
      events.map(({ action, target_label }) => ({ action, target_label })).sort((a, b) => a.action.localeCompare(b.action)),
    ).toEqual([
      { action: "invitation.resent", target_label: "nova@example.com" },
      { action: "invitation.revoked", target_label: "nova@example.com" },
    ]);
  });
});
