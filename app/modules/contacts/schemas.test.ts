import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { contactSchema } from "./schemas";

/** The form as the browser posts it, through Conform as the action reads it. */
function submit(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);
  return parseWithZod(form, { schema: contactSchema });
}

const errorsOf = (fields: Record<string, string | string[]>) => {
  const submission = submit(fields);
  return submission.status === "error" ? submission.error : {};
};

describe("contactSchema", () => {
  it("reads a full contact: roles, the document normalised, e-mail in lower case", () => {
    const submission = submit({
      name: "  Padaria Pão Quente ",
      roles: ["cliente", "fornecedor"],
      document: "11.222.333/0001-81",
      email: " Compras@Padaria.com.br ",
      phone: "(11) 98765-4321",
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Padaria Pão Quente",
      roles: ["cliente", "fornecedor"],
      document: "11222333000181",
      email: "compras@padaria.com.br",
      phone: "(11) 98765-4321",
    });
  });

  it("takes the optional fields left blank as null, and one role alone", () => {
    const submission = submit({ name: "Ana", roles: "fornecedor", document: "", email: "", phone: "" });
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Ana",
      roles: ["fornecedor"],
      document: null,
      email: null,
      phone: null,
    });
  });

  it("asks for the name and a role, in pt-BR", () => {
    expect(errorsOf({ name: "   " })).toEqual({
      name: ["Informe o nome do contato."],
      roles: ["Marque se o contato é cliente, fornecedor ou ambos."],
    });
  });

  it("refuses a CPF or CNPJ whose check digits are wrong, and all-same digits", () => {
    expect(errorsOf({ name: "Ana", roles: "cliente", document: "529.982.247-24" })).toEqual({
      document: ["CPF inválido: confira os números digitados."],
    });
    expect(errorsOf({ name: "Ana", roles: "cliente", document: "000.000.000-00" })).toEqual({
      document: ["CPF inválido: confira os números digitados."],
    });
    expect(errorsOf({ name: "Ana", roles: "cliente", document: "11.111.111/1111-11" })).toEqual({
      document: ["CNPJ inválido: confira os caracteres digitados."],
    });
    expect(errorsOf({ name: "Ana", roles: "cliente", document: "123" })).toEqual({
      document: ["Informe um CPF com 11 dígitos ou um CNPJ com 14 caracteres."],
    });
  });

  it("refuses a malformed e-mail and a phone without its area code", () => {
    expect(errorsOf({ name: "Ana", roles: "cliente", email: "ana@", phone: "98765-4321" })).toEqual({
      email: ["Informe um e-mail válido, como nome@empresa.com.br."],
      phone: ["Informe o telefone com DDD, como (11) 98765-4321."],
    });
  });

  it("refuses a role that is not offered", () => {
    expect(errorsOf({ name: "Ana", roles: "socio" })).toHaveProperty("roles[0]");
  });
});
