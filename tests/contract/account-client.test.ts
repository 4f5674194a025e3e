/**
 * Contract of the auth client's account calls: paths and JSON
 * bodies sent to a remote service, and each status of the registration and
 * password-reset catalogues reaching the page's message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuthClient } from "~/clients/auth-client.server";
import { HttpError } from "~/clients/transport.server";
import { passwordResetError, registrationError } from "~/routes/auth/+shared/account-errors";
import { startStandIn, type StandIn } from "../support/stand-in-server";

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

const client = () => createAuthClient({ baseUrl: standIn.url });
const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.status : -1),
  );

describe("account calls to a remote auth service", () => {
  it("posts JSON to the spec paths and reads the confirmation ticket", async () => {
    standIn.received = [];
    standIn.respond = ({ path }) =>
      path.endsWith("confirm-email")
        ? { status: 200, body: { Data: { Message: "ok", ConfirmationTicket: "tkt" } } }
        : { status: 202, body: { Data: { Message: "ok" } } };
    await client().registrationStart({ email: "a@b.com", organization: "eleve" });
    expect(await client().registrationConfirm({ email: "a@b.com", code: "123456" })).toBe("tkt");
    const details = {
      email: "a@b.com",
      confirmationTicket: "tkt",
      username: "ana",
      givenName: "Ana",
      familyName: "Silva",
      password: "SenhaForte1",
    };
    await client().registrationComplete(details);
    await client().passwordResetRequest({ email: "a@b.com" });
    await client().passwordResetConfirm({ email: "a@b.com", code: "123456", newPassword: "SenhaForte1" });

    expect(standIn.received.map((r) => [r.method, r.path, JSON.parse(r.body)])).toEqual([
      ["POST", "/api/users/registration/start", { email: "a@b.com", organization: "eleve" }],
      ["POST", "/api/users/registration/confirm-email", { email: "a@b.com", code: "123456" }],
      ["POST", "/api/users/registration/complete", details],
      ["POST", "/api/auth/password-reset/request", { email: "a@b.com" }],
      ["POST", "/api/auth/password-reset/confirm", { email: "a@b.com", code: "123456", newPassword: "SenhaForte1" }],
    ]);
    expect(standIn.received.every((r) => r.headers["content-type"] === "application/json")).toBe(true);
  });

  it.each([
    [400, "start", "Dados inválidos para iniciar registro"],
    [400, "confirm", "Dados inválidos para confirmar registro"],
    [400, "complete", "Dados inválidos para completar registro"],
    [404, "start", "Organização não encontrada"],
    [409, "start", "Email já registrado"],
    [409, "confirm", "Código inválido"],
    [500, "complete", "Erro no servidor"],
    [503, "start", "Erro no servidor"],
    [418, "confirm", "Erro inesperado durante o registro"],
  ] as const)("a %i on registration %s shows '%s'", async (status, step, message) => {
    standIn.respond = () => ({ status, body: {} });
    const calls = {
      start: () => client().registrationStart({ email: "a@b.com", organization: "eleve" }),
      confirm: () => client().registrationConfirm({ email: "a@b.com", code: "123456" }),
      complete: () =>
        client().registrationComplete({
          email: "a@b.com",
          confirmationTicket: "t",
          username: "ana",
          givenName: "A",
          familyName: "B",
          password: "SenhaForte1",
        }),
    };
    const answered = await statusOf(calls[step]());
    expect(answered).toBe(status);
    expect(registrationError(step, { status: answered }).message).toBe(message);
  });

  it.each([
    [400, "request", "Dados inválidos para solicitar reset"],
    [400, "confirm", "Dados inválidos para confirmar reset"],
    [404, "request", "Email não encontrado"],
    [404, "confirm", "Código de reset não encontrado"],
    [429, "request", "Muitas tentativas de reset"],
    [502, "confirm", "Erro no servidor"],
    [504, "request", "Erro no servidor"],
    [409, "confirm", "Erro inesperado durante o reset de senha"],
  ] as const)("a %i on password reset %s shows '%s'", async (status, step, message) => {
    standIn.respond = () => ({ status, body: {} });
    const call =
      step === "request"
        ? client().passwordResetRequest({ email: "a@b.com" })
        : client().passwordResetConfirm({ email: "a@b.com", code: "123456", newPassword: "SenhaForte1" });
    const answered = await statusOf(call);
    expect(answered).toBe(status);
    expect(passwordResetError(step, { status: answered }).message).toBe(message);
  });
});
