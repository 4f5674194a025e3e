/** One zod schema per sign-in, registration and password-reset step, for Conform and the actions. Safe for the browser. */
import { z } from "~/config/zod";
import { codeField, emailField, nameField, passwordField, usernameField } from "~/config/account-rules";
import { passwordRules, type CommonPasswordCheck } from "~/config/password-policy";
import { LOGIN_MAX_LENGTH } from "./login-limits";

const LOGIN_REQUIRED = { username: "Informe seu usuário ou e-mail.", password: "Informe sua senha." } as const;

/** The sign-in form: who (user name or e-mail, trimmed) and the password, as typed. */
export const loginSchema = z.object({
  username: z
    .string({ error: LOGIN_REQUIRED.username })
    .trim()
    .min(1, LOGIN_REQUIRED.username)
    .max(LOGIN_MAX_LENGTH.username, "Usuário ou e-mail muito longo."),
  password: z
    .string({ error: LOGIN_REQUIRED.password })
    .min(1, LOGIN_REQUIRED.password)
    .max(LOGIN_MAX_LENGTH.password, "Senha muito longa."),
});

const confirmation = z.string({ error: "Repita a senha." });
const passwordsMatch = (field: "password" | "newPassword") => (value: Record<string, string>) =>
  value[field] === value.passwordConfirmation;
const mismatch = { path: ["passwordConfirmation"], message: "As senhas não coincidem." };

/** The first step of both flows: the e-mail the code goes to. */
export const emailStepSchema = z.object({ email: emailField });
export const registrationConfirmSchema = z.object({ code: codeField });

/** What a password step knows besides the form: the flow's e-mail and, on the server, the common-password check. */
export interface PasswordContext {
  email?: string | null;
  isCommon?: CommonPasswordCheck;
}

/** The last registration step; the password may contain neither the user name typed nor the e-mail. */
export const registrationCompleteSchema = ({ email, isCommon }: PasswordContext = {}) =>
  z
    .object({
      username: usernameField,
      givenName: nameField("seu nome"),
      familyName: nameField("seu sobrenome"),
      password: passwordField,
      passwordConfirmation: confirmation,
    })
    .refine(passwordsMatch("password"), mismatch)
    .superRefine(passwordRules("password", ({ username }) => ({ username, email }), isCommon));

/** The new password of a reset; the user name is known only to the auth service, which checks it. */
export const passwordResetConfirmSchema = ({ email, isCommon }: PasswordContext = {}) =>
  z
    .object({ code: codeField, newPassword: passwordField, passwordConfirmation: confirmation })
    .refine(passwordsMatch("newPassword"), mismatch)
    .superRefine(passwordRules("newPassword", () => ({ email }), isCommon));
