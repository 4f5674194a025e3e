import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "~/config/password-policy";
import { isCommonPassword } from "~/config/password-policy.server";
import { loginSchema, passwordResetConfirmSchema, registrationCompleteSchema } from "./account-forms";
import { formData } from "../../../../tests/support/forms";

/** The parsed value, or the errors when the form is refused. */
const valueOf = <T>(submission: { status?: string; value?: T; reply: () => { error?: unknown } }) =>
  submission.status === "success" ? submission.value : submission.reply().error;

const details = { username: "lia.souza", givenName: "Lia", familyName: "Souza" };
const withPassword = (password: string) => formData({ ...details, password, passwordConfirmation: password });
const server = { email: "contato.lia@exemplo.com", isCommon: isCommonPassword };

describe("the password steps' schemas", () => {
  it.each([
    ["Lia.Souza-2026", PASSWORD_MESSAGES.username],
    ["contato.lia@exemplo.com", PASSWORD_MESSAGES.email],
    ["12345678", PASSWORD_MESSAGES.common],
    ["        ", PASSWORD_MESSAGES.blank],
  ])("on the server, registration refuses %j on the password field", (password, message) => {
    const submission = parseWithZod(withPassword(password), { schema: registrationCompleteSchema(server) });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ password: [message] });
  });

  it("in the browser, checks the user name and e-mail but consults no list", () => {
    const browser = registrationCompleteSchema({ email: server.email });
    expect(parseWithZod(withPassword("password"), { schema: browser }).status).toBe("success");
    expect(parseWithZod(withPassword("Lia.Souza-2026"), { schema: browser }).status).toBe("error");
  });

  it("accepts a good password", () => {
    expect(parseWithZod(withPassword("SenhaForte1"), { schema: registrationCompleteSchema(server) }).status).toBe("success");
  });

  it("reset refuses the e-mail and a common password on the new password field", () => {
    const schema = passwordResetConfirmSchema(server);
    const reset = (newPassword: string) =>
      parseWithZod(formData({ code: "123456", newPassword, passwordConfirmation: newPassword }), { schema }).reply().error;
    expect(reset("contato.lia@exemplo.com")).toEqual({ newPassword: [PASSWORD_MESSAGES.email] });
    expect(reset("Password")).toEqual({ newPassword: [PASSWORD_MESSAGES.common] });
    expect(reset("Trocada@2026")).toBeUndefined();
  });
});

describe("the sign-in schema", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: loginSchema });

  it("trims the user name, keeps the password as typed", () => {
    expect(valueOf(parse({ username: " lia ", password: " segredo " }))).toEqual({ username: "lia", password: " segredo " });
  });

  it("asks for empty fields in pt-BR", () => {
    expect(parse({ username: "   ", password: "" }).reply().error).toEqual({
      username: ["Informe seu usuário ou e-mail."],
      password: ["Informe sua senha."],
    });
  });
});
