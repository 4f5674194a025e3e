import { beforeAll, describe, expect, it } from "vitest";
import { listOrganizations } from "~/web/organizations.server";
import { accessDeniedPath, chooseOrganization, readOrganizationAddress } from "./current-organization.server";
import type { User } from "~/contracts/user";

let ids: Record<string, string>;
beforeAll(async () => {
  ids = Object.fromEntries((await listOrganizations()).map((o) => [o.slug, o.id]));
});

/** multi of the demo data: Admin in Eleve (primary), Usuario in Lab Feelings. */
const multi = (): User =>
  ({
    id: "u1",
    username: "multi",
    email: "multi@example.com",
    organizations: [
      { id: ids.eleve!, name: "eleve", role: "Admin", isPrimary: true },
      { id: ids.labfeelings!, name: "labfeelings", role: "Usuario", isPrimary: false },
    ],
  }) as User;

const resolve = async (url: string, user: User | null, manual?: string) =>
  chooseOrganization(await readOrganizationAddress(new Request(url)), user, manual);

// The table of docs/decisions/0001-organization-resolution.md.
describe("current organization (spec 4)", () => {
  it.each([
    // [url, signed in as multi, session's manual choice, slug, source, named by, switches the session]
    ["http://localhost/", false, undefined, "sereno", "default", "none", false],
    ["http://manager.localhost/", false, undefined, "sereno", "default", "none", false],
    ["http://eleve.localhost/", false, undefined, "eleve", "hostname", "host", false],
    ["http://localhost/?organization=labfeelings", false, undefined, "labfeelings", "hostname", "query", false],
    ["http://localhost/", true, undefined, "eleve", "manual", "none", false],
    ["http://sereno.localhost/", true, undefined, "eleve", "manual", "none", false],
    ["http://localhost/", true, "labfeelings", "labfeelings", "manual", "none", false],
    ["http://eleve.localhost/", true, "labfeelings", "labfeelings", "manual", "host", false],
    ["http://labfeelings.localhost/", true, undefined, "labfeelings", "hostname", "host", false],
    ["http://localhost/?organization=labfeelings", true, undefined, "labfeelings", "manual", "query", true],
    ["http://localhost/?organization=labfeelings", true, "labfeelings", "labfeelings", "manual", "query", false],
    ["http://localhost/?organization=eleve", true, "labfeelings", "eleve", "manual", "query", true],
    [
      "http://localhost/auth/login?returnUrl=%2Fcrm%3Forganization%3Dlabfeelings",
      true,
      undefined,
      "labfeelings",
      "manual",
      "returnUrl",
      true,
    ],
    // Named and not the person's: current, so the guard denies; never a session switch.
    ["http://localhost/?organization=manager-x", true, undefined, "manager-x", "manual", "query", false],
    ["http://manager-x.localhost/", true, "labfeelings", "manager-x", "hostname", "host", false],
  ] as const)(
    "%s (signed in: %s, manual: %s) is %s, source %s",
    async (url, signedIn, manual, slug, source, namedBy, switches) => {
      const organization = await resolve(url, signedIn ? multi() : null, manual);
      expect(organization).toMatchObject({ slug, source, namedBy, switchesSession: switches });
    },
  );

  it("makes a named organization the person is not in current, so access is denied; an alias names none", async () => {
    const named = await resolve("http://localhost/profiles?organization=manager", multi());
    // manager is an alias of the default: it names none, so multi stays in its primary organization.
    expect(named).toMatchObject({ slug: "eleve", namedBy: "none" });

    const denied = await resolve("http://sereno.localhost/?organization=labfeelings", {
      ...multi(),
      organizations: [multi().organizations[0]!],
    });
    expect(denied).toMatchObject({ slug: "labfeelings", organizationId: ids.labfeelings, exists: true, switchesSession: false });
    expect(accessDeniedPath(denied)).toBe("/auth/accessdenied?organization=labfeelings");
  });

  it("tells an unknown organization from a known one", async () => {
    const unknown = await resolve("http://foo.localhost/", null);
    expect(unknown).toMatchObject({ slug: "foo", organizationId: null, exists: false, namedBy: "host" });
    expect(accessDeniedPath(unknown)).toBe("/auth/accessdenied");
    expect(await resolve("http://localhost/?organization=foo", null)).toMatchObject({ exists: false, namedBy: "query" });
    expect(await resolve("http://localhost/", null)).toMatchObject({ exists: true, displayName: "Sereno", isDefault: true });
  });
});
