/** The member page's and the join policy's forms as Conform reads them, in the browser and in the action. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/forms";
import { memberActionSchema, membershipActionSchema } from "./member-forms";

const read = (schema: typeof memberActionSchema | typeof membershipActionSchema, fields: Record<string, string>) => {
  const submission = parseWithZod(formData(fields), { schema });
  return submission.status === "success" ? { value: submission.value } : { error: submission.error };
};

describe("the member page's posts", () => {
  it("reads the role form and the access actions", () => {
    expect(read(memberActionSchema, { intent: "papel", role: "Administrator" })).toEqual({
      value: { intent: "papel", role: "Administrator", confirmado: false },
    });
    expect(read(memberActionSchema, { intent: "bloquear", confirmado: "sim" })).toEqual({
      value: { intent: "bloquear", confirmado: true },
    });
  });

  it("refuses a role form without a role of the list on its field, in pt-BR", () => {
    for (const role of ["", "Root"]) {
      expect(read(memberActionSchema, { intent: "papel", role })).toEqual({
        error: { role: ["Escolha o papel: Administrador ou Usuário."] },
      });
    }
  });

  it("refuses an unknown intent", () => {
    expect(read(memberActionSchema, { intent: "apagar" })).toHaveProperty("error.intent");
  });
});

describe("who may join", () => {
  it("reads the policy and the answer to a request", () => {
    expect(read(membershipActionSchema, { intent: "politica", politica: "open" })).toEqual({
      value: { intent: "politica", politica: "open" },
    });
    expect(read(membershipActionSchema, { intent: "aprovar", id: " abc " })).toEqual({
      value: { intent: "aprovar", id: "abc" },
    });
  });

  it("refuses a policy form without a policy of the list on its field, in pt-BR", () => {
    for (const politica of ["", "todos"]) {
      expect(read(membershipActionSchema, { intent: "politica", politica })).toEqual({
        error: { politica: ["Escolha quem pode entrar na organização."] },
      });
    }
  });
});
