/**
 * Contract of the password policy (ASVS 5.0 6.2; docs/decisions/0010):
 * registration complete, password reset confirm and /connect/register
 * refuse a common, blank, simple or personal password with 400 and the
 * rule's pt-BR message, also when invisible or full-width characters
 * disguise it or it holds the organization's or the product's name, and
 * change nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "~/config/password-policy";
import { db } from "~/db/db.server";
import { accessTokenFor, passwordGrant, postJson } from "../support/auth-requests";
import { latestCode } from "../support/outbox";

const json = async (response: Response) => (await response.json()) as Record<string, any>;
const usersWith = async (email: string) => (await db()).selectFrom("users").select("id").where("email", "=", email).execute();

/** The five refusals of the finding, for an account known as `username` and `email`. */
const weakPasswords = (username: string, email: string) =>
  [
    ["12345678", PASSWORD_MESSAGES.common],
    ["password", PASSWORD_MESSAGES.common],
    ["        ", PASSWORD_MESSAGES.blank],
    [username, PASSWORD_MESSAGES.username],
    [email, PASSWORD_MESSAGES.email],
  ] as const;

/** Weak passwords in disguise, each refused from the normalized password; the account is in Eleve. */
const disguisedPasswords = [
  ["\u200b12345678", PASSWORD_MESSAGES.common],
  ["１２３４５６７８", PASSWORD_MESSAGES.common],
  ["ｐａｓｓｗｏｒｄ", PASSWORD_MESSAGES.common],
  ["pass\u00adword", PASSWORD_MESSAGES.common],
  ["mudar123", PASSWORD_MESSAGES.common],
  ["brasil123", PASSWORD_MESSAGES.common],
  ["abababab", PASSWORD_MESSAGES.pattern],
  ["abcdefgh", PASSWORD_MESSAGES.pattern],
  ["Eleve@2026", PASSWORD_MESSAGES.context],
  ["Sereno2026", PASSWORD_MESSAGES.context],
  ["Demo@2026", PASSWORD_MESSAGES.common],
] as const;

async function expectRefusal(response: Response, message: string) {
  expect(response.status).toBe(400);
  const body = await json(response);
  expect(body.error).toBe("invalid_request");
  expect(body.Data.Message).toBe(message);
}

describe("registration complete", () => {
  const email = "contato.lia@exemplo.com";
  const details = { email, username: "lia.souza", givenName: "Lia", familyName: "Souza" };

  it("refuses each weak password with its rule, creates nothing, and the code still works", async () => {
    await postJson("/api/users/registration/start", { email, organization: "eleve" });
    const code = await latestCode(email);
    for (const [password, message] of weakPasswords(details.username, email)) {
      await expectRefusal(await postJson("/api/users/registration/complete", { ...details, code, password }), message);
    }
    await expectRefusal(
      await postJson("/api/users/registration/complete", { ...details, code, password: "PASSWORD" }),
      PASSWORD_MESSAGES.common,
    );
    expect(await usersWith(email)).toEqual([]);

    // The organization comes with the code: its name is refused once the code is right.
    await expectRefusal(
      await postJson("/api/users/registration/complete", { ...details, code, password: "Eleve@2026" }),
      PASSWORD_MESSAGES.context,
    );
    expect(await usersWith(email)).toEqual([]);

    const created = await postJson("/api/users/registration/complete", { ...details, code, password: "SenhaForte1" });
    expect(created.status).toBe(201);
  });
});

describe("password reset confirm", () => {
  const email = "contato.rui@eleve.example.com";
  const username = "rui.costa";
  const original = "Primeira@Senha-2026";
  const confirm = (code: string, newPassword: string) =>
    postJson("/api/auth/password-reset/confirm", { email, code, newPassword });

  beforeAll(async () => {
    const token = await accessTokenFor("admin-eleve");
    const body = { email, username, givenName: "Rui", familyName: "Costa", password: original, organization: "eleve" };
    expect((await postJson("/connect/register", body, { Authorization: `Bearer ${token}` })).status).toBe(201);
  });

  it("refuses each weak password with its rule and leaves the password and the code as they were", async () => {
    await postJson("/api/auth/password-reset/request", { email });
    const code = await latestCode(email);
    for (const [newPassword, message] of weakPasswords(username, email)) {
      await expectRefusal(await confirm(code, newPassword), message);
    }
    expect((await passwordGrant(username, original)).status).toBe(200);

    expect((await confirm(code, "Trocada@2026")).status).toBe(200);
    expect((await passwordGrant(username, "Trocada@2026")).status).toBe(200);
  });

  it("refuses the account's organization and the demo password once the code is right", async () => {
    await postJson("/api/auth/password-reset/request", { email });
    const code = await latestCode(email);
    await expectRefusal(await confirm(code, "Eleve@2026"), PASSWORD_MESSAGES.context);
    await expectRefusal(await confirm(code, "Demo@2026"), PASSWORD_MESSAGES.common);
    expect((await passwordGrant(username, "Demo@2026")).status).toBe(401);
  });

  it("names the user name rule only to someone with the right code", async () => {
    await postJson("/api/auth/password-reset/request", { email });
    const code = await latestCode(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await confirm(wrong, "Rui.Costa-2026")).status).toBe(404);
    await expectRefusal(await confirm(code, "Rui.Costa-2026"), PASSWORD_MESSAGES.username);
  });
});

describe("POST /connect/register", () => {
  const email = "contato.bia@eleve.example.com";
  const body = { email, username: "bia.lima", givenName: "Bia", familyName: "Lima", organization: "eleve" };

  it("refuses each weak password with its rule and creates no account", async () => {
    const token = await accessTokenFor("admin-eleve");
    for (const [password, message] of weakPasswords(body.username, email)) {
      await expectRefusal(
        await postJson("/connect/register", { ...body, password }, { Authorization: `Bearer ${token}` }),
        message,
      );
    }
    expect(await usersWith(email)).toEqual([]);
  });

  it("refuses weak passwords in disguise, the organization's and the product's names and the demo password", async () => {
    const token = await accessTokenFor("admin-eleve");
    for (const [password, message] of disguisedPasswords) {
      await expectRefusal(
        await postJson("/connect/register", { ...body, password }, { Authorization: `Bearer ${token}` }),
        message,
      );
    }
    expect(await usersWith(email)).toEqual([]);
  });
});
