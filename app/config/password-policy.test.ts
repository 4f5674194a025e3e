import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { z } from "~/config/zod";
import { isPasswordRuleMessage, PASSWORD_MESSAGES, passwordProblem, passwordRules } from "./password-policy";
import { checkPassword, isCommonPassword } from "./password-policy.server";

const owner = { username: "nova.pessoa", email: "clara.nunes@exemplo.com" };

describe("password policy (ASVS 5.0 6.2)", () => {
  it.each([
    ["1234567", PASSWORD_MESSAGES.tooShort],
    ["a".repeat(64) + "b".repeat(65), PASSWORD_MESSAGES.tooLong],
    ["        ", PASSWORD_MESSAGES.blank],
    ["\t \u00a0     ", PASSWORD_MESSAGES.blank],
    ["zzzzzzzzzz", PASSWORD_MESSAGES.repeated],
    ["ZzZzZzZzZz", PASSWORD_MESSAGES.repeated],
    ["nova.pessoa", PASSWORD_MESSAGES.username],
    ["Minha-NOVA.Pessoa-2026", PASSWORD_MESSAGES.username],
    ["clara.nunes@exemplo.com", PASSWORD_MESSAGES.email],
    ["CLARA.NUNES@EXEMPLO.COM!", PASSWORD_MESSAGES.email],
    ["eu-sou-Clara.Nunes-99", PASSWORD_MESSAGES.email],
    ["12345678", PASSWORD_MESSAGES.common],
    ["password", PASSWORD_MESSAGES.common],
    ["PassWord", PASSWORD_MESSAGES.common],
    [" Password1 ", PASSWORD_MESSAGES.common],
  ])("refuses %j with its rule", (password, message) => {
    expect(checkPassword(password, owner)).toBe(message);
  });

  it.each(["Demo@2026", "SenhaForte1", "cavalo correto bateria grampo", "a".repeat(63) + "b".repeat(65)])(
    "accepts %j",
    (password) => {
      expect(checkPassword(password, owner)).toBeNull();
    },
  );

  it("has at least the 10 000 most common passwords, deep entries included, whatever the case", () => {
    const list = dictionary["passwords-common"];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list[8_999]).toBe("trooper1");
    expect(isCommonPassword("trooper1")).toBe(true);
    expect(isCommonPassword("TROOPER1")).toBe(true);
    expect(isCommonPassword("kingking")).toBe(true);
    expect(list.slice(0, 10_000).every((password) => isCommonPassword(password.toUpperCase()))).toBe(true);
    expect(isCommonPassword("Demo@2026")).toBe(false);
  });

  it("checks the e-mail's local part only from 3 characters, and the user name likewise", () => {
    expect(checkPassword("xy-SenhaForte1", { email: "xy@exemplo.com" })).toBeNull();
    expect(checkPassword("ana-SenhaForte1", { email: "ana@exemplo.com" })).toBe(PASSWORD_MESSAGES.email);
    expect(checkPassword("xy@exemplo.com1", { email: "xy@exemplo.com" })).toBe(PASSWORD_MESSAGES.email);
    expect(checkPassword("ab-SenhaForte1", { username: "ab" })).toBeNull();
  });

  it("without the server's check (the browser), consults no list", () => {
    expect(passwordProblem("password")).toBeNull();
    expect(passwordProblem("nova.pessoa1", owner)).toBe(PASSWORD_MESSAGES.username);
  });

  it("recognises its own messages and no other", () => {
    expect(isPasswordRuleMessage(PASSWORD_MESSAGES.common)).toBe(true);
    expect(isPasswordRuleMessage("Nome de usuário já está em uso.")).toBe(false);
    expect(isPasswordRuleMessage(undefined)).toBe(false);
  });

  it("as a zod step, puts the rule on the field and leaves the length to the field", () => {
    const schema = z
      .object({ username: z.string(), password: z.string().min(8, "curta") })
      .superRefine(passwordRules("password", ({ username }) => ({ username }), isCommonPassword));
    const issues = (value: object) => schema.safeParse(value).error?.issues.map((i) => [i.path, i.message]);
    expect(issues({ username: "bia.b", password: "Bia.B-2026" })).toEqual([[["password"], PASSWORD_MESSAGES.username]]);
    expect(issues({ username: "bia.b", password: "qwerty123" })).toEqual([[["password"], PASSWORD_MESSAGES.common]]);
    expect(issues({ username: "bia.b", password: "curto" })).toEqual([[["password"], "curta"]]);
    expect(issues({ username: "bia.b", password: "SenhaForte1" })).toBeUndefined();
  });
});
