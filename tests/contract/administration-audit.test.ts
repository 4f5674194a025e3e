/**
 * Administration through the auth service's API is recorded in the audit
 * log exactly as through the pages (docs/decisions/0026): the service that
 * makes the change writes one row, with its before and after, whoever
 * called it: /api/members, /api/invitations, /connect/register, the
 * invitation link, or the member page's post through the in-process client.
 * Blocking or disabling a member returns their open atendimentos to Não
 * atribuídos in the same write, each recorded.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { db } from "~/db/db.server";
import { changeTickets, createTicket } from "~/modules/crm/tickets.server";
import { memberAction } from "~/modules/administration/member-actions.server";
import { memberActionSchema } from "~/modules/administration/member-forms";
import { accessTokenFor } from "../support/auth-requests";
import { answer, callerFor, createMember, serviceRequest, TEST_PASSWORD, type Caller } from "../support/administration";
import { auditEventsOf } from "../support/audit-events";
import { newDesk } from "../support/crm-rows";
import { createUser } from "../support/factories";
import { messagesTo } from "../support/outbox";

const eleveAdmin = () => callerFor("admin-eleve", "eleve");
const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

const userIdOf = async (username: string) =>
  (await (await db()).selectFrom("users").select("id").where("username", "=", username).executeTakeFirstOrThrow()).id;

/** The audit rows of the organization about `targetId`, oldest first. */
const rowsAbout = async (organizationId: string, targetId: string) =>
  (await auditEventsOf({ organizationId })).filter((row) => row.target_id === targetId);

/** Runs `call` (which must answer `status`) and returns the audit rows about `targetId` it added. */
async function added(organizationId: string, targetId: string, status: number, call: () => Promise<Response>) {
  const before = (await rowsAbout(organizationId, targetId)).length;
  const response = await call();
  expect(response.status, await response.clone().text()).toBe(status);
  return (await rowsAbout(organizationId, targetId)).slice(before);
}

describe("member changes through /api/members", () => {
  it("each change writes one row, by the administrator, with before and after", async () => {
    const admin = await eleveAdmin();
    const adminId = await userIdOf("admin-eleve");
    const member = await createMember("auditado", [{ slug: "eleve" }]);
    const path = `/api/members/${member.id}`;
    const patch = (body: unknown) => () => serviceRequest("PATCH", path, { caller: admin, body });
    const post = (suffix: string) => () => serviceRequest("POST", `${path}/${suffix}`, { caller: admin });
    const target = { target_type: "member", target_id: member.id, actor_id: adminId };

    const steps: Array<[() => Promise<Response>, number, string, Record<string, unknown>]> = [
      [patch({ role: "Administrator" }), 200, "member.role_changed", { from: "Usuario", to: "Administrator" }],
      [patch({ status: "blocked" }), 200, "member.blocked", { from: "active", to: "blocked" }],
      [patch({ status: "active" }), 200, "member.unblocked", { from: "blocked", to: "active" }],
      [patch({ status: "disabled" }), 200, "member.disabled", { from: "active", to: "disabled" }],
      [patch({ status: "active" }), 200, "member.enabled", { from: "disabled", to: "active" }],
      [post("unlock"), 200, "member.unlocked", { "locked.from": "não", "locked.to": "não" }],
      [post("password-reset"), 202, "member.password_reset_sent", { email: member.email }],
      [
        () => serviceRequest("DELETE", path, { caller: admin }),
        200,
        "member.removed",
        { role: "Administrator", from: "active", to: "removed" },
      ],
    ];
    for (const [call, status, action, detail] of steps)
      expect(await added(admin.tenant, member.id, status, call)).toEqual([
        { ...target, action, target_label: `Pessoa Teste ${member.id.slice(0, 8)}`, detail },
      ]);
  });

  it("a change that changes nothing, or that the service refuses, writes nothing", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("inalterado", [{ slug: "eleve" }]);
    const path = `/api/members/${member.id}`;
    expect(
      await added(admin.tenant, member.id, 200, () =>
        serviceRequest("PATCH", path, { caller: admin, body: { role: "Usuario", status: "active" } }),
      ),
    ).toEqual([]);
    expect(
      await added(admin.tenant, member.id, 400, () => serviceRequest("PATCH", path, { caller: admin, body: { role: "Root" } })),
    ).toEqual([]);
    const usuario = await callerFor("usuario-eleve", "eleve");
    expect(
      await added(admin.tenant, member.id, 403, () =>
        serviceRequest("PATCH", path, { caller: usuario, body: { status: "blocked" } }),
      ),
    ).toEqual([]);
  });

  it("the member page's post, through the in-process client, writes the same single row", async () => {
    const admin = await eleveAdmin();
    const member = await createMember("pagina", [{ slug: "eleve" }]);
    const client = createAuthClient({ token: admin.token, tenantId: admin.tenant });
    const before = (await rowsAbout(admin.tenant, member.id)).length;
    const done = await memberAction(client, member.id, memberActionSchema.parse({ intent: "bloquear", confirmado: "sim" }));
    expect(done).toEqual({ body: { tone: "success", message: "Membro bloqueado." }, status: 200 });
    expect((await rowsAbout(admin.tenant, member.id)).slice(before)).toMatchObject([
      { action: "member.blocked", detail: { from: "active", to: "blocked" }, actor_id: await userIdOf("admin-eleve") },
    ]);
  });
});

describe("invitations and registration", () => {
  const linkToken = async (email: string) =>
    (await messagesTo(email))[0]?.text.match(/\/auth\/convite\/([A-Za-z0-9_-]{43})\?organization=eleve/)?.[1] ?? "";

  async function invite(admin: Caller, email: string, role: string) {
    const sent = await answer(await serviceRequest("POST", "/api/invitations", { caller: admin, body: { email, role } }));
    expect(sent.status).toBe(201);
    return sent.data!.InvitationId as string;
  }

  it("inviting an Administrator, resending and revoking write one row each, named by the e-mail", async () => {
    const admin = await eleveAdmin();
    const adminId = await userIdOf("admin-eleve");
    const email = newEmail("convite-admin");
    const id = await invite(admin, email, "Administrator");
    const rows = async () => rowsAbout(admin.tenant, id);
    expect(await rows()).toMatchObject([
      {
        action: "member.invited",
        target_type: "invitation",
        target_label: email,
        actor_id: adminId,
        detail: { role: "Administrator", expiresAt: expect.any(String) },
      },
    ]);
    expect(
      await added(admin.tenant, id, 200, () => serviceRequest("POST", `/api/invitations/${id}/resend`, { caller: admin })),
    ).toMatchObject([
      {
        action: "invitation.resent",
        target_label: email,
        detail: { role: "Administrator", "expiresAt.from": expect.any(String), "expiresAt.to": expect.any(String) },
      },
    ]);
    expect(
      await added(admin.tenant, id, 200, () => serviceRequest("DELETE", `/api/invitations/${id}`, { caller: admin })),
    ).toMatchObject([
      { action: "invitation.revoked", target_label: email, detail: { role: "Administrator", from: "invited", to: "revoked" } },
    ]);
    // Revoking again is refused and records nothing.
    expect(
      await added(admin.tenant, id, 409, () => serviceRequest("DELETE", `/api/invitations/${id}`, { caller: admin })),
    ).toEqual([]);
  });

  it("accepting an invitation with a new account is recorded by the person who accepted", async () => {
    const admin = await eleveAdmin();
    const email = newEmail("aceite");
    await invite(admin, email, "Usuario");
    const token = await linkToken(email);
    const username = `aceite-${randomUUID().slice(0, 8)}`;
    const created = await answer(
      await serviceRequest("POST", "/api/invitations/accept", {
        body: { token, username, givenName: "Marina", familyName: "Salles", password: TEST_PASSWORD },
      }),
    );
    expect(created.status).toBe(201);
    const userId = created.data!.UserId as string;
    expect(await rowsAbout(admin.tenant, userId)).toMatchObject([
      {
        action: "invitation.accepted",
        target_type: "member",
        target_label: "Marina Salles",
        actor_id: userId,
        detail: { role: "Usuario", from: "invited", to: "active" },
      },
    ]);
  });

  it("POST /connect/register of an administrator is recorded by the administrator who registered it", async () => {
    const admin = await eleveAdmin();
    const username = `registrado-${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const registered = await answer(
      await serviceRequest("POST", "/connect/register", {
        caller: admin,
        body: {
          email,
          username,
          givenName: "Lucas",
          familyName: "Tavares",
          password: TEST_PASSWORD,
          organization: "eleve",
          role: "Administrator",
        },
      }),
    );
    expect(registered.status).toBe(201);
    const userId = registered.data!.UserId as string;
    expect(await rowsAbout(admin.tenant, userId)).toEqual([
      {
        action: "member.registered",
        target_type: "member",
        target_id: userId,
        target_label: "Lucas Tavares",
        actor_id: await userIdOf("admin-eleve"),
        detail: { role: "Administrator", email },
      },
    ]);
  });
});

describe("a member shut out gives back their atendimentos", () => {
  it.each(["blocked", "disabled"] as const)(
    "when %s, their open atendimentos go to Não atribuídos, each recorded",
    async (status) => {
      const desk = await newDesk();
      const { organizationId } = desk.scope;
      const administrator = await createUser({
        givenName: "Clara",
        familyName: "Admin",
        password: TEST_PASSWORD,
        memberships: [{ organizationId, role: "Administrator", primary: true }],
      });
      const caller = { token: await accessTokenFor(administrator.username, TEST_PASSWORD), tenant: organizationId };
      const open = async (assigneeId: string, subject: string) =>
        (
          await createTicket(desk.scope, {
            subject,
            contactId: desk.contact,
            channel: "email",
            priority: "alta",
            message: "Olá.",
            messageFrom: "contato",
            assigneeId,
          })
        ).id;
      const first = await open(desk.colleague, "Pedido atrasado");
      const second = await open(desk.colleague, "Troca de produto");
      const resolved = await open(desk.colleague, "Dúvida resolvida");
      expect(await changeTickets(desk.scope, [resolved], { kind: "status", status: "resolvido" })).toEqual({ changed: 1 });
      const someoneElse = await open(desk.scope.userId, "Outro responsável");

      const response = await serviceRequest("PATCH", `/api/members/${desk.colleague}`, { caller, body: { status } });
      expect(response.status).toBe(200);

      const database = await db();
      const assignees = Object.fromEntries(
        (
          await database
            .selectFrom("crm_tickets")
            .select(["id", "assignee_id"])
            .where("organization_id", "=", organizationId)
            .execute()
        ).map((row) => [row.id, row.assignee_id]),
      );
      expect(assignees).toEqual({ [first]: null, [second]: null, [resolved]: desk.colleague, [someoneElse]: desk.scope.userId });
      const timeline = await database
        .selectFrom("crm_timeline")
        .select(["ticket_id", "author_id", "detail"])
        .where("organization_id", "=", organizationId)
        .where("kind", "=", "evento")
        .where("ticket_id", "in", [first, second])
        .execute();
      expect(timeline.filter((entry) => JSON.parse(entry.detail!).field === "assignee")).toEqual(
        expect.arrayContaining(
          [first, second].map((ticketId) => ({
            ticket_id: ticketId,
            author_id: administrator.id,
            detail: JSON.stringify({ field: "assignee", from: desk.colleague, to: null }),
          })),
        ),
      );
      const released = (await auditEventsOf(desk.scope)).filter((row) => row.action === "ticket.unassigned");
      expect(released.map((row) => row.target_id).sort()).toEqual([first, second].sort());
      expect(released[0]).toMatchObject({
        target_type: "ticket",
        actor_id: administrator.id,
        detail: { "assignee.from": "Bruno Souza", "assignee.to": "Não atribuídos" },
      });
      expect(released.map((row) => row.target_label).sort()).toEqual([
        expect.stringMatching(/^AT-\d{6} - Pedido atrasado$/),
        expect.stringMatching(/^AT-\d{6} - Troca de produto$/),
      ]);
    },
  );
});
