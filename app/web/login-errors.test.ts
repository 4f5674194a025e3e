import { describe, expect, it } from "vitest";
import { loginError } from "./login-errors";

const now = new Date("2026-11-21T10:00:00Z");

describe("login error catalogue (spec 8)", () => {
  it.each([
    [0, undefined, "NETWORK_ERROR", "Erro de conexão. Verifique sua internet e tente novamente."],
    [400, undefined, "INVALID_CREDENTIALS", "Dados de login inválidos."],
    [400, "Informe usuário e senha.", "INVALID_CREDENTIALS", "Informe usuário e senha."],
    [403, "Acesso bloqueado pelo administrador.", "ACCOUNT_LOCKED", "Conta bloqueada por segurança."],
    [403, "Conta desabilitada.", "ACCOUNT_DISABLED", "Conta desabilitada."],
    [403, "Proibido.", "UNKNOWN_ERROR", "Acesso negado."],
    [403, undefined, "UNKNOWN_ERROR", "Acesso negado."],
    [404, undefined, "ORGANIZATION_NOT_FOUND", "Organização não encontrada."],
    [423, undefined, "ACCOUNT_LOCKED", "Conta temporariamente bloqueada."],
    [429, undefined, "TOO_MANY_ATTEMPTS", "Muitas tentativas de login. Tente novamente em alguns minutos."],
    [429, undefined, "TOO_MANY_ATTEMPTS", "Muitas tentativas de login. Tente novamente em alguns minutos."],
    [500, undefined, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [502, undefined, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [503, undefined, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [504, undefined, "SERVER_ERROR", "Erro no servidor. Tente novamente em alguns minutos."],
    [418, undefined, "UNKNOWN_ERROR", "Erro inesperado durante o login."],
    [501, undefined, "UNKNOWN_ERROR", "Erro inesperado durante o login."],
  ])("status %i (%s) gives %s", (status, serverMessage, code, message) => {
    expect(loginError({ status, serverMessage }, now)).toEqual({
      code,
      message,
      statusCode: status,
      timestamp: "2026-11-21T10:00:00.000Z",
    });
  });

  it("counts attempts on a 401 and turns the sixth into too many attempts", () => {
    for (const attempts of [1, 2, 3, 4, 5]) {
      expect(loginError({ status: 401, attempts })).toMatchObject({
        code: "INVALID_CREDENTIALS",
        message: "Usuário ou senha incorretos.",
        details: `Tentativa ${attempts} de 5.`,
      });
    }
    expect(loginError({ status: 401, attempts: 6 })).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      message: "Muitas tentativas de login. Tente novamente em alguns minutos.",
    });
  });

  it("matches 'bloqueado' and 'desabilitada' whatever the case", () => {
    expect(loginError({ status: 403, serverMessage: "USUÁRIO BLOQUEADO" }).code).toBe("ACCOUNT_LOCKED");
    expect(loginError({ status: 403, serverMessage: "Conta DESABILITADA" }).code).toBe("ACCOUNT_DISABLED");
  });

  it("shows the service's own message for a registration waiting for approval or refused", () => {
    const pending = "Seu acesso a Eleve aguarda aprovação de um administrador.";
    expect(loginError({ status: 403, serverMessage: pending })).toMatchObject({ code: "ACCESS_PENDING", message: pending });
    const refused = "Seu pedido de acesso a Eleve foi recusado por um administrador.";
    expect(loginError({ status: 403, serverMessage: refused })).toMatchObject({ code: "ACCESS_REFUSED", message: refused });
  });
});
