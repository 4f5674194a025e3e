/**
 * Contract of the invitations endpoints of the auth service (docs/auth-api.md
 * "Members and invitations"): sending, resending and revoking (tenant
 * checked), the e-mailed link, lookup and both ways of accepting, every
 * status, on the database of this run; and the auth client's calls, in
 * process and over HTTP.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { PASSWORD_MESSAGES } from "~/config/password-policy";
import { INVITATION_TTL_MS } from "~/contracts/members";
import { db } from "~/db/db.server";
import { failureOf, passwordGrant } from "../support/auth-requests";
import { signedInSession } from "../support/factories";
import { answer, callerFor, createMember, serviceRequest, TEST_PASSWORD, type Caller } from "../support/administration";
import { authServiceFor } from "../support/auth-service-server";
import { messagesTo } from "../support/outbox";

const eleveAdmin = () => callerFor("admin-eleve", "eleve");
const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The token of the newest invitation link e-mailed to `email`. */
const linkToken = (text: string) => text.match(/\/auth\/convite\/([A-Za-z0-9_-]{43})\?organization=eleve/)?.[1];

/** The link of the newest invitation e-mail to `email`, or of the one whose link is not `other` (e-mails are sent after the answer, so their order in the outbox is not the order of the calls). */
async function linkTokenFor(email: string, other?: string): Promise<string> {
  const tokens = (await messagesTo(email)).map((message) => linkToken(message.text));
  const token = other ? tokens.find((candidate) => candidate && candidate !== other) : tokens[0];
  if (!token) throw new Error(`no invitation link was sent to ${email}`);
  return token;
}

async function invite(caller: Caller, email: string, role = "Usuario") {
  return answer(await serviceRequest("POST", "/api/invitations", { caller, body: { email, role } }));
}

const lookup = async (token: string) => answer(await serviceRequest("POST", "/api/invitations/lookup", { body: { token } }));

const newAccount = (token: string, username: string, extra: Record<string, string> = {}) =>
  serviceRequest("POST", "/api/invitations/accept", {
    body: { token, username, givenName: "Nova", familyName: "Pessoa", password: TEST_PASSWORD, ...extra },
  });

describe("POST /api/invitations", () => {
  it("records the invitation and e-mails a link that expires in 7 days", async () => {
    const email = newEmail("convite");
    const before = Date.now();
    const sent = await invite(await eleveAdmin(), email.toUpperCase(), "Administrator");
    expect(sent).toMatchObject({ status: 201, message: `Convite enviado para ${email}.` });
    const expiresIn = Date.parse(sent.data!.ExpiresAt) - before;
    expect(expiresIn).toBeGreaterThanOrEqual(INVITATION_TTL_MS);
    expect(expiresIn).toBeLessThan(INVITATION_TTL_MS + 60_000);
    const [message] = await messagesTo(email);
    expect(message?.subject).toBe("Convite para Eleve");
    expect(message?.html).toContain("/auth/convite/");
    const token = await linkTokenFor(email);
    const stored = await (
      await db()
    )
      .selectFrom("invitations")
      .select(["token_hash", "role", "email"])
      .where("id", "=", sent.data!.InvitationId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ role: "Administrator", email });
    expect(stored.token_hash).not.toContain(token);
    expect(await lookup(token)).toMatchObject({
      status: 200,
      data: { Email: email, Role: "Administrator", Organization: { Slug: "eleve", Name: "Eleve" }, HasAccount: false },
    });
  });

  it.each([
    [{ email: "nao-e-email", role: "Usuario" }, "Informe um e-mail válido."],
    [{ email: newEmail("papel"), role: "Dono" }, "Papel deve ser Usuario ou Administrator."],
    [{ email: newEmail("sem-papel") }, "Papel deve ser Usuario ou Administrator."],
  ])("answers 400 for %j", async (body, message) => {
    const refused = await answer(await serviceRequest("POST", "/api/invitations", { caller: await eleveAdmin(), body }));
    expect(refused).toMatchObject({ status: 400, error: "invalid_request", message });
  });

  it("answers 409 for a member's e-mail and for a second pending invitation", async () => {
    const admin = await eleveAdmin();
    expect(await invite(admin, "usuario@eleve.example.com")).toMatchObject({
      status: 409,
      error: "already_member",
      message: "Este e-mail já pertence a um membro da organização.",
    });
    const email = newEmail("duplo");
    expect((await invite(admin, email)).status).toBe(201);
    expect(await invite(admin, email, "Administrator")).toMatchObject({
      status: 409,
      error: "invitation_pending",
      message: "Já existe um convite pendente para este e-mail. Reenvie-o na lista de membros.",
    });
    // Another organization may invite the same e-mail.
    expect((await invite(await callerFor("admin-sereno", "sereno"), email)).status).toBe(201);
  });

  it("answers 401 without a token and 403 for a Usuario", async () => {
    expect((await serviceRequest("POST", "/api/invitations", { body: { email: newEmail("x"), role: "Usuario" } })).status).toBe(
      401,
    );
    expect((await invite(await callerFor("usuario-eleve", "eleve"), newEmail("y"))).status).toBe(403);
  });
});

describe("resend and revoke", () => {
  it("resending replaces the link; revoking closes it; both 409 once closed", async () => {
    const admin = await eleveAdmin();
    const email = newEmail("reenvio");
    const { data } = await invite(admin, email);
    const id = data!.InvitationId as string;
    const first = await linkTokenFor(email);
    const resent = await answer(await serviceRequest("POST", `/api/invitations/${id}/resend`, { caller: admin }));
    expect(resent).toMatchObject({ status: 200, message: "Convite reenviado." });
    const second = await linkTokenFor(email, first);
    expect(await lookup(first)).toMatchObject({ status: 404, error: "invitation_not_found" });
    expect((await lookup(second)).status).toBe(200);

    const revoked = await answer(await serviceRequest("DELETE", `/api/invitations/${id}`, { caller: admin }));
    expect(revoked).toMatchObject({ status: 200, message: "Convite revogado." });
    expect(await lookup(second)).toMatchObject({
      status: 410,
      error: "invitation_revoked",
      message: "Este convite foi cancelado pelo administrador.",
    });
    for (const [method, path] of [
      ["POST", `/api/invitations/${id}/resend`],
      ["DELETE", `/api/invitations/${id}`],
    ] as const) {
      expect(await answer(await serviceRequest(method, path, { caller: admin }))).toMatchObject({
        status: 409,
        error: "invitation_closed",
        message: "Este convite já foi aceito ou revogado.",
      });
    }
    // A closed invitation frees the e-mail for a new one.
    expect((await invite(admin, email)).status).toBe(201);
  });

  it("answers 404 for another organization's invitation, an unknown id or one that is not a UUID", async () => {
    const sereno = await callerFor("admin-sereno", "sereno");
    const { data } = await invite(sereno, newEmail("alheio"));
    const admin = await eleveAdmin();
    for (const id of [data!.InvitationId as string, randomUUID(), "qualquer"]) {
      for (const [method, path] of [
        ["POST", `/api/invitations/${id}/resend`],
        ["DELETE", `/api/invitations/${id}`],
      ] as const) {
        expect(await answer(await serviceRequest(method, path, { caller: admin }))).toMatchObject({
          status: 404,
          message: "Convite não encontrado.",
        });
      }
    }
  });
});

describe("POST /api/invitations/lookup", () => {
  it("answers 404 for an unknown token, 410 for an expired one and 400 without one", async () => {
    expect(await lookup("x".repeat(43))).toMatchObject({
      status: 404,
      error: "invitation_not_found",
      message: "Convite não encontrado. Confira o link ou peça um novo convite.",
    });
    const email = newEmail("expirado");
    const { data } = await invite(await eleveAdmin(), email);
    const token = await linkTokenFor(email);
    await (
      await db()
    )
      .updateTable("invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("id", "=", data!.InvitationId)
      .execute();
    expect(await lookup(token)).toMatchObject({
      status: 410,
      error: "invitation_expired",
      message: "Este convite expirou. Peça um novo ao administrador da organização.",
    });
    expect((await newAccount(token, `exp-${randomUUID().slice(0, 8)}`)).status).toBe(410);
    const list = await answer(
      await serviceRequest("GET", "/api/members?status=invited&pageSize=100", { caller: await eleveAdmin() }),
    );
    expect(list.data!.Items.map((row: { Email: string }) => row.Email)).toContain(email);
    expect((await answer(await serviceRequest("POST", "/api/invitations/lookup", { body: {} }))).status).toBe(400);
  });
});

describe("POST /api/invitations/accept without an account", () => {
  it("creates the account with the invited e-mail and role, once", async () => {
    const email = newEmail("novo");
    await invite(await eleveAdmin(), email);
    const token = await linkTokenFor(email);
    const username = `novo-${randomUUID().slice(0, 8)}`;
    const created = await answer(await newAccount(token, username));
    expect(created).toMatchObject({ status: 201, message: "Conta criada com sucesso.", data: { Username: username } });
    const grant = await passwordGrant(username, TEST_PASSWORD, { organization: "eleve" });
    expect(grant.status).toBe(200);
    const claims = JSON.parse(
      Buffer.from(((await grant.json()) as { access_token: string }).access_token.split(".")[1]!, "base64url").toString(),
    );
    expect(claims).toMatchObject({ email, organizations: [{ name: "eleve", role: "Usuario", isPrimary: true }] });
    expect(await lookup(token)).toMatchObject({ status: 410, error: "invitation_used", message: "Este convite já foi usado." });
    expect((await answer(await newAccount(token, `outro-${randomUUID().slice(0, 8)}`))).status).toBe(410);
  });

  it("spends a link once when two sign-ups race", async () => {
    const email = newEmail("corrida");
    await invite(await eleveAdmin(), email);
    const token = await linkTokenFor(email);
    const statuses = (
      await Promise.all([newAccount(token, `a-${randomUUID().slice(0, 8)}`), newAccount(token, `b-${randomUUID().slice(0, 8)}`)])
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([201, expect.any(Number)]);
    expect(statuses[1]).toBeGreaterThanOrEqual(409);
    const accounts = await (await db()).selectFrom("users").select("id").where("email", "=", email).execute();
    expect(accounts).toHaveLength(1);
  });

  it("answers 400 for bad fields, a weak password or a taken user name, and 409 for an e-mail with an account", async () => {
    const email = newEmail("campos");
    await invite(await eleveAdmin(), email);
    const token = await linkTokenFor(email);
    expect(await answer(await newAccount(token, "x"))).toMatchObject({
      status: 400,
      message: "O nome de usuário deve ter pelo menos 3 caracteres.",
    });
    expect(await answer(await newAccount(token, `fraca-${randomUUID().slice(0, 4)}`, { password: "12345678" }))).toMatchObject({
      status: 400,
      error: "invalid_request",
    });
    expect(await answer(await newAccount(token, `fraca-${randomUUID().slice(0, 4)}`, { password: "Eleve@2026" }))).toMatchObject({
      status: 400,
      message: PASSWORD_MESSAGES.context,
    });
    expect(await answer(await newAccount(token, "admin-eleve"))).toMatchObject({
      status: 400,
      error: "username_taken",
    });
    expect((await lookup(token)).status).toBe(200);

    const member = await createMember("existente", [{ slug: "labfeelings" }]);
    await invite(await eleveAdmin(), member.email);
    const theirs = await linkTokenFor(member.email);
    expect((await lookup(theirs)).data!.HasAccount).toBe(true);
    expect(await answer(await newAccount(theirs, `dup-${randomUUID().slice(0, 8)}`))).toMatchObject({
      status: 409,
      error: "email_already_registered",
      message: "Este e-mail já tem uma conta. Entre para aceitar o convite.",
    });
  });
});

describe("POST /api/invitations/accept with an account", () => {
  const accept = (token: string, bearer: string) =>
    serviceRequest("POST", "/api/invitations/accept", { body: { token }, headers: { Authorization: `Bearer ${bearer}` } });

  it("adds the membership, not primary, to the invited account; once", async () => {
    const member = await createMember("aceita", [{ slug: "labfeelings" }]);
    await invite(await eleveAdmin(), member.email, "Administrator");
    const token = await linkTokenFor(member.email);
    const session = await signedInSession(member.username, { password: TEST_PASSWORD });

    const other = (await (await passwordGrant("usuario-sereno", "Demo@2026")).json()) as { access_token: string };
    expect(await answer(await accept(token, other.access_token))).toMatchObject({
      status: 403,
      error: "access_denied",
      message: "Este convite foi enviado para outro e-mail.",
    });
    expect((await accept(token, "nao-e-um-token")).status).toBe(401);

    expect(await answer(await accept(token, session.accessToken))).toMatchObject({
      status: 200,
      message: "Convite aceito.",
      data: { Organization: "eleve" },
    });
    const memberships = await (
      await db()
    )
      .selectFrom("memberships")
      .innerJoin("organizations", "organizations.id", "memberships.organization_id")
      .select(["organizations.slug", "memberships.role", "memberships.is_primary"])
      .where("user_id", "=", member.id)
      .orderBy("organizations.slug")
      .execute();
    expect(memberships).toEqual([
      { slug: "eleve", role: "Administrator", is_primary: 0 },
      { slug: "labfeelings", role: "Usuario", is_primary: 1 },
    ]);
    expect(await answer(await accept(token, session.accessToken))).toMatchObject({ status: 410, error: "invitation_used" });
    const userinfo = await serviceRequest("GET", "/connect/userinfo", {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(((await userinfo.json()) as { organizations: unknown[] }).organizations).toHaveLength(2);
  });
});

describe.each([
  ["in process", false],
  ["over HTTP", true],
])("through the auth client, %s", (_, overHttp) => {
  const service = authServiceFor(overHttp);
  const clientFor = (options: { token?: string; tenantId?: string } = {}) => createAuthClient({ ...options, ...service() });

  it("invites, resends, revokes, looks up and accepts, and throws the service's statuses", async () => {
    const admin = await eleveAdmin();
    const client = clientFor({ token: admin.token, tenantId: admin.tenant });
    const email = newEmail("cliente");
    const invited = await client.invite({ email, role: "Usuario" });
    expect(invited.message).toBe(`Convite enviado para ${email}.`);
    const first = await linkTokenFor(email);
    expect(await client.resendInvitation(invited.id)).toBe("Convite reenviado.");
    const token = await linkTokenFor(email, first);
    expect((await failureOf(clientFor().lookupInvitation(first))).status).toBe(404);
    expect(await clientFor().lookupInvitation(token)).toMatchObject({ Email: email, Role: "Usuario", HasAccount: false });
    const username = `cli-${randomUUID().slice(0, 8)}`;
    await clientFor().acceptInvitationWithNewAccount({
      token,
      username,
      givenName: "Nova",
      familyName: "Pessoa",
      password: TEST_PASSWORD,
    });
    const used = await failureOf(clientFor().lookupInvitation(token));
    expect([used.status, used.serverMessage]).toEqual([410, "Este convite já foi usado."]);
    const closed = await failureOf(client.revokeInvitation(invited.id));
    expect([closed.status, closed.serverMessage]).toEqual([409, "Este convite já foi aceito ou revogado."]);
    const duplicate = await failureOf(client.invite({ email, role: "Usuario" }));
    expect([duplicate.status, duplicate.serverMessage]).toEqual([409, "Este e-mail já pertence a um membro da organização."]);
    const unknown = await failureOf(clientFor().lookupInvitation("y".repeat(43)));
    expect(unknown.status).toBe(404);

    const member = await createMember("cliente-conta", [{ slug: "labfeelings" }]);
    const second = await client.invite({ email: member.email, role: "Administrator" });
    const revokedLink = await linkTokenFor(member.email);
    expect(await client.revokeInvitation(second.id)).toBe("Convite revogado.");
    await client.invite({ email: member.email, role: "Administrator" });
    const theirs = await linkTokenFor(member.email, revokedLink);
    const session = await signedInSession(member.username, { password: TEST_PASSWORD });
    expect(await clientFor({ token: session.accessToken }).acceptInvitation(theirs)).toEqual({ organization: "eleve" });
  });
});
