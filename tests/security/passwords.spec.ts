/**
 * Weak passwords (ASVS 5.0 6.2) are refused over HTTP with the rule's pt-BR
 * message, and no account is created: common ones, blank or repeated ones,
 * and ones holding the user name or the e-mail.
 */
import { expect, test } from "@playwright/test";
import { PASSWORD_MESSAGES } from "~/config/password-policy";
import { accessToken, call, uniqueSuffix } from "./support";

test("/connect/register refuses each kind of weak password and creates nothing", async () => {
  const bearer = { Authorization: `Bearer ${await accessToken("admin-eleve", undefined, "eleve")}` };
  const suffix = uniqueSuffix();
  const username = `fraca-${suffix}`;
  const email = `fraca.${suffix}@example.com`;
  const cases: Array<[string, string]> = [
    ["12345678", PASSWORD_MESSAGES.common],
    ["password", PASSWORD_MESSAGES.common],
    ["Password1", PASSWORD_MESSAGES.common],
    ["        ", PASSWORD_MESSAGES.blank],
    ["zzzzzzzzzz", PASSWORD_MESSAGES.repeated],
    [`x${username.toUpperCase()}!`, PASSWORD_MESSAGES.username],
    [`${email}#1`, PASSWORD_MESSAGES.email],
    ["curta1!", PASSWORD_MESSAGES.tooShort],
  ];
  for (const [password, message] of cases) {
    const response = await call("/connect/register", {
      origin: null,
      headers: bearer,
      json: { email, username, givenName: "Fábio", familyName: "Fraco", password, organization: "eleve" },
    });
    expect(response.status, JSON.stringify(password)).toBe(400);
    expect(((await response.json()) as { Data: { Message: string } }).Data.Message).toBe(message);
  }
  const token = await call("/connect/token", {
    origin: null,
    form: { grant_type: "password", username, password: "12345678", client_id: "web" },
  });
  expect(token.status).toBe(401);

  const strong = await call("/connect/register", {
    origin: null,
    headers: bearer,
    json: { email, username, givenName: "Fábio", familyName: "Forte", password: `Ipê-amarelo ${suffix}`, organization: "eleve" },
  });
  expect(strong.status).toBe(201);
});
