/**
 * Contract of the members endpoints of the auth service (docs/auth-api.md
 * "Members and invitations"): every status of /api/members and
 * /api/members/{userId}, tenant-checked, on the database of this run; and
 * the auth client's calls, in process and over HTTP.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { db } from "~/db/db.server";
import { recordEvent } from "~/db/rate-limit.server";
import { accountPairPrefix, PAIR_BUCKET } from "~/services/auth/limits.server";
import { afterResponseSettled } from "~/services/shared/after-response.server";
import { failureOf, passwordGrant } from "../support/auth-requests";
import { answer, callerFor, createMember, serviceRequest, TEST_PASSWORD, type Caller } from "../support/administration";
import { authServiceFor } from "../support/auth-service-server";
import { createOrganization, createUser, organizationIdOf } from "../support/factories";
import { messagesTo } from "../support/outbox";

const signIn = async (username: string, organization?: string) => {
  const response = await passwordGrant(username, TEST_PASSWORD, organization ? { organization } : {});
  const body = (await response.json()) as { access_token?: string; error?: string; Data?: { Message: string } };
  return { status: response.status, token: body.access_token, error: body.error, message: body.Data?.Message };
};

const eleveAdmin = () => callerFor("admin-eleve", "eleve");

describe("who may call", () => {
  it("answers 401 without a token, 400 without X-TenantId, 403 outside the tenant or for a Usuario", async () => {
    expect((await answer(await serviceRequest("GET", "/api/members"))).status).toBe(401);
    const admin = await eleveAdmin();
    const noTenant = await serviceRequest("GET", "/api/members", {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(noTenant.status).toBe(400);
    const otherTenant = await callerFor("admin-eleve", "sereno");
    expect((await answer(await serviceRequest("GET", "/api/members", { caller: otherTenant }))).status).toBe(403);
    const usuario = await callerFor("usuario-eleve", "eleve");
    for (const [method, path] of [
      ["GET", "/api/members"],
      ["GET", `/api/members/${randomUUID()}`],
      ["DELETE", `/api/members/${randomUUID()}`],
      ["POST", `/api/members/${randomUUID()}/unlock`],
    ] as const) {
      const refused = await answer(await serviceRequest(method, path, { caller: usuario }));
      expect(refused).toMatchObject({
        status: 403,
        error: "access_denied",
        message: "Apenas administradores da organização podem gerenciar membros.",
      });
    }
  });

  it("answers 405 for a method the path does not take", async () => {
    const response = await serviceRequest("PUT", `/api/members/${randomUUID()}`, { caller: await eleveAdmin() });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PATCH, DELETE");
  });
});

describe("GET /api/members", () => {
  it("lists members and pending invitations, filtered, sorted and paged", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("lista", [{ slug: "eleve", status: "blocked" }]);
    const invited = `convidado-${randomUUID().slice(0, 8)}@example.com`;
    expect(
      (await serviceRequest("POST", "/api/invitations", { caller: admin, body: { email: invited, role: "Usuario" } })).status,
    ).toBe(201);

    const all = await answer(await serviceRequest("GET", "/api/members?pageSize=100", { caller: admin }));
    expect(all.status).toBe(200);
    const emails = all.data!.Items.map((row: { Email: string }) => row.Email);
    expect(emails).toContain("admin@eleve.example.com");
    expect(emails).toContain(member.email);
    expect(emails).toContain(invited);
    expect(all.data!.Items.find((row: { Email: string }) => row.Email === invited)).toMatchObject({
      Kind: "invitation",
      Name: null,
      Status: "invited",
      Role: "Usuario",
    });
    expect(emails).not.toContain("admin@sereno.example.com");

    const search = await answer(
      await serviceRequest("GET", `/api/members?q=${member.username.toUpperCase()}&status=blocked`, { caller: admin }),
    );
    expect(search.data).toMatchObject({ Total: 1, Page: 1, Items: [{ Id: member.id, Status: "blocked", Kind: "member" }] });

    const invitedOnly = await answer(await serviceRequest("GET", "/api/members?status=invited", { caller: admin }));
    expect(invitedOnly.data!.Items.every((row: { Kind: string }) => row.Kind === "invitation")).toBe(true);

    const admins = await answer(await serviceRequest("GET", "/api/members?role=Administrator&pageSize=100", { caller: admin }));
    expect(admins.data!.Items.map((row: { Email: string }) => row.Email)).toContain("admin@eleve.example.com");
    expect(admins.data!.Items.map((row: { Email: string }) => row.Email)).not.toContain("usuario@eleve.example.com");

    const byEmail = await answer(
      await serviceRequest("GET", "/api/members?sort=email&order=desc&pageSize=100", { caller: admin }),
    );
    const sorted = byEmail.data!.Items.map((row: { Email: string }) => row.Email);
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a, "pt-BR")));

    const page = await answer(await serviceRequest("GET", "/api/members?pageSize=2&page=2&q=", { caller: admin }));
    expect(page.data).toMatchObject({ Page: 2, PageSize: 2, Total: all.data!.Total });
    expect(page.data!.Items).toHaveLength(2);
  });

  it("forgives a typo in a name as the user search does, after the members found as typed", async () => {
    const admin = await eleveAdmin();
    const eleve = await organizationIdOf("eleve");
    const sousa = await createUser({ givenName: "Jurandir", familyName: "Sousa", memberships: [{ organizationId: eleve }] });
    const costa = await createUser({ givenName: "Jurandyr", familyName: "Costa", memberships: [{ organizationId: eleve }] });
    const sereno = await organizationIdOf("sereno");
    await createUser({ givenName: "Jurandir", familyName: "Souza", memberships: [{ organizationId: sereno }] });
    const ids = async (q: string, more = "") => {
      const found = await answer(
        await serviceRequest("GET", `/api/members?q=${encodeURIComponent(q)}${more}`, { caller: admin }),
      );
      return found.data!.Items.map((row: { Id: string }) => row.Id);
    };
    expect(await ids("jurandyr souza")).toEqual([sousa.id]);
    expect(await ids("jurandyr")).toEqual([costa.id, sousa.id]);
    expect(await ids("urandir")).toEqual([sousa.id]);
    expect(await ids("jurandyr sousa de")).toEqual([sousa.id]);
    expect(await ids("jurandyr", "&pageSize=1")).toEqual([costa.id]);
    expect(await ids("jurandyr xavier")).toEqual([]);
  });

  it.each([
    ["q", `q=${"a".repeat(101)}`, "A busca deve ter no máximo 100 caracteres."],
    ["status", "status=ativo", "Situação inválida: use active, blocked, disabled ou invited."],
    ["role", "role=Dono", "Papel deve ser Usuario ou Administrator."],
    ["sort", "sort=senha", "Ordenação inválida: use name, email, role, status ou lastLogin."],
    ["page", "page=0", "Página inválida."],
    ["page size", "pageSize=101", "Tamanho de página inválido: de 1 a 100."],
  ])("answers 400 for a bad %s", async (_, query, message) => {
    const refused = await answer(await serviceRequest("GET", `/api/members?${query}`, { caller: await eleveAdmin() }));
    expect(refused).toMatchObject({ status: 400, error: "invalid_request", message });
  });
});

describe("GET /api/members/{userId}", () => {
  it("answers the member, with the temporary lock and the last-administrator flag", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("detalhe", [{ slug: "eleve" }]);
    const detail = await answer(await serviceRequest("GET", `/api/members/${member.id}`, { caller: admin }));
    expect(detail.data).toMatchObject({
      Id: member.id,
      Username: member.username,
      Email: member.email,
      Role: "Usuario",
      Status: "active",
      Locked: false,
      LastAdministrator: false,
    });
    for (let i = 0; i < 5; i++) await recordEvent(await db(), PAIR_BUCKET, `${accountPairPrefix(member.id)}10.0.0.9`);
    const locked = await answer(await serviceRequest("GET", `/api/members/${member.id}`, { caller: admin }));
    expect(locked.data!.Locked).toBe(true);
    const unlocked = await answer(await serviceRequest("POST", `/api/members/${member.id}/unlock`, { caller: admin }));
    expect(unlocked).toMatchObject({ status: 200, message: "Bloqueio temporário removido." });
    expect((await answer(await serviceRequest("GET", `/api/members/${member.id}`, { caller: admin }))).data!.Locked).toBe(false);
  });

  it("answers 404 for a member of another organization, an unknown id or one that is not a UUID", async () => {
    const admin = await eleveAdmin();
    const stranger = await createMember("estranho", [{ slug: "sereno" }]);
    for (const id of [stranger.id, randomUUID(), "nao-e-um-id", "%E0%A4%A"]) {
      for (const [method, path, body] of [
        ["GET", `/api/members/${id}`, undefined],
        ["PATCH", `/api/members/${id}`, { status: "blocked" }],
        ["DELETE", `/api/members/${id}`, undefined],
        ["POST", `/api/members/${id}/unlock`, undefined],
        ["POST", `/api/members/${id}/password-reset`, undefined],
      ] as const) {
        const refused = await answer(await serviceRequest(method, path, { caller: admin, body }));
        expect(refused.status, `${method} ${path}`).toBe(404);
      }
    }
    const sereno = await callerFor("admin-sereno", "sereno");
    const ok = await answer(await serviceRequest("GET", `/api/members/${stranger.id}`, { caller: sereno }));
    expect(ok.data).toMatchObject({ Id: stranger.id, Status: "active" });
  });
});

describe("PATCH /api/members/{userId}", () => {
  it("changes role and state, revokes the member's tokens, and sign-in tells the state", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("estado", [{ slug: "eleve" }]);
    const patch = (body: unknown) => serviceRequest("PATCH", `/api/members/${member.id}`, { caller: admin, body });

    const session = await signIn(member.username, "eleve");
    expect(session.status).toBe(200);
    const memberCaller: Caller = { token: session.token!, tenant: admin.tenant };
    expect(await answer(await patch({ role: "Administrator" }))).toMatchObject({ status: 200, message: "Papel alterado." });
    // The role change ended the member's session: the old token is no longer accepted.
    expect((await serviceRequest("GET", "/api/members", { caller: memberCaller })).status).toBe(401);

    expect(await answer(await patch({ status: "blocked" }))).toMatchObject({ status: 200, message: "Membro bloqueado." });
    expect(await signIn(member.username, "eleve")).toMatchObject({ status: 403, error: "account_blocked" });
    expect((await signIn(member.username, "eleve")).message).toContain("bloqueado");
    expect(await answer(await patch({ status: "active" }))).toMatchObject({ status: 200, message: "Membro desbloqueado." });

    expect(await answer(await patch({ status: "disabled" }))).toMatchObject({ status: 200, message: "Membro desabilitado." });
    const disabled = await signIn(member.username);
    expect(disabled).toMatchObject({ status: 403, error: "account_disabled" });
    expect(disabled.message).toContain("desabilitada");
    expect(await answer(await patch({ status: "active" }))).toMatchObject({ status: 200, message: "Membro reabilitado." });
    expect((await signIn(member.username, "eleve")).status).toBe(200);
  });

  it.each([
    [{ role: "Dono" }, "Papel deve ser Usuario ou Administrator."],
    [{ status: "invited" }, "Situação deve ser active, blocked ou disabled."],
    [{}, "Informe o papel ou a situação."],
  ])("answers 400 for %j", async (body, message) => {
    const member = await createMember("invalido", [{ slug: "eleve" }]);
    const refused = await answer(
      await serviceRequest("PATCH", `/api/members/${member.id}`, { caller: await eleveAdmin(), body }),
    );
    expect(refused).toMatchObject({ status: 400, error: "invalid_request", message });
  });

  it("keeps a membership blocked in one organization from the others", async () => {
    const multi = await createMember("multi", [{ slug: "eleve" }, { slug: "labfeelings" }]);
    const admin = await eleveAdmin();
    await serviceRequest("PATCH", `/api/members/${multi.id}`, { caller: admin, body: { status: "blocked" } });
    expect((await signIn(multi.username, "eleve")).status).toBe(403);
    const elsewhere = await signIn(multi.username, "labfeelings");
    expect(elsewhere.status).toBe(200);
    const claims = JSON.parse(Buffer.from(elsewhere.token!.split(".")[1]!, "base64url").toString());
    expect(claims.organizations.map((o: { name: string }) => o.name)).toEqual(["labfeelings"]);
    expect(
      (await serviceRequest("GET", "/api/members", { caller: { token: elsewhere.token!, tenant: admin.tenant } })).status,
    ).toBe(403);
    // Without an organization: fine while one membership is active; the primary's refusal once none is.
    expect((await signIn(multi.username)).status).toBe(200);
    await (
      await db()
    )
      .updateTable("memberships")
      .set({ status: "disabled" })
      .where("user_id", "=", multi.id)
      .where("organization_id", "!=", admin.tenant)
      .execute();
    expect(await signIn(multi.username)).toMatchObject({ status: 403, error: "account_blocked" });
  });
});

describe("the last administrator", () => {
  it("cannot be demoted, blocked, disabled or removed, even by themself", async () => {
    const organization = await createOrganization("ultima");
    const only = await createMember("unico", [{ slug: organization.slug, role: "Administrator" }]);
    const session = await signIn(only.username, organization.slug);
    const caller: Caller = { token: session.token!, tenant: organization.id };
    const detail = await answer(await serviceRequest("GET", `/api/members/${only.id}`, { caller }));
    expect(detail.data!.LastAdministrator).toBe(true);
    for (const [method, body, verb] of [
      ["PATCH", { role: "Usuario" }, "rebaixar"],
      ["PATCH", { status: "blocked" }, "bloquear"],
      ["PATCH", { status: "disabled" }, "desabilitar"],
      ["DELETE", undefined, "remover"],
    ] as const) {
      const refused = await answer(await serviceRequest(method, `/api/members/${only.id}`, { caller, body }));
      expect(refused).toMatchObject({
        status: 409,
        error: "last_administrator",
        message: `Não é possível ${verb} o último administrador da organização. Promova outro membro antes.`,
      });
    }
    expect((await serviceRequest("GET", "/api/members", { caller })).status).toBe(200);
  });

  it("leaves one administrator when two demote each other at once", async () => {
    const organization = await createOrganization("dupla");
    const first = await createMember("primeiro", [{ slug: organization.slug, role: "Administrator" }]);
    const second = await createMember("segundo", [{ slug: organization.slug, role: "Administrator" }]);
    const callerOf = async (username: string) => ({
      token: (await signIn(username, organization.slug)).token!,
      tenant: organization.id,
    });
    const [byFirst, bySecond] = await Promise.all([callerOf(first.username), callerOf(second.username)]);
    const statuses = (
      await Promise.all([
        serviceRequest("PATCH", `/api/members/${second.id}`, { caller: byFirst, body: { role: "Usuario" } }),
        serviceRequest("PATCH", `/api/members/${first.id}`, { caller: bySecond, body: { role: "Usuario" } }),
      ])
    ).map((response) => response.status);
    // The second write either sees the first's demotion (409) or its caller's token already revoked (401).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const roles = await (
      await db()
    )
      .selectFrom("memberships")
      .select("role")
      .where("organization_id", "=", organization.id)
      .execute();
    expect(roles.filter((row) => row.role === "Administrator")).toHaveLength(1);
  });
});

describe("DELETE /api/members/{userId}", () => {
  it("ends the membership, revokes tokens and makes another membership primary", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("removido", [{ slug: "eleve" }, { slug: "labfeelings" }]);
    const session = await signIn(member.username, "eleve");
    const removed = await answer(await serviceRequest("DELETE", `/api/members/${member.id}`, { caller: admin }));
    expect(removed).toMatchObject({ status: 200, message: "Membro removido da organização." });
    const memberships = await (
      await db()
    )
      .selectFrom("memberships")
      .select(["organization_id", "is_primary"])
      .where("user_id", "=", member.id)
      .execute();
    expect(memberships).toEqual([{ organization_id: expect.any(String), is_primary: 1 }]);
    expect(memberships[0]!.organization_id).not.toBe(admin.tenant);
    const stale = { token: session.token!, tenant: memberships[0]!.organization_id };
    expect((await serviceRequest("GET", "/api/members", { caller: stale })).status).toBe(401);
    expect((await answer(await serviceRequest("DELETE", `/api/members/${member.id}`, { caller: admin }))).status).toBe(404);
  });
});

describe("POST /api/members/{userId}/password-reset", () => {
  it("e-mails a reset code, within the per-e-mail limit", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("senha", [{ slug: "eleve" }]);
    const send = () => serviceRequest("POST", `/api/members/${member.id}/password-reset`, { caller: admin });
    expect(await answer(await send())).toMatchObject({
      status: 202,
      message: "Enviamos um código de redefinição para o e-mail do membro.",
    });
    expect((await messagesTo(member.email))[0]?.subject).toMatch(/^Código para redefinir sua senha: \d{6}$/);
    await send();
    await send();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    await afterResponseSettled();
  });
});

describe.each([
  ["in process", false],
  ["over HTTP", true],
])("through the auth client, %s", (_, overHttp) => {
  const service = authServiceFor(overHttp);
  const clientFor = (caller: Caller) => createAuthClient({ token: caller.token, tenantId: caller.tenant, ...service() });

  it("lists, reads, changes, unlocks, resets and removes a member, and throws the service's statuses", async () => {
    const client = clientFor(await eleveAdmin());
    const member = await createMember("cliente", [{ slug: "eleve" }]);
    const page = await client.listMembers({ q: member.email, sort: "lastLogin", order: "desc" });
    expect(page).toMatchObject({ Total: 1, Items: [{ Id: member.id, Kind: "member" }] });
    expect(await client.getMember(member.id)).toMatchObject({ Id: member.id, Status: "active", LastAdministrator: false });
    expect(await client.updateMember(member.id, { status: "blocked" })).toBe("Membro bloqueado.");
    expect(await client.updateMember(member.id, { status: "active", role: "Administrator" })).toBe("Papel alterado.");
    expect(await client.unlockMember(member.id)).toBe("Bloqueio temporário removido.");
    expect(await client.sendMemberPasswordReset(member.id)).toBe("Enviamos um código de redefinição para o e-mail do membro.");
    expect(await client.removeMember(member.id)).toBe("Membro removido da organização.");

    const missing = await failureOf(client.getMember(member.id));
    expect([missing.status, missing.serverMessage]).toEqual([404, "Membro não encontrado."]);
    const bad = await failureOf(client.updateMember(randomUUID(), { role: "Dono" as "Usuario" }));
    expect([bad.status, bad.serverMessage]).toEqual([400, "Papel deve ser Usuario ou Administrator."]);
    const badQuery = await failureOf(client.listMembers({ q: "x".repeat(101) }));
    expect(badQuery.status).toBe(400);
    const usuario = clientFor(await callerFor("usuario-eleve", "eleve"));
    const refused = await failureOf(usuario.listMembers());
    expect([refused.status, refused.serverMessage]).toEqual([
      403,
      "Apenas administradores da organização podem gerenciar membros.",
    ]);
    await afterResponseSettled();
  });

  it("throws 409 with the reason for the last administrator", async () => {
    const organization = await createOrganization("cliente-ultimo");
    const only = await createMember("so", [{ slug: organization.slug, role: "Administrator" }]);
    const client = clientFor({ token: (await signIn(only.username, organization.slug)).token!, tenant: organization.id });
    const refused = await failureOf(client.removeMember(only.id));
    expect([refused.status, refused.serverMessage]).toEqual([
      409,
      "Não é possível remover o último administrador da organização. Promova outro membro antes.",
    ]);
  });
});
