/**
 * State-changing pages' actions posted again with the same rendered form
 * (the same idempotency key, docs/decisions/0030), called as the server
 * calls them with a signed-in person on the test database (SQLite, or
 * PostgreSQL with DATABASE_URL): a replay, even one that arrives at the
 * same time as the first post, changes nothing more and answers what the
 * first post answered.
 */
import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { createApiKey } from "~/modules/crm/api-keys.server";
import { createSale, getSale } from "~/modules/sales/sales.server";
import type { TenantScope } from "~/modules/tenant-scope";
import { action as intakeApiAction } from "~/routes/crm/api-tickets";
import { action as newSaleAction } from "~/routes/sales/vendas/new";
import { action as saleAction } from "~/routes/sales/vendas/sale";
import { action as importAction } from "~/routes/finance/lancamentos/import";
import { action as newEntryAction } from "~/routes/finance/lancamentos/new";
import { action as threadAction } from "~/routes/conversations/thread";
import { action as ticketListAction } from "~/routes/crm/central-de-atendimento/list";
import { action as newTicketAction } from "~/routes/crm/central-de-atendimento/new";
import { action as ticketAction } from "~/routes/crm/central-de-atendimento/ticket";
import { requestStateContext } from "~/web/context.server";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_HEADER } from "~/config/idempotency-rules";
import { newMemberScope } from "../support/crm-intake-rows";
import { newDesk } from "../support/crm-rows";
import { insertTicket } from "../support/crm-list-rows";
import { newBooks, type Books } from "../support/ledger-books";
import { insertUser } from "../support/members";
import { saleInput } from "../support/sale-forms";
import { insertConversation } from "../support/social-rows";

type Action = (args: never) => Promise<unknown>;

/** The server's context for `scope`'s person signed in to its organization. */
function contextOf(scope: TenantScope, tipoDeAcesso: "Administrador" | "Usuario" = "Administrador") {
  const context = new RouterContextProvider();
  context.set(requestStateContext, {
    user: { id: scope.userId },
    accessToken: "token",
    organization: { organizationId: scope.organizationId },
    access: { hasAccess: true, tipoDeAcesso, organizationId: scope.organizationId },
  } as never);
  return context;
}

/**
 * Posts `fields` (a multipart FormData, or url-encoded pairs) to `action` at
 * `path` as `scope`'s person; what it answered (a thrown redirect's status
 * and address).
 */
async function post(
  action: Action,
  scope: TenantScope,
  path: string,
  fields: Array<[string, string]> | FormData,
  params: Record<string, string> = {},
) {
  const body = fields instanceof FormData ? fields : new URLSearchParams(fields);
  const request = new Request(`http://localhost${path}`, { method: "POST", body });
  try {
    const returned = await action({ request, context: contextOf(scope), params } as never);
    return returned instanceof Response
      ? { status: returned.status, location: returned.headers.get("Location") }
      : { returned: JSON.parse(JSON.stringify(returned ?? null)) as unknown };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

const newKey = () => randomBytes(18).toString("base64url");

/** Posts the same form twice in a row, then twice at once with another key; both pairs answer alike. */
async function replayed(send: (key: string) => Promise<unknown>) {
  const key = newKey();
  const first = await send(key);
  const replay = await send(key);
  expect(replay).toEqual(first);
  return first;
}

type Counted = "finance_entries" | "sales" | "crm_tickets" | "messages";

/** How many rows of `table` the organization has (`where`: of the one ticket or conversation, by column). */
async function count(table: Counted, organizationId: string, where?: { column: "ticket_id" | "conversation_id"; id: string }) {
  let query = (await db())
    .selectFrom(table as "messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("organization_id", "=", organizationId);
  if (where) query = query.where(where.column as "conversation_id", "=", where.id);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function timelineReplies(ticketId: string) {
  const rows = await (await db()).selectFrom("crm_timeline").select("kind").where("ticket_id", "=", ticketId).execute();
  return rows.filter((row) => row.kind === "resposta").length;
}

/** An approved pedido of R$ 1.000,00 in 30/60/90; its id. */
async function pedido(books: Books) {
  const outcome = await createSale(
    books.scope,
    saleInput(books, {
      saveAs: "pedido",
      items: [
        { productId: null, description: "Oficina", unit: "un", quantityMilli: 1000, unitPriceCents: 100_000, discount: null },
      ],
      terms: { kind: "30_60_90", installmentCount: 3, intervalDays: 30 },
      accountId: books.checking,
      categoryId: books.income,
    }),
  );
  if (outcome.status !== "created") throw new Error("sale refused");
  return outcome.saleId;
}

describe("a replayed form", () => {
  it("faturar: invoices the sale once and answers the first redirect again", async () => {
    const books = await newBooks();
    const id = await pedido(books);
    const faturar = (key: string) =>
      post(
        saleAction as Action,
        books.scope,
        `/faturamento/vendas/${id}`,
        [
          ["intent", "faturar"],
          ["invoicedOn", "2026-11-20"],
          [IDEMPOTENCY_FIELD, key],
        ],
        { id },
      );
    expect(await replayed(faturar)).toEqual({ status: 302, location: `/faturamento/vendas/${id}?aviso=faturada` });
    expect((await getSale(books.scope, id))!.receivables).toHaveLength(3);
    expect(await count("finance_entries", books.scope.organizationId)).toBe(3);
  });

  it("a create (Novo atendimento): opens one atendimento, even when the replay arrives at the same time", async () => {
    const desk = await newDesk();
    const open = (key: string) =>
      post(newTicketAction as Action, desk.scope, "/crm/central-de-atendimento/novo", [
        ["contato", "existente"],
        ["contatoId", desk.contact],
        ["assunto", "Entrega atrasada"],
        ["canal", "email"],
        ["prioridade", "media"],
        ["mensagem", "O pedido não chegou."],
        ["origem", "contato"],
        [IDEMPOTENCY_FIELD, key],
      ]);
    const first = await replayed(open);
    expect(first).toMatchObject({
      status: 302,
      location: "/crm/central-de-atendimento/AT-000001?aviso=criado",
    });
    expect(await count("crm_tickets", desk.scope.organizationId)).toBe(1);

    const key = newKey();
    const twins = await Promise.all([open(key), open(key), open(key)]);
    expect(new Set(twins.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await count("crm_tickets", desk.scope.organizationId)).toBe(2);
  });

  it("send (a ticket's resposta): records and e-mails one resposta", async () => {
    const desk = await newDesk();
    const ticketId = await insertTicket(desk.scope, { contactId: desk.contact, subject: "Dúvida" });
    const reply = (key: string) =>
      post(
        ticketAction as Action,
        desk.scope,
        `/crm/central-de-atendimento/${ticketId}`,
        [
          ["intent", "responder"],
          ["modo", "resposta"],
          ["texto", "Olá! Já verificamos."],
          [IDEMPOTENCY_FIELD, key],
        ],
        { id: ticketId },
      );
    expect(await replayed(reply)).toMatchObject({ status: 302, location: expect.stringContaining("aviso=") });
    expect(await timelineReplies(ticketId)).toBe(1);
  });

  it("send (a conversation's message): posts one message", async () => {
    const books = await newBooks();
    const other = await insertUser(books.scope, { givenName: "Bia" });
    const conversationId = await insertConversation(books.scope, [other, books.scope.userId], "Oi");
    const send = (key: string) => {
      const fields: Array<[string, string]> = [
        ["intent", "enviar"],
        ["texto", "Tudo certo por aqui."],
        [IDEMPOTENCY_FIELD, key],
      ];
      return post(threadAction as Action, books.scope, `/conversations/${conversationId}`, fields, { id: conversationId });
    };
    expect(await replayed(send)).toEqual({ status: 302, location: `/conversations/${conversationId}` });
    expect(await count("messages", books.scope.organizationId, { column: "conversation_id", id: conversationId })).toBe(2);
  });

  it("a bulk action (atendimentos em lote): changes the tickets once and answers the same count", async () => {
    const desk = await newDesk();
    const ids = [
      await insertTicket(desk.scope, { contactId: desk.contact, subject: "Um" }),
      await insertTicket(desk.scope, { contactId: desk.contact, subject: "Dois" }),
    ];
    const label = (key: string) =>
      post(ticketListAction as Action, desk.scope, "/crm/central-de-atendimento", [
        ["intent", "etiqueta"],
        ["etiqueta", "urgente-hoje"],
        ...ids.map((id): [string, string] => ["id", id]),
        ["confirmado", "sim"],
        [IDEMPOTENCY_FIELD, key],
      ]);
    const first = await replayed(label);
    expect(first).toMatchObject({ status: 302 });
    expect(decodeURIComponent((first as { location: string }).location)).toMatch(/2/);
    const labels = await (await db()).selectFrom("crm_ticket_labels").select("ticket_id").where("ticket_id", "in", ids).execute();
    expect(labels).toHaveLength(2);
  });

  it("the API's Idempotency-Key: a retried call opens one atendimento and answers the first one's body", async () => {
    const scope = await newMemberScope();
    const { key: apiKey } = await createApiKey(scope, "Loja");
    const open = async (headers: Record<string, string>, bearer = apiKey) => {
      const response = await (intakeApiAction as Action)({
        request: new Request("http://localhost/api/crm/atendimentos", {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: `Bearer ${bearer}`, ...headers },
          body: JSON.stringify({
            nome: "Carla Dias",
            email: `carla-${scope.slug}@example.com`,
            assunto: "Troca",
            mensagem: "Quero trocar.",
          }),
        }),
      } as never);
      return { status: (response as Response).status, body: (await (response as Response).json()) as unknown };
    };
    const first = await replayed((key) => open({ [IDEMPOTENCY_HEADER]: key }));
    expect(first).toMatchObject({ status: 201, body: { numero: expect.any(Number) } });
    expect(await count("crm_tickets", scope.organizationId)).toBe(1);
    expect(await open({ [IDEMPOTENCY_HEADER]: "curta" })).toMatchObject({ status: 400 });
    expect((await open({})).status).toBe(201);
    expect(await count("crm_tickets", scope.organizationId)).toBe(2);
    // Another client's key of the same organization meets the key in use: the services' JSON error, nothing opened.
    const { key: otherKey } = await createApiKey(scope, "Outra loja");
    const reused = "chave-repetida-0123456789";
    expect((await open({ [IDEMPOTENCY_HEADER]: reused })).status).toBe(201);
    expect(await open({ [IDEMPOTENCY_HEADER]: reused }, otherKey)).toMatchObject({
      status: 409,
      body: { error: "conflict", error_description: expect.stringContaining("já foi enviado") },
    });
    expect(await count("crm_tickets", scope.organizationId)).toBe(3);
  });

  it("a create (Novo lançamento): records one receita, and one transferência, even when the replay arrives at the same time", async () => {
    const books = await newBooks();
    const receita = (key: string) =>
      post(newEntryAction as Action, books.scope, "/financeiro/recebimentos/novo", [
        ["kind", "receita"],
        ["description", "Consultoria"],
        ["amount", "1.234,56"],
        ["dueDate", "2026-11-10"],
        ["accountId", books.checking],
        ["categoryId", books.income],
        ["repeat", "unica"],
        [IDEMPOTENCY_FIELD, key],
      ]);
    expect(await replayed(receita)).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/financeiro\/lancamentos\/[0-9a-f-]{36}\?mes=2026-11&aviso=criado$/),
    });
    expect(await count("finance_entries", books.scope.organizationId)).toBe(1);

    const key = newKey();
    const twins = await Promise.all([receita(key), receita(key), receita(key)]);
    expect(new Set(twins.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await count("finance_entries", books.scope.organizationId)).toBe(2);

    const transfer = (key: string) =>
      post(newEntryAction as Action, books.scope, "/financeiro/lancamentos/novo", [
        ["kind", "transferencia"],
        ["fromAccountId", books.checking],
        ["toAccountId", books.cash],
        ["amount", "70,00"],
        ["date", "2026-11-15"],
        ["description", "Troco do caixa"],
        [IDEMPOTENCY_FIELD, key],
      ]);
    expect(await replayed(transfer)).toMatchObject({ status: 302 });
    expect(await count("finance_entries", books.scope.organizationId)).toBe(4);
  });

  it("a create (Nova venda): saves one proposta, even when the replay arrives at the same time", async () => {
    const books = await newBooks();
    const sale = (key: string) =>
      post(newSaleAction as Action, books.scope, "/faturamento/vendas/nova", [
        ["saveAs", "proposta"],
        ["customer", "existente"],
        ["contactId", books.contact],
        ["items[0].description", "Consultoria"],
        ["items[0].quantity", "3"],
        ["items[0].unitPrice", "100,00"],
        ["paymentTerms", "a_vista"],
        ["saleDate", "2026-11-10"],
        [IDEMPOTENCY_FIELD, key],
      ]);
    expect(await replayed(sale)).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/faturamento\/vendas\/[0-9a-f-]{36}\?aviso=criada$/),
    });
    expect(await count("sales", books.scope.organizationId)).toBe(1);

    const key = newKey();
    const twins = await Promise.all([sale(key), sale(key), sale(key)]);
    expect(new Set(twins.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await count("sales", books.scope.organizationId)).toBe(2);
  });

  it("the spreadsheet import: a file sent again imports once; a report keeps nothing, so its key still imports", async () => {
    const books = await newBooks();
    const header = "Tipo;Descrição;Valor;Categoria;Conta;Vencimento";
    const upload = (key: string, ...lines: string[]) => {
      const form = new FormData();
      form.set("intent", "enviar");
      form.set("arquivo", new File([[header, ...lines].join("\r\n")], "lancamentos.csv", { type: "text/csv" }));
      form.set(IDEMPOTENCY_FIELD, key);
      return post(importAction as Action, books.scope, "/financeiro/lancamentos/importar", form);
    };
    const good = [
      "receita;Venda balcão;100,00;Vendas;Conta corrente;05/12/2026",
      "despesa;Aluguel;50,00;Aluguel;Caixa;10/12/2026",
    ];
    const first = await replayed((key) => upload(key, ...good));
    expect(first).toMatchObject({ status: 302, location: expect.stringContaining("mes=2026-12") });
    expect(await count("finance_entries", books.scope.organizationId)).toBe(2);

    const key = newKey();
    const fresh = "receita;Venda online;80,00;Vendas;Conta corrente;06/12/2026";
    expect(await upload(key, fresh, "despesa;Material;10,00;Papelaria;Caixa;11/12/2026")).toMatchObject({
      returned: { data: { report: { valid: 1 } } },
    });
    // Under another key too, the lines imported before are not written again.
    expect(await upload(key, fresh, good[1]!)).toMatchObject({ status: 302, location: expect.stringContaining("repetidas=1") });
    expect(await count("finance_entries", books.scope.organizationId)).toBe(3);
  });
});
