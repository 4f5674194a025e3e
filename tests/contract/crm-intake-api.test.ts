import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { createApiKey, revokeApiKey } from "~/modules/crm/api-keys.server";
import { messagesTo } from "../support/outbox";
import { newMemberScope } from "../support/crm-intake-rows";
import { action } from "~/routes/crm/api-tickets";

const URL_ = "http://localhost/api/crm/atendimentos";

async function post(key: string | null, body: string, type = "application/json") {
  const headers: Record<string, string> = { "Content-Type": type };
  if (key) headers.Authorization = `Bearer ${key}`;
  const response = await action({ request: new Request(URL_, { method: "POST", headers, body }) } as never);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { Data?: { Message: string } } };
}

const ticketCount = async (organizationId: string) =>
  Number(
    (
      await (
        await db()
      )
        .selectFrom("crm_tickets")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("organization_id", "=", organizationId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const NEW = (email: string) =>
  JSON.stringify({
    nome: "Carla Dias",
    email,
    assunto: "Troca de produto",
    mensagem: "Quero trocar o tamanho.",
    prioridade: "alta",
  });

describe("POST /api/crm/atendimentos", () => {
  it("opens an atendimento with a valid key (201), e-mails the contact, and takes follow-up messages by number", async () => {
    const scope = await newMemberScope();
    const { key } = await createApiKey(scope, "Loja");
    const email = `carla-${scope.slug}@example.com`;
    const created = await post(key, NEW(email));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ numero: expect.any(Number), id: expect.any(String) });
    const row = await (
      await db()
    )
      .selectFrom("crm_tickets")
      .selectAll()
      .where("id", "=", created.body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      organization_id: scope.organizationId,
      priority: "alta",
      channel: "formulario",
      subject: "Troca de produto",
    });
    expect((await messagesTo(email))[0]?.subject).toContain(String(created.body.codigo));

    await (await db()).updateTable("crm_tickets").set({ status: "resolvido" }).where("id", "=", row.id).execute();
    const followUp = await post(key, JSON.stringify({ atendimento: created.body.numero, mensagem: "Ainda aguardo." }));
    expect(followUp.status).toBe(200);
    expect(followUp.body.id).toBe(row.id);
    const after = await (
      await db()
    )
      .selectFrom("crm_tickets")
      .select("status")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("aberto");
  });

  it("answers 401 without a key, with a wrong one and with a revoked one, and opens nothing", async () => {
    const scope = await newMemberScope();
    const { key, summary } = await createApiKey(scope, "Loja");
    for (const attempt of [null, "crm_00000000_x", key.slice(0, -2) + "zz"]) {
      const answer = await post(attempt, NEW("x@example.com"));
      expect(answer.status).toBe(401);
      expect(answer.body.Data?.Message).toBe("Chave da API ausente, inválida ou revogada.");
    }
    await revokeApiKey(scope, summary.id);
    expect((await post(key, NEW("x@example.com"))).status).toBe(401);
    expect(await ticketCount(scope.organizationId)).toBe(0);
  });

  it("answers 400 in pt-BR for malformed JSON and invalid fields, 415 for another body, 413 for a huge one", async () => {
    const scope = await newMemberScope();
    const { key } = await createApiKey(scope, "Loja");
    const malformed = await post(key, '{"nome": ');
    expect(malformed).toMatchObject({ status: 400, body: { Data: { Message: "O corpo não é um JSON válido." } } });
    const noEmail = await post(key, JSON.stringify({ nome: "A", email: "não", assunto: "B", mensagem: "C" }));
    expect(noEmail).toMatchObject({
      status: 400,
      body: { Data: { Message: "Informe um e-mail válido, como nome@empresa.com.br." } },
    });
    const badChannel = await post(
      key,
      JSON.stringify({ nome: "A", email: "a@example.com", assunto: "B", mensagem: "C", canal: "fax" }),
    );
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.Data?.Message).toContain("canal");
    expect((await post(key, "nome=A", "application/x-www-form-urlencoded")).status).toBe(415);
    const huge = await post(
      key,
      JSON.stringify({ nome: "A", email: "a@example.com", assunto: "B", mensagem: "x".repeat(70_000) }),
    );
    expect(huge.status).toBe(413);
    expect(await ticketCount(scope.organizationId)).toBe(0);
  });

  it("answers 400 for an atendimento number beyond a PostgreSQL integer, or not a whole positive number", async () => {
    const scope = await newMemberScope();
    const { key } = await createApiKey(scope, "Loja");
    for (const atendimento of [2_147_483_648, 9_007_199_254_740_991, 1e308, -1, 0, 1.5, "7"]) {
      const answer = await post(key, JSON.stringify({ atendimento, mensagem: "Olá" }));
      expect(answer, String(atendimento)).toMatchObject({
        status: 400,
        body: { Data: { Message: "atendimento: informe o número do atendimento, como 123." } },
      });
    }
    expect((await post(key, JSON.stringify({ atendimento: 2_147_483_647, mensagem: "Olá" }))).status).toBe(404);
  });

  it("keeps organizations apart: a key reaches only its own organization's atendimentos", async () => {
    const mine = await newMemberScope();
    const theirs = await newMemberScope();
    const mineKey = (await createApiKey(mine, "Minha")).key;
    const theirKey = (await createApiKey(theirs, "Deles")).key;
    const created = await post(theirKey, NEW(`d-${theirs.slug}@example.com`));
    const intruding = await post(mineKey, JSON.stringify({ atendimento: created.body.numero, mensagem: "Olá" }));
    expect(intruding.status).toBe(404);
    const timeline = await (
      await db()
    )
      .selectFrom("crm_timeline")
      .select("kind")
      .where("ticket_id", "=", created.body.id as string)
      .execute();
    expect(timeline).toHaveLength(1);
    expect(await ticketCount(mine.organizationId)).toBe(0);
  });
});
