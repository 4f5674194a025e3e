/**
 * Contract of registration (spec 7 base /api): every status of
 * start, confirm-email and complete, the code rules, and /connect/register.
 * Start never tells whether an e-mail has an account, and is limited per
 * e-mail and per client address (docs/decisions/0011).
 */
import { describe, expect, it } from "vitest";
import { config } from "~/config.server";
import { db } from "~/db/db.server";
import { accessTokenFor, passwordGrant, postJson } from "../support/auth-requests";
import { latestCode, messagesTo } from "../support/outbox";

const start = (body: unknown) => postJson("/api/users/registration/start", body);
const startFrom = (address: string, body: unknown) =>
  postJson("/api/users/registration/start", body, { "X-Forwarded-For": address });
const confirm = (body: unknown) => postJson("/api/users/registration/confirm-email", body);
const complete = (body: unknown) => postJson("/api/users/registration/complete", body);
const details = { username: "nova.pessoa", givenName: "Nova", familyName: "Pessoa", password: "SenhaForte1" };
const json = async (response: Response) => (await response.json()) as Record<string, any>;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("registration", () => {
  it("creates a Usuario of the organization through start, confirm and complete (pending under Eleve's approval policy)", async () => {
    const started = await start({ email: " Ana@Exemplo.com ", organization: "eleve" });
    expect(started.status).toBe(202);
    const [mail] = await messagesTo("ana@exemplo.com");
    expect(mail!.subject).toMatch(/^Seu código de confirmação: \d{6}$/);
    expect(mail!.text).toContain("Eleve");
    expect(mail!.html).toContain("<p");

    const confirmed = await confirm({ email: "ana@exemplo.com", code: await latestCode("ana@exemplo.com") });
    expect(confirmed.status).toBe(200);
    const ticket = (await json(confirmed)).Data.ConfirmationTicket;
    expect(ticket).toEqual(expect.any(String));

    const completed = await complete({ email: "ana@exemplo.com", confirmationTicket: ticket, ...details });
    expect(completed.status).toBe(201);
    const data = (await json(completed)).Data;
    expect(data).toMatchObject({ Username: "nova.pessoa", Status: "pending" });
    const membership = await (
      await db()
    )
      .selectFrom("memberships")
      .innerJoin("organizations", "organizations.id", "memberships.organization_id")
      .select(["organizations.slug", "memberships.role", "memberships.status", "memberships.is_primary"])
      .where("memberships.user_id", "=", data.UserId)
      .execute();
    expect(membership).toEqual([{ slug: "eleve", role: "Usuario", status: "pending", is_primary: 1 }]);

    const again = await complete({ email: "ana@exemplo.com", confirmationTicket: ticket, ...details, username: "outra" });
    expect(again.status).toBe(409);
  });

  it("completes with the code itself, once", async () => {
    await start({ email: "bia@exemplo.com", organizationSlug: "labfeelings" });
    const code = await latestCode("bia@exemplo.com");
    const body = { email: "bia@exemplo.com", code, ...details, username: "bia" };
    expect((await complete(body)).status).toBe(201);
    expect((await complete({ ...body, username: "bia2" })).status).toBe(409);
  });

  it.each([
    [{ organization: "eleve" }, "Informe seu e-mail."],
    [{ email: "não é e-mail", organization: "eleve" }, "Informe um e-mail válido."],
    [{ email: "c@exemplo.com" }, "Informe a organização."],
  ])("start answers 400 for %o", async (body, message) => {
    const response = await start(body);
    expect(response.status).toBe(400);
    expect((await json(response)).Data.Message).toBe(message);
  });

  it("start answers 400 for a body that is not JSON", async () => {
    const response = await postJson("/api/users/registration/start", "texto");
    expect(response.status).toBe(400);
  });

  it("start answers 404 for an unknown organization", async () => {
    expect((await start({ email: "d@exemplo.com", organization: "nenhuma" })).status).toBe(404);
    expect(await messagesTo("d@exemplo.com")).toEqual([]);
  });

  it("start answers a registered e-mail exactly as a new one, and mails its owner a notice instead of a code", async () => {
    const fresh = await startFrom("192.0.2.10", { email: "nova-conta@exemplo.com", organization: "eleve" });
    const taken = await startFrom("192.0.2.10", { email: "ADMIN@eleve.example.com", organization: "eleve" });
    expect(taken.status).toBe(202);
    expect(taken.status).toBe(fresh.status);
    expect([...taken.headers]).toEqual([...fresh.headers]);
    expect(await taken.text()).toBe(await fresh.text());

    expect(await latestCode("nova-conta@exemplo.com")).toMatch(/^\d{6}$/);
    const [notice, ...others] = await messagesTo("admin@eleve.example.com");
    expect(others).toEqual([]);
    expect(notice!.subject).toBe("Tentativa de criar conta com o seu e-mail");
    const { publicUrl } = config();
    for (const link of [`${publicUrl}/auth/login?organization=eleve`, `${publicUrl}/auth/forgotpassword?organization=eleve`]) {
      expect(notice!.text).toContain(link);
      expect(notice!.html).toContain(`href="${link}"`);
    }
    expect(notice!.text).toContain("Eleve");
    expect(notice!.text).not.toMatch(/\b\d{6}\b/);
    const codes = await (
      await db()
    )
      .selectFrom("verification_codes")
      .select("id")
      .where("email", "=", "admin@eleve.example.com")
      .execute();
    expect(codes).toEqual([]);
  });

  it("start takes 3 requests per e-mail in 15 minutes, registered or not; the fourth answers 429 and sends nothing", async () => {
    for (const email of ["limite@exemplo.com", "usuario@eleve.example.com"]) {
      for (const address of ["192.0.2.21", "192.0.2.22", "192.0.2.23"]) {
        expect((await startFrom(address, { email, organization: "eleve" })).status).toBe(202);
      }
      const limited = await startFrom("192.0.2.24", { email, organization: "eleve" });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(890);
      expect(await json(limited)).toMatchObject({
        error: "too_many_requests",
        Data: { Message: "Muitas tentativas de registro. Tente novamente em alguns minutos." },
      });
      expect(await messagesTo(email)).toHaveLength(3);
    }
  });

  it("start takes 10 requests per client address in 15 minutes; other addresses go on", async () => {
    for (let n = 1; n <= 10; n++) {
      expect((await startFrom("192.0.2.30", { email: `endereco-${n}@exemplo.com`, organization: "eleve" })).status).toBe(202);
    }
    const limited = await startFrom("192.0.2.30", { email: "endereco-11@exemplo.com", organization: "eleve" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await messagesTo("endereco-11@exemplo.com")).toEqual([]);
    expect((await startFrom("192.0.2.31", { email: "endereco-11@exemplo.com", organization: "eleve" })).status).toBe(202);
  });

  it("confirm answers 400 for a malformed code and 409 for a wrong one; 5 wrong tries spend the code", async () => {
    await start({ email: "e@exemplo.com", organization: "eleve" });
    const code = await latestCode("e@exemplo.com");
    expect((await confirm({ email: "e@exemplo.com", code: "12ab" })).status).toBe(400);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await confirm({ email: "e@exemplo.com", code: wrong(code) });
      expect(response.status).toBe(409);
      expect((await json(response)).error).toBe("invalid_code");
    }
    expect((await confirm({ email: "e@exemplo.com", code })).status).toBe(409);
  });

  it("a new code replaces the earlier one", async () => {
    await start({ email: "f@exemplo.com", organization: "eleve" });
    const first = await latestCode("f@exemplo.com");
    await start({ email: "f@exemplo.com", organization: "eleve" });
    const second = await latestCode("f@exemplo.com");
    if (first !== second) expect((await confirm({ email: "f@exemplo.com", code: first })).status).toBe(409);
    expect((await confirm({ email: "f@exemplo.com", code: second })).status).toBe(200);
  });

  it("an expired code is refused", async () => {
    await start({ email: "g@exemplo.com", organization: "eleve" });
    const code = await latestCode("g@exemplo.com");
    await (
      await db()
    )
      .updateTable("verification_codes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "g@exemplo.com")
      .execute();
    expect((await confirm({ email: "g@exemplo.com", code })).status).toBe(409);
  });

  it("complete answers 400 for bad details or a taken user name, and writes nothing", async () => {
    await start({ email: "h@exemplo.com", organization: "eleve" });
    const code = await latestCode("h@exemplo.com");
    const base = { email: "h@exemplo.com", code, ...details, username: "helena.h" };
    for (const [body, message] of [
      [{ ...base, password: "curta" }, "A senha deve ter pelo menos 8 caracteres."],
      [{ ...base, username: "ab" }, "O nome de usuário deve ter pelo menos 3 caracteres."],
      [{ ...base, username: "com espaço" }, "Use apenas letras sem acento, números, ponto, hífen ou sublinhado."],
      [{ ...base, givenName: " " }, "Informe seu nome."],
      [{ ...base, code: undefined }, "Informe o código ou o ticket de confirmação."],
      [{ ...base, username: "admin-eleve" }, "Nome de usuário já está em uso."],
    ] as const) {
      const response = await complete(body);
      expect(response.status).toBe(400);
      expect((await json(response)).Data.Message).toBe(message);
    }
    const users = await (await db()).selectFrom("users").select("id").where("email", "=", "h@exemplo.com").execute();
    expect(users).toEqual([]);
    expect((await complete(base)).status).toBe(201);
  });
});

describe("POST /connect/register", () => {
  const body = {
    email: "novo@eleve.example.com",
    username: "novo-eleve",
    givenName: "Novo",
    familyName: "Membro",
    password: "SenhaForte1",
    organization: "eleve",
  };

  it("lets an administrator of the organization create a member at once", async () => {
    const token = await accessTokenFor("admin-eleve");
    const response = await postJson("/connect/register", body, { Authorization: `Bearer ${token}` });
    expect(response.status).toBe(201);
    expect((await passwordGrant("novo-eleve", "SenhaForte1")).status).toBe(200);
    const again = await postJson("/connect/register", { ...body, username: "outro" }, { Authorization: `Bearer ${token}` });
    expect(again.status).toBe(409);
  });

  it("answers 401 without a token, 403 for a Usuario or another organization's admin, 404 for an unknown one", async () => {
    const other = { ...body, email: "x@eleve.example.com", username: "x-eleve" };
    expect((await postJson("/connect/register", other)).status).toBe(401);
    const usuario = await accessTokenFor("usuario-eleve");
    expect((await postJson("/connect/register", other, { Authorization: `Bearer ${usuario}` })).status).toBe(403);
    const foreign = await accessTokenFor("admin-sereno");
    expect((await postJson("/connect/register", other, { Authorization: `Bearer ${foreign}` })).status).toBe(403);
    const admin = await accessTokenFor("admin-eleve");
    const unknown = { ...other, organization: "nenhuma" };
    expect((await postJson("/connect/register", unknown, { Authorization: `Bearer ${admin}` })).status).toBe(404);
    const invalid = { ...other, password: "1" };
    expect((await postJson("/connect/register", invalid, { Authorization: `Bearer ${admin}` })).status).toBe(400);
  });
});
