import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { CredentialFailure } from "../shared/responses.server";

export interface NewAccount {
  email: string;
  username: string;
  givenName: string;
  familyName: string;
  passwordHash: string;
  organizationId: string;
  role: string;
  status?: "active" | "pending";
}

/** Why an account cannot be created: the e-mail (409) or user name (400) is taken. */
export async function accountConflict(
  db: Kysely<Database>,
  { email, username }: Pick<NewAccount, "email" | "username">,
): Promise<CredentialFailure | null> {
  const taken = await db
    .selectFrom("users")
    .select(["email", "username"])
    .where((eb) => eb.or([eb("email", "=", email), eb("username", "=", username)]))
    .execute();
  if (taken.some((row) => row.email === email)) {
    return { status: 409, error: "email_already_registered", message: "Email já registrado." };
  }
  if (taken.length > 0) return { status: 400, error: "username_taken", message: "Nome de usuário já está em uso." };
  return null;
}

/** Inserts the account inside `trx` (the caller's transaction, so other writes such as spending a code commit with it). */
export async function insertAccount(trx: Transaction<Database>, account: NewAccount, now = new Date()): Promise<string> {
  const id = randomUUID();
  const stamp = now.toISOString();
  await trx
    .insertInto("users")
    .values({
      id,
      username: account.username,
      email: account.email,
      given_name: account.givenName,
      family_name: account.familyName,
      phone: null,
      avatar_url: null,
      is_active: 1,
      blocked_at: null,
      last_login: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await trx
    .insertInto("memberships")
    .values({
      user_id: id,
      organization_id: account.organizationId,
      role: account.role,
      is_primary: 1,
      status: account.status ?? "active",
      created_at: stamp,
    })
    .execute();
  await trx
    .insertInto("password_credentials")
    .values({ user_id: id, password_hash: account.passwordHash, updated_at: stamp })
    .execute();
  return id;
}
