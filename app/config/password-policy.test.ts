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

  const longest =
    "Ipê-amarelo floresce no cerrado seco enquanto o rio corre devagar entre pedras, raízes antigas e o canto de um sabiá-laranjeira!";

  it("takes a password of 128 characters", () => expect(longest).toHaveLength(128));

  it.each(["SenhaForte1", "Trocada@2026", "cavalo correto bateria grampo", longest])("accepts %j", (password) => {
    expect(checkPassword(password, owner)).toBeNull();
  });

  const eleve = { ...owner, givenName: "Clara", familyName: "Nunes", organizations: ["Eleve", "eleve"] };

  it.each([
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
  ])("refuses %j, whatever hides it, with its rule", (password, message) => {
    expect(checkPassword(password, eleve)).toBe(message);
  });

  it.each([
    ["\u200b\u2060abc\u00ad1234", PASSWORD_MESSAGES.tooShort],
    ["ＺＺＺＺＺＺＺＺ", PASSWORD_MESSAGES.repeated],
    ["XYZXYZXYZ", PASSWORD_MESSAGES.pattern],
    ["87654321", PASSWORD_MESSAGES.pattern],
    ["zyxwvuts", PASSWORD_MESSAGES.pattern],
    ["Senha@2026", PASSWORD_MESSAGES.common],
    ["!Mudar@123", PASSWORD_MESSAGES.common],
    ["Nunes#Claro1", PASSWORD_MESSAGES.context],
    ["SERENO é paz", PASSWORD_MESSAGES.context],
    ["Outra12345", PASSWORD_MESSAGES.guessable],
  ])("reads %j normalized, with the context and zxcvbn's estimate", (password, message) => {
    expect(checkPassword(password, eleve)).toBe(message);
  });

  it("keeps names and organization words of fewer than 4 letters out of the context", () => {
    expect(checkPassword("Lia-do-Lab-Cerrado", { givenName: "Lia", organizations: ["Lab"] })).toBeNull();
    expect(checkPassword("Feelings&Cerrado-9", { organizations: ["Lab Feelings"] })).toBe(PASSWORD_MESSAGES.context);
  });

  it("has at least the 10 000 most common passwords, deep entries included, whatever the case", () => {
    const list = dictionary["passwords-common"];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(list[8_999]).toBe("trooper1");
    expect(isCommonPassword("trooper1")).toBe(true);
    expect(isCommonPassword("TROOPER1")).toBe(true);
    expect(isCommonPassword("kingking")).toBe(true);
    expect(list.slice(0, 10_000).every((password) => isCommonPassword(password.toUpperCase()))).toBe(true);
    expect(isCommonPassword("Demo@2026")).toBe(true);
    expect(isCommonPassword("SenhaForte1")).toBe(false);
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
