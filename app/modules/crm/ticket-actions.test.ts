import { describe, expect, it } from "vitest";
import { parseNewTicket } from "./new-ticket-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { ticketChangeOf, ticketChangeSchema } from "./ticket-actions";
import { formData } from "../../../tests/support/forms";

/** What the atendimento page's action makes of a post: the change, or the first pt-BR message. */
function parseTicketChange(form: FormData, selfId: string) {
  const submission = parseWithZod(form, { schema: ticketChangeSchema });
  if (submission.status === "success") return { change: ticketChangeOf(submission.value, selfId) };
  return { error: Object.values(submission.error ?? {}).flat()[0] };
}

const ME = "11111111-1111-4111-8111-111111111111";

describe("parseTicketChange", () => {
  it("reads each intent, 'eu' as the acting agent and empty as nobody", () => {
    expect(parseTicketChange(formData({ intent: "atribuir", responsavel: "eu" }), ME)).toEqual({
      change: { kind: "assign", assigneeId: ME },
    });
    expect(parseTicketChange(formData({ intent: "atribuir", responsavel: "" }), ME)).toEqual({
      change: { kind: "assign", assigneeId: null },
    });
    expect(parseTicketChange(formData({ intent: "status", status: "resolvido" }), ME)).toEqual({
      change: { kind: "status", status: "resolvido" },
    });
    expect(parseTicketChange(formData({ intent: "etiqueta", etiqueta: "vip", acao: "remover" }), ME)).toEqual({
      change: { kind: "label", label: "vip", add: false },
    });
    expect(parseTicketChange(formData({ intent: "adiar", ate: "contato" }), ME)).toEqual({
      change: { kind: "snooze", until: null },
    });
  });

  it("reads the snooze date as São Paulo time", () => {
    expect(parseTicketChange(formData({ intent: "adiar", ate: "data", data: "2026-11-30T09:00" }), ME)).toEqual({
      change: { kind: "snooze", until: "2026-11-30T12:00:00.000Z" },
    });
  });

  it("refuses unknown values in pt-BR", () => {
    expect(parseTicketChange(formData({ intent: "status", status: "fechado" }), ME)).toEqual({
      error: "Escolha um status da lista.",
    });
    expect(parseTicketChange(formData({ intent: "prioridade", prioridade: "maxima" }), ME)).toHaveProperty("error");
    expect(parseTicketChange(formData({ intent: "adiar", ate: "data", data: "2026-02-30T09:00" }), ME)).toEqual({
      error: "Informe a data e a hora até quando adiar.",
    });
    expect(parseTicketChange(formData({ intent: "apagar" }), ME)).toEqual({ error: "Escolha uma das ações do atendimento." });
  });
});

describe("parseNewTicket", () => {
  const base = {
    contato: "existente",
    contatoId: ME,
    assunto: "Boleto",
    canal: "whatsapp",
    prioridade: "alta",
    mensagem: "Oi",
    responsavel: "eu",
  };

  it("gives the fields of a valid form, labels split and folded", () => {
    expect(parseNewTicket(formData({ ...base, etiquetas: "Financeiro, VIP ,", origem: "agente" }), ME)).toEqual({
      value: {
        contact: { kind: "existing", contactId: ME },
        subject: "Boleto",
        channel: "whatsapp",
        priority: "alta",
        assigneeId: ME,
        labels: ["financeiro", "vip"],
        message: "Oi",
        messageFrom: "agente",
      },
    });
  });

  it("names each bad field: the new contact's, the subject, the message, the channel", () => {
    const outcome = parseNewTicket(
      formData({ ...base, contato: "novo", novoNome: "", novoEmail: "x@", assunto: "", mensagem: " ", canal: "fax" }),
      ME,
    );
    expect(outcome).toEqual({
      errors: {
        novoNome: "Informe o nome do contato.",
        novoEmail: "Informe um e-mail válido, como nome@empresa.com.br.",
        assunto: "Informe o assunto (até 200 caracteres).",
        mensagem: "Escreva a mensagem.",
        canal: "Escolha um canal da lista.",
      },
    });
  });
});
