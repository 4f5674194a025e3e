import { describe, expect, it } from "vitest";
import { mailSettingsSchema } from "./mail-settings-schemas";

describe("the desk's e-mail settings form", () => {
  it("keeps blanks as the defaults and the address in lower case", () => {
    expect(mailSettingsSchema.parse({ senderName: " ", replyAddress: "" })).toEqual({ senderName: null, replyAddress: null });
    expect(mailSettingsSchema.parse({ senderName: "Eleve Suporte", replyAddress: "SAC@Eleve.com.br" })).toEqual({
      senderName: "Eleve Suporte",
      replyAddress: "sac@eleve.com.br",
    });
  });

  it("refuses a name that would break the From header and an address that is not one", () => {
    const messages = (input: object) => mailSettingsSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ senderName: 'Eleve" <x@y.z>' })).toEqual([
      "O nome do remetente não pode ter aspas, barra invertida nem os sinais < e >.",
    ]);
    expect(messages({ replyAddress: "sac" })).toEqual(["Informe um e-mail válido, como atendimento@empresa.com.br."]);
    expect(messages({ senderName: "x".repeat(81) })).toEqual(["O nome do remetente deve ter no máximo 80 caracteres."]);
  });
});
