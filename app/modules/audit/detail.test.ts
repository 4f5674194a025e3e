import { describe, expect, it } from "vitest";
import { formatInstant } from "~/config/format";
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

  it("reads a stored calendar date or instant through the formatter, never as ISO text", () => {
    expect(auditDetailText(JSON.stringify({ "dueDate.from": "2027-02-25", "dueDate.to": "2027-03-10" }))).toBe(
      "vencimento: de 25/02/2027 para 10/03/2027",
    );
    expect(auditDetailText(JSON.stringify({ amount: "R$ 5,00", dueDate: "2027-02-25" }))).toBe(
      "valor: R$ 5,00; vencimento: 25/02/2027",
    );
    expect(auditDetailText(JSON.stringify({ from: "2027-02-25", to: "2027-02-26" }))).toBe("de 25/02/2027 para 26/02/2027");
    const instant = "2026-11-24T14:41:20.000Z";
    expect(auditDetailText(JSON.stringify({ expiresAt: instant }))).toBe(`validade: ${formatInstant(instant)}`);
    expect(auditDetailText(JSON.stringify({ reason: "2027-02-25 e depois", code: "2027-13-45" }))).toBe(
      "motivo: 2027-02-25 e depois; número: 2027-13-45",
    );
  });

  it("reads nothing for no detail, broken JSON or what is not an object", () => {
    for (const text of [null, "", "{", "[1,2]", "42", "null"]) expect(auditDetailText(text)).toBe("");
  });
});
