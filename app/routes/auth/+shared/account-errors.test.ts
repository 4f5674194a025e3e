import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "~/config/password-policy";
import { passwordResetError, passwordRuleFailure, registrationError, usernameTakenFailure } from "./account-errors";

describe("registration catalogue (spec 8)", () => {
  it.each([
    ["start", 400, "Dados inválidos para iniciar registro"],
    ["confirm", 400, "Dados inválidos para confirmar registro"],
    ["complete", 400, "Dados inválidos para completar registro"],
    ["start", 404, "Organização não encontrada"],
    ["start", 409, "Email já registrado"],
    ["confirm", 409, "Código inválido"],
    ["complete", 409, "Código inválido"],
    ["start", 429, "Muitas tentativas de registro. Tente novamente em alguns minutos."],
    ["confirm", 429, "Muitas tentativas de registro. Tente novamente em alguns minutos."],
    ["start", 500, "Erro no servidor"],
    ["confirm", 503, "Erro no servidor"],
    ["complete", 504, "Erro no servidor"],
    ["start", 0, "Erro inesperado durante o registro"],
    ["complete", 418, "Erro inesperado durante o registro"],
  ] as const)("%s answering %i shows '%s'", (step, status, message) => {
    expect(registrationError(step, { status }).message).toBe(message);
  });

  it("adds the service's message to a 400 as detail", () => {
    expect(registrationError("complete", { status: 400, serverMessage: "Nome de usuário já está em uso." })).toEqual({
      message: "Dados inválidos para completar registro",
      details: "Nome de usuário já está em uso.",
      statusCode: 400,
    });
  });

  it("shows an invitation-only organization's refusal as the service says it", () => {
    const closed = "Só é possível entrar em Manager por convite. Peça um convite a um administrador.";
    expect(registrationError("start", { status: 403, serverMessage: closed })).toEqual({ message: closed, statusCode: 403 });
  });
});

describe("password reset catalogue (spec 8)", () => {
  it.each([
    ["request", 400, "Dados inválidos para solicitar reset"],
    ["confirm", 400, "Dados inválidos para confirmar reset"],
    ["request", 404, "Email não encontrado"],
    ["confirm", 404, "Código de reset não encontrado"],
    ["request", 429, "Muitas tentativas de reset"],
    ["confirm", 429, "Muitas tentativas de reset"],
    ["request", 500, "Erro no servidor"],
    ["confirm", 502, "Erro no servidor"],
    ["request", 0, "Erro inesperado durante o reset de senha"],
    ["confirm", 409, "Erro inesperado durante o reset de senha"],
  ] as const)("%s answering %i shows '%s'", (step, status, message) => {
    expect(passwordResetError(step, { status }).message).toBe(message);
  });
});

describe("a password rule in a 400 (docs/decisions/0010)", () => {
  it("is named for the password field", () => {
    const failure = { status: 400, serverMessage: PASSWORD_MESSAGES.username };
    expect(passwordRuleFailure(failure)).toBe(PASSWORD_MESSAGES.username);
  });

  it.each([
    { status: 400, serverMessage: "Nome de usuário já está em uso." },
    { status: 400 },
    { status: 409, serverMessage: PASSWORD_MESSAGES.common },
  ])("is not found in %o", (failure) => {
    expect(passwordRuleFailure(failure)).toBeUndefined();
  });
});

describe("a taken user name at registration", () => {
  it("is named for the user name field", () => {
    expect(usernameTakenFailure({ status: 400, serverMessage: "Nome de usuário já está em uso." })).toBe(
      "Nome de usuário já está em uso.",
    );
  });

  it.each([
    { status: 400, serverMessage: "Email já registrado." },
    { status: 500, serverMessage: "Nome de usuário já está em uso." },
    { status: 400 },
  ])("is not found in %o", (failure) => {
    expect(usernameTakenFailure(failure)).toBeUndefined();
  });
});
