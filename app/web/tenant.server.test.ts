import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { User } from "~/contracts/user";
import { accessFor } from "./access";
import { requestStateContext, type RequestState } from "./context.server";
import type { ResolvedOrganization } from "./current-organization.server";
import { newSession } from "./session.server";
import { requireAdministratorTenant, requireTenant } from "./tenant.server";
import { requestState } from "./middleware.server";
import { signedInSession } from "../../tests/support/factories";

const request = new Request("http://localhost/financeiro?aba=1");
const user = {
  id: "u1",
  username: "ana",
  organizations: [
    { id: "org-a", name: "a", role: "Administrator", isPrimary: true },
    { id: "org-b", name: "b", role: "Usuario", isPrimary: false },
  ],
} as User;

function contextFor(signedIn: boolean, organizationId: string | null) {
  const organization = { slug: "x", organizationId, namedBy: "none", exists: !!organizationId } as ResolvedOrganization;
  const state: RequestState = {
    session: newSession(),
    user: signedIn ? user : null,
    accessToken: signedIn ? "token" : null,
    address: { resolution: { slug: "x", isDefault: false, source: "hostname", from: "host" }, organizations: [] },
    organization,
    access: signedIn ? accessFor(user, organizationId) : null,
    layout: {} as RequestState["layout"],
  };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  return context;
}

const thrownLocation = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Response).headers.get("Location");
  }
  return null;
};

describe("requireTenant", () => {
  it("hands the member and the current organization's id over", () => {
    expect(requireTenant(contextFor(true, "org-b"), request)).toMatchObject({ organizationId: "org-b", user: { id: "u1" } });
  });

  it("sends the signed out to login with the page as returnUrl", () => {
    expect(thrownLocation(() => requireTenant(contextFor(false, "org-a"), request))).toBe(
      "/auth/login?returnUrl=%2Ffinanceiro%3Faba%3D1",
    );
  });

  it("denies access without a current organization or outside the person's", () => {
    expect(thrownLocation(() => requireTenant(contextFor(true, null), request))).toBe("/auth/accessdenied");
    expect(thrownLocation(() => requireTenant(contextFor(true, "org-z"), request))).toBe("/auth/accessdenied");
  });

  it("sends a Usuario from the back office to the CRM", () => {
    expect(requireAdministratorTenant(contextFor(true, "org-a"), request).access.tipoDeAcesso).toBe("Administrador");
    expect(thrownLocation(() => requireAdministratorTenant(contextFor(true, "org-b"), request))).toBe(
      "/crm/central-de-atendimento",
    );
  });
});

describe("a signed-in session as the factory makes it", () => {
  it("is read by the request middleware as the person, in the organization they signed in to", async () => {
    const { cookie, user } = await signedInSession("admin-eleve", { organization: "eleve" });
    const context = new RouterContextProvider();
    const page = new Request("http://localhost/financeiro", { headers: { Cookie: cookie } });
    await requestState({ request: page, context, params: {} } as never, async () => new Response(null));
    expect(requireAdministratorTenant(context, page)).toMatchObject({ user: { id: user.id, username: "admin-eleve" } });
  });
});
