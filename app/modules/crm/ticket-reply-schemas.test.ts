import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { TICKET_MESSAGES } from "./ticket-text";
import { ticketReplySchema } from "./ticket-reply-schemas";

const reply = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: ticketReplySchema });
};

describe("the reply box's schema", () => {
  it("reads a resposta or a nota, the text as the module keeps it", () => {
    expect(reply({ modo: "nota", texto: "\n  \nConferir antes.  \n" })).toMatchObject({
      status: "success",
      value: { modo: "nota", texto: "Conferir antes." },
    });
    expect(reply({ modo: "qualquer", texto: "Olá" })).toMatchObject({ value: { modo: "resposta", texto: "Olá" } });
    expect(reply({ texto: "Olá" })).toMatchObject({ value: { modo: "resposta" } });
  });

  it("refuses with the module's pt-BR messages", () => {
    const error = (texto?: string) => {
      const submission = reply(texto === undefined ? {} : { texto });
      return submission.status === "success" ? null : submission.error?.texto;
    };
    expect(error()).toEqual([TICKET_MESSAGES.bodyEmpty]);
    expect(error(" \n ")).toEqual([TICKET_MESSAGES.bodyEmpty]);
    expect(error("x".repeat(10_001))).toEqual([TICKET_MESSAGES.bodyTooLong]);
    expect(error("a\u0000b")).toEqual([TICKET_MESSAGES.control]);
  });
});
