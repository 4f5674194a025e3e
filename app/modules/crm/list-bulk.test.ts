import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { BULK_MESSAGES, bulkDoneMessage, bulkQuestion, bulkSchema, readBulk, saoPauloDateTime } from "./list-bulk";

const ID = "0b6f6a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b";
const NOW = new Date("2026-11-24T12:00:00.000Z");

const post = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return readBulk(form, NOW);
};

describe("bulk actions of the desk list", () => {
  it("reads each action into the change the atendimentos get", () => {
    expect(post({ intent: "atribuir", id: ID, atribuir: "ninguem" })).toMatchObject({
      ok: true,
      value: { change: { kind: "assign", assigneeId: null }, confirmed: false },
    });
    expect(post({ intent: "status", id: [ID, ID], status: "resolvido", confirmado: "sim" })).toMatchObject({
      ok: true,
      value: { ids: [ID], change: { kind: "status", status: "resolvido" }, confirmed: true },
    });
    expect(post({ intent: "etiqueta", id: ID, etiqueta: "  Cobrança " })).toMatchObject({
      ok: true,
      value: { change: { kind: "label", label: "cobranca", add: true } },
    });
    expect(post({ intent: "adiar", id: ID, adiar: "2026-11-25T08:30" })).toMatchObject({
      ok: true,
      value: { change: { kind: "snooze", until: "2026-11-25T11:30:00.000Z" } },
    });
    expect(post({ intent: "adiar", id: ID, adiar: "resposta" })).toMatchObject({
      ok: true,
      value: { change: { kind: "snooze", until: null } },
    });
  });

  it("refuses with a pt-BR message what it cannot do", () => {
    expect(post({ intent: "apagar", id: ID })).toEqual({ ok: false, message: BULK_MESSAGES.intent });
    expect(post({ intent: "status", status: "aberto" })).toEqual({ ok: false, message: BULK_MESSAGES.none });
    expect(post({ intent: "status", id: "1; drop table", status: "aberto" })).toEqual({ ok: false, message: BULK_MESSAGES.id });
    expect(post({ intent: "status", id: ID, status: "adiado" })).toEqual({ ok: false, message: BULK_MESSAGES.status });
    expect(post({ intent: "atribuir", id: ID, atribuir: "alguém" })).toEqual({ ok: false, message: BULK_MESSAGES.assignee });
    expect(post({ intent: "etiqueta", id: ID, etiqueta: "x".repeat(41) })).toEqual({ ok: false, message: BULK_MESSAGES.label });
    expect(post({ intent: "etiqueta", id: ID, etiqueta: "a\u0007b" })).toEqual({ ok: false, message: BULK_MESSAGES.label });
    expect(post({ intent: "adiar", id: ID, adiar: "" })).toEqual({ ok: false, message: BULK_MESSAGES.until });
    expect(post({ intent: "adiar", id: ID, adiar: "2026-11-24T08:59" })).toEqual({ ok: false, message: BULK_MESSAGES.past });
    const many = Array.from({ length: 51 }, (_, i) => ID.replace(/.{2}$/, String(i).padStart(2, "0")));
    expect(post({ intent: "status", id: many, status: "aberto" })).toEqual({ ok: false, message: BULK_MESSAGES.many });
  });

  it("reads São Paulo's wall clock, and only real dates", () => {
    expect(saoPauloDateTime("2026-12-31T22:00")).toBe("2027-01-01T01:00:00.000Z");
    expect(saoPauloDateTime("2026-02-31T10:00")).toBeNull();
    expect(saoPauloDateTime("amanhã")).toBeNull();
  });

  it("says what was done after the redirect", () => {
    expect(bulkDoneMessage(new URLSearchParams("feito=status&quantos=3"))).toBe("Situação mudada em 3 atendimentos.");
    expect(bulkDoneMessage(new URLSearchParams("feito=adiar&quantos=1"))).toBe("1 atendimento adiado.");
    expect(bulkDoneMessage(new URLSearchParams("feito=adiar&quantos=0"))).toBe("Nenhum dos atendimentos marcados mudou.");
    expect(bulkDoneMessage(new URLSearchParams("feito=<b>&quantos=1"))).toBeNull();
  });
});

describe("the bulk confirmation", () => {
  it("asks what will happen to how many", () => {
    const ask = (fields: Record<string, string | string[]>, names = {}) => {
      const read = post(fields);
      if (!read.ok) throw new Error(read.message);
      return bulkQuestion(read.value, names);
    };
    const two = [ID, ID.replace("5b", "5c")];
    expect(ask({ intent: "atribuir", id: two, atribuir: ID }, { assigneeName: "Bia Agente" })).toBe(
      "Atribuir 2 atendimentos a Bia Agente?",
    );
    expect(ask({ intent: "atribuir", id: ID, atribuir: "ninguem" })).toBe("Tirar o responsável de 1 atendimento?");
    expect(ask({ intent: "status", id: two, status: "resolvido" }, { statusLabel: "Resolvido" })).toBe(
      "Mudar a situação de 2 atendimentos para Resolvido?",
    );
    expect(ask({ intent: "etiqueta", id: ID, etiqueta: "VIP" })).toBe("Adicionar a etiqueta “vip” a 1 atendimento?");
    expect(ask({ intent: "adiar", id: ID, adiar: "", "adiar-resposta": "1" })).toBe(
      "Adiar 1 atendimento até a resposta do contato?",
    );
  });
});

describe("the selection form's schema, as Conform reads the post", () => {
  const submit = (fields: Record<string, string | string[]>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
    return parseWithZod(form, { schema: bulkSchema(NOW) });
  };
  const errors = (fields: Record<string, string | string[]>) => {
    const submission = submit(fields);
    return submission.status === "success" ? null : submission.error;
  };

  it("takes one marked atendimento as a list of one", () => {
    expect(submit({ intent: "status", id: ID, status: "pendente" })).toMatchObject({
      status: "success",
      value: { ids: [ID], change: { kind: "status", status: "pendente" } },
    });
  });

  it("puts each refusal on its field: the marks and the pressed action's own", () => {
    expect(errors({ intent: "etiqueta", etiqueta: "" })).toEqual({
      id: [BULK_MESSAGES.none],
      etiqueta: [BULK_MESSAGES.label],
    });
    expect(submit({ intent: "adiar", id: ID, "adiar-resposta": "1" })).toMatchObject({
      status: "success",
      value: { change: { kind: "snooze", until: null } },
    });
    expect(errors({ id: ID })).toEqual({ intent: [BULK_MESSAGES.intent] });
  });
});
