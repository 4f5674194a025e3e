/**
 * The password check shared by `/connect/token` and `/connect/login`
 * (spec 7, 8; issue 2). Order: unknown organization (404), account lock
 * (423), password (401), then account state (403 disabled or blocked) so
 * the state of an account is told only to someone who knows its password.
 * Five consecutive failures lock the account for 15 minutes; a success
 * resets the count and records `last_login`.
 */
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";
import { decoyHash, verifyPassword } from "./password.server";
import type { CredentialFailure } from "../shared/responses.server";
import { findAccount, type Account } from "./users.server";

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export const MESSAGES = {
  invalidCredentials: "Usuário ou senha incorretos.",
  disabled: "Conta desabilitada. Procure o administrador da organização.",
  blocked: "Acesso bloqueado pelo administrador da organização.",
  locked: "Conta temporariamente bloqueada. Tente novamente em 15 minutos.",
  organizationNotFound: "Organização não encontrada.",
} as const;

export interface CredentialInput {
  /** User name or e-mail. */
  username: string;
  password: string;
  /** Organization slug the person signs in to, when known. */
  organization?: string;
}

export type CredentialResult =
  | { ok: true; account: Account; organizationId: string | null }
  | { ok: false; failure: CredentialFailure };

const fail = (failure: CredentialFailure): CredentialResult => ({ ok: false, failure });

export async function checkCredentials(
  db: Kysely<Database>,
  input: CredentialInput,
  now = new Date(),
): Promise<CredentialResult> {
  let organizationId: string | null = null;
  if (input.organization) {
    const organization = await db
      .selectFrom("organizations")
      .select("id")
      .where("slug", "=", input.organization.trim().toLowerCase())
      .executeTakeFirst();
    if (!organization) {
      return fail({ status: 404, error: "organization_not_found", message: MESSAGES.organizationNotFound });
    }
    organizationId = organization.id;
  }

  const account = await findAccount(db, input.username);
  const credential = account
    ? await db.selectFrom("password_credentials").selectAll().where("user_id", "=", account.id).executeTakeFirst()
    : undefined;
  if (!account || !credential) {
    await verifyPassword(await decoyHash(), input.password);
    return fail({ status: 401, error: "invalid_grant", message: MESSAGES.invalidCredentials });
  }
  if (credential.locked_until && Date.parse(credential.locked_until) > now.getTime()) {
    return fail({ status: 423, error: "account_locked", message: MESSAGES.locked });
  }
  if (!(await verifyPassword(credential.password_hash, input.password))) {
    await recordFailure(db, account.id, now);
    return fail({ status: 401, error: "invalid_grant", message: MESSAGES.invalidCredentials });
  }
  if (!account.is_active) return fail({ status: 403, error: "account_disabled", message: MESSAGES.disabled });
  if (account.blocked_at) return fail({ status: 403, error: "account_blocked", message: MESSAGES.blocked });

  const stamp = now.toISOString();
  await db
    .updateTable("password_credentials")
    .set({ failed_attempts: 0, locked_until: null, updated_at: stamp })
    .where("user_id", "=", account.id)
    .execute();
  await db.updateTable("users").set({ last_login: stamp }).where("id", "=", account.id).execute();
  return { ok: true, account: { ...account, last_login: stamp }, organizationId };
}

async function recordFailure(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  const row = await db
    .updateTable("password_credentials")
    .set((eb) => ({ failed_attempts: eb("failed_attempts", "+", 1), updated_at: now.toISOString() }))
    .where("user_id", "=", userId)
    .returning("failed_attempts")
    .executeTakeFirst();
  if (row && row.failed_attempts >= MAX_FAILED_ATTEMPTS) {
    await db
      .updateTable("password_credentials")
      .set({ failed_attempts: 0, locked_until: new Date(now.getTime() + LOCK_DURATION_MS).toISOString() })
      .where("user_id", "=", userId)
      .execute();
  }
}
