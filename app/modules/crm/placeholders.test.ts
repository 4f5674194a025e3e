import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./placeholders";

const values = {
  "contato.nome": "Ana Souza",
  "contato.email": "ana@example.com",
  "agente.nome": "Bruno",
  "atendimento.numero": "AT-000042",
  "atendimento.assunto": "Boleto em dobro",
  "organizacao.nome": "Eleve",
};

describe("fillPlaceholders", () => {
  it("fills known placeholders, with or without spaces inside the braces", () => {
    expect(fillPlaceholders("Olá, {{contato.nome}}! Sobre {{ atendimento.numero }}: {{atendimento.assunto}}.", values)).toBe(
      "Olá, Ana Souza! Sobre AT-000042: Boleto em dobro.",
    );
  });

  it("keeps an unknown placeholder as typed", () => {
    expect(fillPlaceholders("Oi {{contato.apelido}}", values)).toBe("Oi {{contato.apelido}}");
  });
});
