import { z } from "~/config/zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-policy";

export const CODE_LENGTH = 6;

export const emailField = z
  .string({ error: "Informe seu e-mail." })
  .trim()
  .min(1, "Informe seu e-mail.")
  .max(254, "E-mail muito longo.")
  .pipe(z.email({ error: "Informe um e-mail válido." }))
  .transform((email) => email.toLowerCase());

export const usernameField = z
  .string({ error: "Escolha um nome de usuário." })
  .trim()
  .toLowerCase()
  .min(3, "O nome de usuário deve ter pelo menos 3 caracteres.")
  .max(30, "O nome de usuário deve ter no máximo 30 caracteres.")
  .regex(/^[a-z0-9._-]+$/, "Use apenas letras sem acento, números, ponto, hífen ou sublinhado.");

export const nameField = (what: string) =>
  z
    .string({ error: `Informe ${what}.` })
    .trim()
    .min(1, `Informe ${what}.`)
    .max(80, `No máximo 80 caracteres.`);

export const passwordField = z
  .string({ error: "Informe uma senha." })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const codeField = z
  .string({ error: "Informe o código recebido por e-mail." })
  .trim()
  .regex(/^\d{6}$/, "O código tem 6 dígitos.");
