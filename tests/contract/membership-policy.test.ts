/**
 * Who may join an organization (docs/decisions/0026-administration.md, "Membership policy"):
 * under the default policy a registration gives no access until an
 * administrator approves it (no token for that organization, not in the
 * claims' `organizations`), a refusal gives none either, an
 * invitation-only organization refuses registration, and each policy
 * change and answer is in the audit log with before and after.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { answer, callerFor, createMember, serviceRequest, TEST_PASSWORD, type Caller } from "../support/administration";
import { passwordGrant, postJson, userinfoRequest } from "../support/auth-requests";
import { addMembership, createOrganization, organizationIdOf } from "../support/factories";
import { latestCode } from "../support/outbox";
import { dataOf, newAccount, send, userIdOf } from "../support/profiles-requests";

const PASSWORD = "Pedido@Acesso-2026";
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());

/** Registers `username` (e-mail `<username>@exemplo.com`) in `organization` through start and complete; the complete answer. */
async function register(username: string, organization: string) {
  const email = `${username}@exemplo.com`;
  const started = await postJson("/api/users/registration/start", { email, organization });
  if (started.status !== 202) return answer(started);
  const code = await latestCode(email);
  return answer(
    await postJson("/api/users/registration/complete", {
      email,
      code,
      username,
      givenName: "Pessoa",
      familyName: username,
      password: PASSWORD,
    }),
  );
}

async function auditRows(organizationId: string, action: string) {
  return (await db())
    .selectFrom("audit_events")
    .select(["actor_name", "target_id", "target_label", "detail"])
    .where("organization_id", "=", organizationId)
    .where("action", "=", action)
    .execute();
}

const approve = (caller: Caller, userId: string) => serviceRequest("POST", `/api/members/${userId}/approve`, { caller });
const refuse = (caller: Caller, userId: string) => serviceRequest("POST", `/api/members/${userId}/refuse`, { caller });

describe("the approval policy (the default)", () => {
  it("a registration gets no token for the organization, is listed for its administrators, who are notified", async () => {
    const completed = await register("espera", "eleve");
    expect(completed.status).toBe(201);
    expect(completed.message).toBe("Conta criada. Seu acesso a Eleve aguarda aprovação de um administrador.");

    for (const extra of [{ organization: "eleve" }, {}] as Array<Record<string, string>>) {
      const refused = await answer(await passwordGrant("espera", PASSWORD, extra));
      expect(refused).toMatchObject({ status: 403, error: "membership_pending" });
      expect(refused.message).toBe("Seu acesso a Eleve aguarda aprovação de um administrador.");
    }

    const admin = await callerFor("admin-eleve", "eleve");
    const requests = await answer(await serviceRequest("GET", "/api/members/requests", { caller: admin }));
    expect(requests.data!.Items).toEqual([
      expect.objectContaining({ Id: completed.data!.UserId, Username: "espera", Email: "espera@exemplo.com" }),
    ]);
    const members = await answer(await serviceRequest("GET", "/api/members?q=espera", { caller: admin }));
    expect(members.data!.Total).toBe(0);
    const notified = await (
      await db()
    )
      .selectFrom("notifications as n")
      .innerJoin("users as u", "u.id", "n.user_id")
      .select("u.username")
      .where("n.kind", "=", "pedido_acesso")
      .where("n.actor_id", "=", completed.data!.UserId)
      .execute();
    const told = notified.map((row) => row.username);
    expect(told).toContain("admin-eleve");
    expect(told).not.toContain("usuario-eleve");
  });

  it("approval grants access, once, and is audited with before and after", async () => {
    const { data } = await register("aprovada", "eleve");
    const admin = await callerFor("admin-eleve", "eleve");
    const usuario = await callerFor("usuario-eleve", "eleve");
    expect((await approve(usuario, data!.UserId)).status).toBe(403);

    const approved = await answer(await approve(admin, data!.UserId));
    expect(approved).toMatchObject({ status: 200, message: "Acesso de Pessoa aprovada aprovado." });
    expect((await approve(admin, data!.UserId)).status).toBe(404);

    const granted = await passwordGrant("aprovada", PASSWORD, { organization: "eleve" });
    expect(granted.status).toBe(200);
    const { access_token } = (await granted.json()) as { access_token: string };
    expect(claimsOf(access_token).organizations).toEqual([
      { id: await organizationIdOf("eleve"), name: "eleve", role: "Usuario", isPrimary: true },
    ]);
    expect(await auditRows(await organizationIdOf("eleve"), "member.approved")).toEqual([
      {
        actor_name: "Rafael Antunes",
        target_id: data!.UserId,
        target_label: "Pessoa aprovada",
        detail: JSON.stringify({ from: "pending", to: "active" }),
      },
    ]);
  });

  it("refusal gives no access and is audited", async () => {
    const { data } = await register("recusada", "eleve");
    const admin = await callerFor("admin-eleve", "eleve");
    expect((await answer(await refuse(admin, data!.UserId))).status).toBe(200);

    const refused = await answer(await passwordGrant("recusada", PASSWORD, { organization: "eleve" }));
    expect(refused).toMatchObject({ status: 403, error: "membership_refused" });
    expect(refused.message).toBe("Seu pedido de acesso a Eleve foi recusado por um administrador.");
    expect((await approve(admin, data!.UserId)).status).toBe(404);
    const requests = await answer(await serviceRequest("GET", "/api/members/requests", { caller: admin }));
    expect(requests.data!.Items.map((item: { Id: string }) => item.Id)).not.toContain(data!.UserId);
    expect(await auditRows(await organizationIdOf("eleve"), "member.refused")).toEqual([
      expect.objectContaining({ target_id: data!.UserId, detail: JSON.stringify({ from: "pending", to: "refused" }) }),
    ]);
  });

  it("the token's and userinfo's organizations leave out a pending membership", async () => {
    const { data } = await register("dupla", "eleve");
    await addMembership(data!.UserId, { organizationId: await organizationIdOf("labfeelings") });
    const granted = await passwordGrant("dupla", PASSWORD, { organization: "labfeelings" });
    expect(granted.status).toBe(200);
    const { access_token } = (await granted.json()) as { access_token: string };
    const only = [{ id: await organizationIdOf("labfeelings"), name: "labfeelings", role: "Usuario", isPrimary: false }];
    expect(claimsOf(access_token).organizations).toEqual(only);
    const userinfo = (await (await userinfoRequest(access_token)).json()) as { organizations: unknown };
    expect(userinfo.organizations).toEqual(only);
  });

  it("a person with a profile elsewhere is not among the members while the request waits", async () => {
    const { name, who } = await newAccount("labfeelings");
    const username = name.replaceAll("-", ".");
    await dataOf(await send(who, "POST", "", { json: { username, displayName: "Pedido Pendente" } }), 201);
    await addMembership(await userIdOf(name), { organizationId: await organizationIdOf("eleve"), status: "pending" });
    const { who: member } = await newAccount("eleve");
    expect((await send(member, "GET", `/username/${username}`)).status).toBe(404);
    const page = await dataOf(await send(member, "GET", "/members?perPage=50"));
    expect((page.data as Array<{ displayName: string }>).map((person) => person.displayName)).not.toContain("Pedido Pendente");
  });
});

describe("the policy of an organization", () => {
  it("is set by an administrator only, audited with before and after; invitation-only refuses registration", async () => {
    const organization = await createOrganization("porta");
    const administrator = await createMember("adm", [{ slug: organization.slug, role: "Administrator" }]);
    const token = (await (await passwordGrant(administrator.username, TEST_PASSWORD)).json()) as { access_token: string };
    const admin = { token: token.access_token, tenant: organization.id };
    const policy = () => serviceRequest("GET", "/api/members/policy", { caller: admin });
    expect((await answer(await policy())).data!.Policy).toBe("approval");

    const user = await createMember("usr", [{ slug: organization.slug }]);
    const userToken = (await (await passwordGrant(user.username, TEST_PASSWORD)).json()) as { access_token: string };
    const asUser = { token: userToken.access_token, tenant: organization.id };
    expect((await serviceRequest("PUT", "/api/members/policy", { caller: asUser, body: { policy: "open" } })).status).toBe(403);
    expect((await serviceRequest("PUT", "/api/members/policy", { caller: admin, body: { policy: "aberta" } })).status).toBe(400);

    // A code asked for before the change is of no use after it.
    await postJson("/api/users/registration/start", { email: "antes@exemplo.com", organization: organization.slug });
    const code = await latestCode("antes@exemplo.com");
    const changed = await serviceRequest("PUT", "/api/members/policy", { caller: admin, body: { policy: "invitation" } });
    expect(changed.status).toBe(200);
    expect((await answer(await policy())).data!.Policy).toBe("invitation");
    expect(await auditRows(organization.id, "organization.membership_policy_changed")).toEqual([
      {
        actor_name: `Pessoa ${administrator.username.replace("adm-", "Teste ")}`,
        target_id: organization.id,
        target_label: `Organização ${organization.slug}`,
        detail: JSON.stringify({ from: "approval", to: "invitation" }),
      },
    ]);

    const closed = await register("fechada", organization.slug);
    expect(closed).toMatchObject({ status: 403, error: "registration_closed" });
    expect(closed.message).toBe(
      `Só é possível entrar em Organização ${organization.slug} por convite. Peça um convite a um administrador.`,
    );
    const late = await answer(
      await postJson("/api/users/registration/complete", {
        email: "antes@exemplo.com",
        code,
        username: "antes",
        givenName: "Antes",
        familyName: "Da Mudança",
        password: PASSWORD,
      }),
    );
    expect(late).toMatchObject({ status: 403, error: "registration_closed" });
    const accounts = await (await db()).selectFrom("users").select("id").where("username", "in", ["fechada", "antes"]).execute();
    expect(accounts).toEqual([]);
  });

  it("open lets a registration in at once", async () => {
    const organization = await createOrganization("aberta");
    await (
      await db()
    )
      .updateTable("organizations")
      .set({ membership_policy: "open" })
      .where("id", "=", organization.id)
      .execute();
    const completed = await register("livre", organization.slug);
    expect(completed.data!.Status).toBe("active");
    expect((await passwordGrant("livre", PASSWORD, { organization: organization.slug })).status).toBe(200);
  });
});
