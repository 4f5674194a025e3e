import { describe, expect, it } from "vitest";
import { auditDetailText } from "./detail";

describe("audit detail", () => {
  it("reads a change, known keys and roles in pt-BR", () => {
    expect(auditDetailText(JSON.stringify({ from: "Usuario", to: "Administrator" }))).toBe("de Usuário para Administrador");
    expect(auditDetailText(JSON.stringify({ role: "Usuario", email: "a@b.com", extra: 3 }))).toBe(
      "papel: Usuário; e-mail: a@b.com; extra: 3",
    );
    expect(auditDetailText(JSON.stringify({ to: "blocked" }))).toBe("para: bloqueado");
  });

  it("reads a field's change as its label, before and after; a missing side as a dash", () => {
    expect(
      auditDetailText(
        JSON.stringify({ "amount.from": "R$ 1,00", "amount.to": "R$ 2,00", "account.from": null, "account.to": "Caixa" }),
      ),
    ).toBe("valor: de R$ 1,00 para R$ 2,00; conta: de — para Caixa");
    expect(auditDetailText(JSON.stringify({ role: "Administrator", from: "invited", to: "revoked" }))).toBe(
      "de convite pendente para convite revogado; papel: Administrador",
    );
  });

  it("reads nothing for no detail, broken JSON or what is not an object", () => {
    for (const text of [null, "", "{", "[1,2]", "42", "null"]) expect(auditDetailText(text)).toBe("");
  });
});
