import { z } from "~/config/zod";
import { codeField, emailField, passwordField } from "~/config/account-rules";
import { checkPassword } from "~/config/password-policy.server";
import { organizationWords } from "./password-owner.server";
import { database as appDatabase, db } from "~/db/db.server";
import { clearKeyPrefix, take } from "~/db/rate-limit.server";
import { checkCode, spendCode } from "./codes.server";
import { deliverResetCode } from "./deliveries.server";
import { accountPairPrefix, PAIR_BUCKET, requestClaims } from "./limits.server";
import { hashPassword } from "./password.server";
import { runAfterResponse } from "../shared/after-response.server";
import { clientAddress } from "../shared/requests.server";
import { accepted, errorResponse, tooManyRequests } from "../shared/responses.server";
import { revokeUserTokens } from "./tokens.server";
import { parseBody } from "../shared/validation.server";

export async function passwordResetRequest(request: Request): Promise<Response> {
  const input = await parseBody(request, z.object({ email: emailField }), "Dados inválidos para solicitar reset.");
  if (input instanceof Response) return input;
  const store = await appDatabase();
  const taken = await take(store, requestClaims("password-reset", input.email, clientAddress(request)));
  if (!taken.ok) {
    return tooManyRequests("Muitas solicitações de redefinição. Tente novamente em alguns minutos.", taken.retryAfterMs);
  }
  runAfterResponse("password reset e-mail", () => deliverResetCode(store.db, input.email));
  return accepted(202, "Se o e-mail estiver cadastrado, enviaremos um código para redefinir a senha.");
}

const confirmSchema = z.object({ email: emailField, code: codeField, newPassword: passwordField });

export async function passwordResetConfirm(request: Request): Promise<Response> {
  const input = await parseBody(request, confirmSchema, "Dados inválidos para confirmar reset.");
  if (input instanceof Response) return input;
  const weak = checkPassword(input.newPassword, { email: input.email });
  if (weak) return errorResponse(400, "invalid_request", weak);
  const database = await db();
  const row = await checkCode(database, { purpose: "password_reset", email: input.email, code: input.code });
  const user = row
    ? await database
        .selectFrom("users")
        .select(["id", "username", "given_name", "family_name"])
        .where("email", "=", input.email)
        .executeTakeFirst()
    : undefined;
  if (!row || !user) return errorResponse(404, "reset_code_not_found", "Código de reset não encontrado ou expirado.");
  // Checked only once the code is right: before, the answer would reveal the account's words to anyone.
  const personal = checkPassword(input.newPassword, {
    username: user.username,
    email: input.email,
    givenName: user.given_name,
    familyName: user.family_name,
    organizations: await organizationWords(database, { userId: user.id }),
  });
  if (personal) return errorResponse(400, "invalid_request", personal);

  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("password_credentials")
      .set({ password_hash: passwordHash, updated_at: now.toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    await trx.updateTable("users").set({ updated_at: now.toISOString() }).where("id", "=", user.id).execute();
    await revokeUserTokens(trx, user.id, now);
    await spendCode(trx, row.id, now);
    // The owner proved the e-mail: a pair locked by their own wrong passwords opens too.
    await clearKeyPrefix(trx, PAIR_BUCKET, accountPairPrefix(user.id));
  });
  return accepted(200, "Senha redefinida com sucesso.");
}
