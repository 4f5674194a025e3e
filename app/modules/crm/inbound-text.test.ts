import { describe, expect, it } from "vitest";
import { FILES_ONLY, inboundMessage, inboundSubject, NO_SUBJECT, stripQuotedHistory } from "./inbound-text";
import { BODY_MAX } from "./ticket-text";

describe("the new text of an e-mail", () => {
  it("drops the quoted lines, the attribution block and what follows it", () => {
    const gmail = [
      "Obrigado, funcionou!",
      "",
      "Em qua., 5 de mar. de 2025 às 10:00, Eleve <nao-responda@sereno.example.com> escreveu:",
      "> Olá, tente de novo.",
      ">",
      "> --",
    ].join("\r\n");
    expect(stripQuotedHistory(gmail)).toBe("Obrigado, funcionou!");
    expect(stripQuotedHistory("Thanks\n\nOn Wed, Mar 5, 2025 at 10:00 AM Eleve <x@y.z> wrote:\nold text")).toBe("Thanks");
    expect(stripQuotedHistory("Resposta\n> citado\nmais resposta")).toBe("Resposta\nmais resposta");
  });

  it("drops an attribution wrapped over two lines, an original message's header and the signature", () => {
    expect(stripQuotedHistory("Sim.\n\nEm qua., 5 de mar. de 2025 às 10:00, Eleve <\nnao-responda@x.com> escreveu:\n> a")).toBe(
      "Sim.",
    );
    expect(stripQuotedHistory("Sim.\nEm qua., 5 de mar. de 2025 às 10:00, Eleve\nescreveu:\n> a")).toBe("Sim.");
    expect(stripQuotedHistory("Segue.\n\n-----Mensagem original-----\nDe: Eleve")).toBe("Segue.");
    expect(stripQuotedHistory("Até mais\n-- \nMaria Souza\nPadaria")).toBe("Até mais");
  });

  it("keeps a line that only mentions 'wrote' or starts with 'Em'", () => {
    expect(stripQuotedHistory("Em anexo, a nota.\nO contador wrote it.")).toBe("Em anexo, a nota.\nO contador wrote it.");
  });

  it("is empty when only history is left, says so when files came, and cuts a long text with a note", () => {
    expect(inboundMessage("> só citação", false)).toBe("");
    expect(inboundMessage("", true)).toBe(FILES_ONLY);
    const long = inboundMessage("a".repeat(BODY_MAX + 50), false);
    expect(long.length).toBeLessThanOrEqual(BODY_MAX);
    expect(long).toMatch(/Mensagem cortada: o e-mail passava de 10\.000 caracteres\.\]$/);
    expect(inboundMessage("Olá\u0007 mundo\u0000", false)).toBe("Olá mundo");
  });

  it("makes the assunto one clean line", () => {
    expect(inboundSubject("  Pedido\r\n 123\u0001 ")).toBe("Pedido 123");
    expect(inboundSubject(undefined)).toBe(NO_SUBJECT);
    expect(inboundSubject("x".repeat(300))).toHaveLength(200);
  });
});
