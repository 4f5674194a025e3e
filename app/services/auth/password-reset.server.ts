/**
 * Password reset (spec 7 base `/api`; issue 3; docs/auth-api.md).
 * request {email}: always 202, whether or not an account has the address
 * (a code is e-mailed only to an active account); more than 3 requests for
 * one address in 15 minutes answer 429. confirm {email, code, newPassword}:
 * sets the password, unlocks the account and revokes its issued tokens;
 * 400 invalid payload, 404 unknown (wrong, spent or expired) code.
 */
import { z } from "zod";
import { codeField, emailField, passwordField } from "~/config/account-rules";
import { db } from "~/db/db.server";
import { sendMail } from "~/mail/mailer.server";
import { checkCode, issueCode, spendCode } from "./codes.server";
import { passwordResetEmail } from "./emails.server";
import { hashPassword } from "./password.server";
import { accepted, errorResponse } from "../shared/responses.server";
import { revokeUserTokens } from "./tokens.server";
import { parseBody } from "../shared/validation.server";

export const MAX_RESET_REQUESTS = 3;
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;

export async function passwordResetRequest(request: Request): Promise<Response> {
  const input = await parseBody(request, z.object({ email: emailField }), "Dados inválidos para solicitar reset.");
  if (input instanceof Response) return input;
  const database = await db();
  const now = new Date();
  const recent = await database
    .selectFrom("password_reset_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("requests"))
    .where("email", "=", input.email)
    .where("requested_at", ">", new Date(now.getTime() - RESET_REQUEST_WINDOW_MS).toISOString())
    .executeTakeFirst();
  if (Number(recent?.requests ?? 0) >= MAX_RESET_REQUESTS) {
    return errorResponse(429, "too_many_requests", "Muitas solicitações de redefinição. Tente novamente em alguns minutos.", {
      "Retry-After": String(RESET_REQUEST_WINDOW_MS / 1000),
    });
  }
  await database.insertInto("password_reset_requests").values({ email: input.email, requested_at: now.toISOString() }).execute();

  const user = await database
    .selectFrom("users")
    .select(["id", "is_active", "blocked_at"])
    .where("email", "=", input.email)
    .executeTakeFirst();
  if (user?.is_active && !user.blocked_at) {
    const code = await issueCode(database, { purpose: "password_reset", email: input.email }, now);
    await sendMail(passwordResetEmail(input.email, code));
  }
  return accepted(202, "Se o e-mail estiver cadastrado, enviaremos um código para redefinir a senha.");
}

const confirmSchema = z.object({ email: emailField, code: codeField, newPassword: passwordField });

export async function passwordResetConfirm(request: Request): Promise<Response> {
  const input = await parseBody(request, confirmSchema, "Dados inválidos para confirmar reset.");
  if (input instanceof Response) return input;
  const database = await db();
  const row = await checkCode(database, { purpose: "password_reset", email: input.email, code: input.code });
  const user = row
    ? await database.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst()
    : undefined;
  if (!row || !user) return errorResponse(404, "reset_code_not_found", "Código de reset não encontrado ou expirado.");

  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_credentials")
      .set({ password_hash: passwordHash, failed_attempts: 0, locked_until: null, updated_at: now.toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    await trx.updateTable("users").set({ updated_at: now.toISOString() }).where("id", "=", user.id).execute();
    await revokeUserTokens(trx, user.id, now);
    await spendCode(trx, row.id, now);
  });
  return accepted(200, "Senha redefinida com sucesso.");
}
