import { beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "~/modules/tenant-scope";
import { insertContact } from "../../../tests/support/contacts";
import { insertTicket, markRead } from "../../../tests/support/crm-list-rows";
import { insertUser } from "../../../tests/support/members";
import { listMembers } from "~/modules/administration/members.server";
import { newScope } from "../../../tests/support/ledger-rows";
import { parseTicketQuery } from "./list-query";
import { listTickets, TICKET_PAGE_SIZE, ticketViewCounts } from "./list.server";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes)).toISOString();
const list = (scope: TenantScope, search: string) => listTickets(scope, parseTicketQuery(new URLSearchParams(search)));
const subjects = async (scope: TenantScope, search: string) => (await list(scope, search)).rows.map((row) => row.subject);

describe("the desk list", () => {
  let scope: TenantScope;
  let colleague: string;

  beforeAll(async () => {
    scope = await newScope();
    await insertUser(scope, { givenName: "Eu", id: scope.userId, familyName: "Agente", role: "usuario" });
    colleague = await insertUser(scope, { givenName: "Bia", familyName: "Agente", role: "usuario" });
    const ana = await insertContact(scope, "Ana Conceição");
    const caio = await insertContact(scope, "Caio Souza");
    const me = scope.userId;
    await insertTicket(scope, {
      contactId: ana,
      subject: "Boleto não chegou",
      assignee_id: me,
      last_activity_at: at(1),
      labels: ["boleto"],
    });
    await insertTicket(scope, {
      contactId: caio,
      subject: "Troca de endereço",
      assignee_id: me,
      status: "pendente",
      priority: "urgente",
      last_activity_at: at(2),
      sla_due_at: at(90),
    });
    await insertTicket(scope, {
      contactId: ana,
      subject: "Senha bloqueada",
      last_activity_at: at(3),
      channel: "whatsapp",
      sla_due_at: at(30),
    });
    await insertTicket(scope, {
      contactId: caio,
      subject: "Nota fiscal errada",
      assignee_id: colleague,
      status: "adiado",
      snoozed_until: at(600),
      last_activity_at: at(4),
      labels: ["fiscal", "boleto"],
    });
    await insertTicket(scope, {
      contactId: ana,
      subject: "Agradecimento",
      assignee_id: me,
      status: "resolvido",
      last_activity_at: at(5),
    });
  });

  it("counts every view: mine and nobody's hold the open work, the others a status each", async () => {
    expect(await ticketViewCounts(scope)).toEqual({
      minhas: 2,
      "nao-atribuidas": 1,
      todas: 5,
      pendentes: 1,
      adiadas: 1,
      resolvidas: 1,
    });
  });

  it("shows each view's atendimentos, the latest activity first", async () => {
    expect(await subjects(scope, "")).toEqual(["Troca de endereço", "Boleto não chegou"]);
    expect(await subjects(scope, "visao=nao-atribuidas")).toEqual(["Senha bloqueada"]);
    expect(await subjects(scope, "visao=todas")).toEqual([
      "Agradecimento",
      "Nota fiscal errada",
      "Senha bloqueada",
      "Troca de endereço",
      "Boleto não chegou",
    ]);
    expect(await subjects(scope, "visao=pendentes")).toEqual(["Troca de endereço"]);
    expect(await subjects(scope, "visao=adiadas")).toEqual(["Nota fiscal errada"]);
    expect(await subjects(scope, "visao=resolvidas")).toEqual(["Agradecimento"]);
  });

  it("narrows a view by each filter, and counts what matches", async () => {
    expect(await subjects(scope, "visao=todas&prioridade=urgente")).toEqual(["Troca de endereço"]);
    expect(await subjects(scope, "visao=todas&canal=whatsapp")).toEqual(["Senha bloqueada"]);
    expect(await subjects(scope, "visao=todas&status=adiado")).toEqual(["Nota fiscal errada"]);
    expect(await subjects(scope, "visao=todas&etiqueta=Boleto")).toEqual(["Nota fiscal errada", "Boleto não chegou"]);
    expect(await subjects(scope, `visao=todas&responsavel=${colleague}`)).toEqual(["Nota fiscal errada"]);
    expect(await subjects(scope, "visao=todas&responsavel=ninguem")).toEqual(["Senha bloqueada"]);
    const text = await list(scope, "visao=todas&q=NAO CHEGOU");
    expect(text.rows.map((row) => row.subject)).toEqual(["Boleto não chegou"]);
    expect(text.total).toBe(1);
    expect(await subjects(scope, "visao=todas&q=at-000")).toHaveLength(5);
    expect(await subjects(scope, "visao=todas&q=100%")).toEqual([]);
  });

  it("sorts by SLA: the nearest due first, those with none after", async () => {
    expect(await subjects(scope, "visao=todas&ordem=sla")).toEqual([
      "Senha bloqueada",
      "Troca de endereço",
      "Agradecimento",
      "Nota fiscal errada",
      "Boleto não chegou",
    ]);
  });

  it("marks as unread what changed since the agent last opened it, and filters by it", async () => {
    const { rows } = await list(scope, "visao=todas");
    const boleto = rows.find((row) => row.subject === "Boleto não chegou")!;
    const troca = rows.find((row) => row.subject === "Troca de endereço")!;
    await markRead(scope, boleto.id, at(10));
    await markRead(scope, troca.id, at(0));
    const after = await list(scope, "visao=minhas");
    expect(after.rows.map((row) => [row.subject, row.unread])).toEqual([
      ["Troca de endereço", true],
      ["Boleto não chegou", false],
    ]);
    expect(await subjects(scope, "nao-lidos=1")).toEqual(["Troca de endereço"]);
  });

  it("shows a row's code, contact, assignee and etiquetas", async () => {
    const [row] = (await list(scope, "visao=adiadas")).rows;
    expect(row).toMatchObject({
      code: expect.stringMatching(/^AT-\d{6}$/),
      contactName: "Caio Souza",
      assigneeName: "Bia Agente",
      status: "adiado",
      snoozedUntil: at(600),
      labels: ["boleto", "fiscal"],
    });
    expect((await listMembers(scope)).map((agent) => agent.name)).toEqual(["Bia Agente", "Eu Agente"]);
  });

  it("pages the view", async () => {
    const other = await newScope();
    const contact = await insertContact(other, "Muitos");
    for (let i = 0; i < TICKET_PAGE_SIZE + 3; i++)
      await insertTicket(other, { contactId: contact, subject: `Pedido ${i}`, last_activity_at: at(i) });
    const first = await list(other, "visao=todas");
    const second = await list(other, "visao=todas&pagina=2");
    expect(first.total).toBe(TICKET_PAGE_SIZE + 3);
    expect(first.rows).toHaveLength(TICKET_PAGE_SIZE);
    expect(second.rows.map((row) => row.subject)).toEqual(["Pedido 2", "Pedido 1", "Pedido 0"]);
  });

  it("never shows another organization's atendimentos, etiquetas or members", async () => {
    const other = await newScope();
    await insertUser(other, { givenName: "Outro", id: other.userId, familyName: "Agente", role: "usuario" });
    expect(await ticketViewCounts(other)).toEqual({
      minhas: 0,
      "nao-atribuidas": 0,
      todas: 0,
      pendentes: 0,
      adiadas: 0,
      resolvidas: 0,
    });
    expect((await list(other, "visao=todas")).rows).toEqual([]);
    expect((await list(other, `visao=todas&responsavel=${colleague}`)).rows).toEqual([]);
    expect((await list(other, "visao=todas&etiqueta=boleto")).rows).toEqual([]);
    expect((await listMembers(other)).map((agent) => agent.name)).toEqual(["Outro Agente"]);
  });
});
