/**
 * The forms of registration and password reset (issue 3): one zod schema
 * per step, used by Conform in the browser and by the actions. Safe for the
 * browser bundle.
 */
import { z } from "zod";
import { codeField, emailField, nameField, passwordField, usernameField } from "~/config/account-rules";

/** The honeypot: a field people never see; a bot that fills it is refused. */
export const HONEYPOT_FIELD = "website";

const confirmation = z.string({ error: "Repita a senha." });
const passwordsMatch = (field: "password" | "newPassword") => (value: Record<string, string>) =>
  value[field] === value.passwordConfirmation;
const mismatch = { path: ["passwordConfirmation"], message: "As senhas não coincidem." };

/** The first step of both flows: the e-mail the code goes to. */
export const emailStepSchema = z.object({ email: emailField });
export const registrationConfirmSchema = z.object({ code: codeField });
export const registrationCompleteSchema = z
  .object({
    username: usernameField,
    givenName: nameField("seu nome"),
    familyName: nameField("seu sobrenome"),
    password: passwordField,
    passwordConfirmation: confirmation,
  })
  .refine(passwordsMatch("password"), mismatch);

export const passwordResetConfirmSchema = z
  .object({ code: codeField, newPassword: passwordField, passwordConfirmation: confirmation })
  .refine(passwordsMatch("newPassword"), mismatch);
