/**
 * The signed-in acceptance of an invitation against a stand-in auth client,
 * on the test database: success refreshes the session's user, makes the
 * organization current and lands by role; a refusal (another e-mail)
 * changes nothing. The service records the acceptance
 * (tests/contract/administration-audit.test.ts).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "~/clients/transport.server";
import type { User } from "~/contracts/user";
import { CRM_HOME } from "~/web/access";
import type { RequestState } from "~/web/context.server";
import { newSession } from "~/web/session.server";
import { createMember } from "../../../../tests/support/administration";
import { organizationIdOf } from "../../../../tests/support/factories";
import { acceptAsMember } from "./invitation-calls.server";

const standIn = vi.hoisted(() => ({ acceptInvitation: vi.fn(), userinfo: vi.fn() }));
vi.mock("~/clients/auth-client.server", () => ({ createAuthClient: () => standIn }));

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

describe("accepting an invitation while signed in", () => {
  beforeEach(() => {
    standIn.acceptInvitation.mockReset();
    standIn.userinfo.mockReset();
  });

  it("refreshes the user, switches to the organization and lands by role", async () => {
    const { user, state } = await signedIn();
    const eleve = await organizationIdOf("eleve");
    const refreshed = {
      ...user,
      organizations: [...user.organizations, { id: eleve, name: "eleve", role: "Usuario", isPrimary: false }],
    };
    standIn.acceptInvitation.mockResolvedValue({ organization: "eleve" });
    standIn.userinfo.mockResolvedValue(refreshed);

    const outcome = await acceptAsMember(request, state, "127.0.0.1", "abc");

    expect(outcome).toMatchObject({ ok: true, value: { redirectTo: CRM_HOME } });
    expect(outcome.ok && outcome.value.headers.get("Set-Cookie")).toBeTruthy();
    expect(state.session.get("user")).toEqual(refreshed);
    expect(state.session.get("organization")).toBe("eleve");
  });

  it("passes on the service's refusal", async () => {
    const { state } = await signedIn();
    standIn.acceptInvitation.mockRejectedValue(
      new HttpError(403, { Data: { Message: "Este convite foi enviado para outro e-mail." } }),
    );

    const outcome = await acceptAsMember(request, state, "127.0.0.1", "abc");

    expect(outcome).toEqual({ ok: false, status: 403, serverMessage: "Este convite foi enviado para outro e-mail." });
    expect(state.session.get("organization")).toBeUndefined();
    expect(standIn.userinfo).not.toHaveBeenCalled();
  });
});
