/**
 * The members list's posts against a stand-in auth client: the invitation
 * form's own checks and the service's refusals land on the e-mail field; an
 * invitation is sent, resent or revoked by the service (which records it:
 * tests/contract/administration-audit.test.ts); revoking asks first, naming
 * the invitation's e-mail.
 */
import { describe, expect, it } from "vitest";
import { HttpError, type AuthClient } from "~/clients/auth-client.server";
import type { MemberPage } from "~/contracts/members";
import { invitationAction, invite } from "./invitation-actions.server";
import { invitationActionSchema, inviteSchema } from "./member-forms";

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

const row = (fields: Record<string, string>) => invitationActionSchema.parse(fields);

describe("the members list's actions", () => {
  it("checks the invitation's e-mail and role before the service is called", () => {
    const refused = inviteSchema.safeParse({ email: "nao-e-email", role: "Root" });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["email", "Informe um e-mail válido."],
      ["role", "Escolha o papel: Administrador ou Usuário."],
    ]);
  });

  it("sends an invitation with the e-mail and role", async () => {
    const { client, calls } = standIn();
    const sent = await invite(client, inviteSchema.parse({ email: " Nova@Example.com ", role: "Usuario" }));
    expect(sent).toEqual({ sent: true, message: "Convite enviado para nova@example.com." });
    expect(calls).toEqual([["invite", { email: "nova@example.com", role: "Usuario" }]]);
  });

  it("answers the service's refusal, for the e-mail field", async () => {
    const message = "Este e-mail já pertence a um membro da organização.";
    const { client } = standIn(new HttpError(409, { Data: { Message: message } }));
    const refused = await invite(client, { email: "nova@example.com", role: "Usuario" });
    expect(refused).toEqual({ sent: false, message, status: 409 });
  });

  it("asks before revoking, naming the invitation's e-mail, then resends and revokes", async () => {
    const { client, calls } = standIn();
    // The question names the e-mail the service lists for the invitation, not the one posted.
    const asked = await invitationAction(client, row({ intent: "revogar", id: INVITATION_ID, email: "outra@example.com" }));
    expect(asked.body.confirm?.title).toBe("Revogar o convite para nova@example.com?");
    expect(calls).toEqual([]);
    await invitationAction(client, row({ intent: "reenviar", id: INVITATION_ID, email: "outra@example.com" }));
    await invitationAction(client, row({ intent: "revogar", id: INVITATION_ID, email: "nova@example.com", confirmado: "sim" }));
    expect(calls).toEqual([
      ["resendInvitation", INVITATION_ID],
      ["revokeInvitation", INVITATION_ID],
    ]);
    expect(await invitationAction(client, null)).toMatchObject({ status: 400 });
  });
});
