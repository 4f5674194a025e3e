/**
 * The signed-in acceptance of an invitation against a stand-in auth client,
 * on the test database: success refreshes the session's user, makes the
 * organization current, lands by role and records "invitation.accepted";
 * a refusal (another e-mail) changes nothing and records nothing.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "~/clients/transport.server";
import type { Invitation } from "~/contracts/members";
import type { User } from "~/contracts/user";
import { CRM_HOME } from "~/web/access";
import type { RequestState } from "~/web/context.server";
import { newSession } from "~/web/session.server";
import { auditEventsOf } from "../../../../tests/support/audit-events";
import { createMember } from "../../../../tests/support/administration";
import { organizationIdOf } from "../../../../tests/support/factories";
import { acceptAsMember } from "./invitation-calls.server";

const standIn = vi.hoisted(() => ({ acceptInvitation: vi.fn(), userinfo: vi.fn() }));
vi.mock("~/clients/auth-client.server", () => ({ createAuthClient: () => standIn }));

const INVITATION: Invitation = {
  Email: "usuario@labfeelings.example.com",
  Role: "Usuario",
  Organization: { Slug: "eleve", Name: "Eleve" },
  ExpiresAt: "2026-12-01T12:00:00.000Z",
  HasAccount: true,
};

async function signedIn() {
  const member = await createMember("aceite", [{ slug: "labfeelings" }]);
  const user = {
    id: member.id,
    username: member.username,
    email: member.email,
    fullName: "Pessoa Aceite",
    organizations: [{ id: await organizationIdOf("labfeelings"), name: "labfeelings", role: "Usuario", isPrimary: true }],
  } as User;
  const state = { session: newSession(), accessToken: "token", user } as unknown as RequestState;
  return { user, state };
}

const request = new Request("http://localhost/auth/convite/abc", { method: "POST" });
const acceptedEvents = async (eleve: string, userId: string) =>
  (await auditEventsOf({ organizationId: eleve })).filter((e) => e.action === "invitation.accepted" && e.actor_id === userId);

describe("accepting an invitation while signed in", () => {
  beforeEach(() => {
    standIn.acceptInvitation.mockReset();
    standIn.userinfo.mockReset();
  });

  it("refreshes the user, switches to the organization, lands by role and records the acceptance", async () => {
    const { user, state } = await signedIn();
    const eleve = await organizationIdOf("eleve");
    const before = (await acceptedEvents(eleve, user.id)).length;
    const refreshed = {
      ...user,
      organizations: [...user.organizations, { id: eleve, name: "eleve", role: "Usuario", isPrimary: false }],
    };
    standIn.acceptInvitation.mockResolvedValue({ organization: "eleve" });
    standIn.userinfo.mockResolvedValue(refreshed);

    const outcome = await acceptAsMember(request, state, "127.0.0.1", { token: "abc", invitation: INVITATION });

    expect(outcome).toMatchObject({ ok: true, value: { redirectTo: CRM_HOME } });
    expect(outcome.ok && outcome.value.headers.get("Set-Cookie")).toBeTruthy();
    expect(state.session.get("user")).toEqual(refreshed);
    expect(state.session.get("organization")).toBe("eleve");
    const events = await acceptedEvents(eleve, user.id);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      target_type: "member",
      target_id: user.id,
      target_label: "Pessoa Aceite",
      detail: { role: "Usuario" },
    });
  });

  it("passes on the service's refusal and records nothing", async () => {
    const { user, state } = await signedIn();
    const eleve = await organizationIdOf("eleve");
    const before = (await acceptedEvents(eleve, user.id)).length;
    standIn.acceptInvitation.mockRejectedValue(
      new HttpError(403, { Data: { Message: "Este convite foi enviado para outro e-mail." } }),
    );

    const outcome = await acceptAsMember(request, state, "127.0.0.1", { token: "abc", invitation: INVITATION });

    expect(outcome).toEqual({ ok: false, status: 403, serverMessage: "Este convite foi enviado para outro e-mail." });
    expect(state.session.get("organization")).toBeUndefined();
    expect(standIn.userinfo).not.toHaveBeenCalled();
    expect(await acceptedEvents(eleve, user.id)).toHaveLength(before);
  });
});
