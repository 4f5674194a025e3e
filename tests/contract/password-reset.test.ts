/**
 * Contract of password reset (spec 7 base /api): the request never
 * tells whether the e-mail exists (the code is mailed after the answer),
 * 429 after 3 requests for one e-mail or 10 from one client address in 15
 * minutes, confirm sets the password, unlocks the account and revokes its
 * tokens.
 */
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { accessTokenFor, passwordGrant, postJson, userinfoRequest } from "../support/auth-requests";
import { latestCode, messagesTo } from "../support/outbox";

const request = (body: unknown) => postJson("/api/auth/password-reset/request", body);
const confirm = (body: unknown) => postJson("/api/auth/password-reset/confirm", body);
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe("password reset", () => {
  it("answers the same for a known and an unknown e-mail; only the known one gets a code", async () => {
    const known = await request({ email: "usuario@sereno.example.com" });
    const unknown = await request({ email: "ninguem@exemplo.com" });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect([...known.headers]).toEqual([...unknown.headers]);
    expect(await json(known)).toEqual(await json(unknown));
    expect(await messagesTo("usuario@sereno.example.com")).toHaveLength(1);
    expect(await messagesTo("ninguem@exemplo.com")).toHaveLength(0);
  });

  it("sets the new password, unlocks the account and revokes the old tokens", async () => {
    const oldToken = await accessTokenFor("usuario-eleve");
    for (let attempt = 0; attempt < 5; attempt++) await passwordGrant("usuario-eleve", "errada");
    expect((await passwordGrant("usuario-eleve", "Demo@2026")).status).toBe(423);

    await request({ email: "usuario@eleve.example.com" });
    const code = await latestCode("usuario@eleve.example.com");
    const response = await confirm({ email: "usuario@eleve.example.com", code, newPassword: "Nova#Senha-2026" });
    expect(response.status).toBe(200);
    expect((await json(response)).Data.Message).toBe("Senha redefinida com sucesso.");

    expect((await passwordGrant("usuario-eleve", "Nova#Senha-2026")).status).toBe(200);
    expect((await passwordGrant("usuario-eleve", "Demo@2026")).status).toBe(401);
    expect((await userinfoRequest(oldToken)).status).toBe(401);
    expect((await confirm({ email: "usuario@eleve.example.com", code, newPassword: "Outra#Senha-2026" })).status).toBe(404);
  });

  it("answers 404 for a wrong code and spends the code after 5 wrong tries", async () => {
    await request({ email: "admin@manager.example.com" });
    const code = await latestCode("admin@manager.example.com");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await confirm({ email: "admin@manager.example.com", code: wrong, newPassword: "Nova#Senha-2026" });
      expect(response.status).toBe(404);
      expect((await json(response)).error).toBe("reset_code_not_found");
    }
    expect((await confirm({ email: "admin@manager.example.com", code, newPassword: "Nova#Senha-2026" })).status).toBe(404);
    expect((await passwordGrant("admin-manager", "Demo@2026")).status).toBe(200);
  });

  it.each([
    ["request", {}, "Informe seu e-mail."],
    ["request", { email: "x" }, "Informe um e-mail válido."],
    ["confirm", { email: "a@b.com", code: "1", newPassword: "Nova#Senha-2026" }, "O código tem 6 dígitos."],
    ["confirm", { email: "a@b.com", code: "123456", newPassword: "curta" }, "A senha deve ter pelo menos 8 caracteres."],
  ])("%s answers 400 for %o", async (step, body, message) => {
    const response = await (step === "request" ? request(body) : confirm(body));
    expect(response.status).toBe(400);
    expect((await json(response)).Data.Message).toBe(message);
  });

  it("answers 429 from the fourth request for one address in 15 minutes", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await request({ email: "admin@labfeelings.example.com" })).status).toBe(202);
    }
    const limited = await request({ email: "ADMIN@labfeelings.example.com" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect(await messagesTo("admin@labfeelings.example.com")).toHaveLength(3);
    expect((await request({ email: "outra@exemplo.com" })).status).toBe(202);
  });

  it("answers 429 from the eleventh request from one client address within 15 minutes; other addresses go on", async () => {
    const from = (address: string, email: string) =>
      postJson("/api/auth/password-reset/request", { email }, { "X-Forwarded-For": address });
    for (let n = 1; n <= 10; n++) expect((await from("192.0.2.50", `pedido-${n}@exemplo.com`)).status).toBe(202);
    const limited = await from("192.0.2.50", "usuario@manager.example.com");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await json(limited)).error).toBe("too_many_requests");
    expect(await messagesTo("usuario@manager.example.com")).toHaveLength(0);
    expect((await from("192.0.2.51", "usuario@manager.example.com")).status).toBe(202);
    expect(await messagesTo("usuario@manager.example.com")).toHaveLength(1);
  });

  it("sends no code to a disabled or blocked account", async () => {
    const database = await db();
    await database.updateTable("users").set({ is_active: 0 }).where("username", "=", "admin-sereno").execute();
    expect((await request({ email: "admin@sereno.example.com" })).status).toBe(202);
    expect(await messagesTo("admin@sereno.example.com")).toHaveLength(0);
  });
});
