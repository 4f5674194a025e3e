/**
 * Password check (decision 0011): account state is told only after a right password, and an unknown identifier
 * takes the same steps (its own pair, a decoy hash), so status, body and timing do not reveal whether an account exists.
 */
import type { Kysely } from "kysely";
import { admit, clearKey, settle, type RateStore } from "~/db/rate-limit.server";
import type { Database, MembershipStatus } from "~/db/schema";
import { keyedHash } from "~/keys.server";
import { loginClaims } from "./limits.server";
import { decoyHash, verifyPassword } from "./password.server";
import type { CredentialFailure } from "../shared/responses.server";
import { REQUEST_MESSAGES } from "./membership-requests.server";
import { findAccountById, membershipStates, type Account } from "./users.server";

export const MESSAGES = {
  invalidCredentials: "Usuário ou senha incorretos.",
  disabled: "Conta desabilitada. Procure o administrador da organização.",
  blocked: "Acesso bloqueado pelo administrador da organização.",
  locked: "Conta temporariamente bloqueada. Tente novamente em 15 minutos.",
  tooManyFromAddress: "Muitas tentativas de login a partir deste endereço. Tente novamente em alguns minutos.",
  organizationNotFound: "Organização não encontrada.",
} as const;

export interface CredentialInput {
  username: string;
  password: string;
  organization?: string;
  clientAddress: string;
}

export type CredentialResult =
  { ok: true; account: Account; organizationId: string | null } | { ok: false; failure: CredentialFailure };

const fail = (failure: CredentialFailure): CredentialResult => ({ ok: false, failure });
const invalid = () => fail({ status: 401, error: "invalid_grant", message: MESSAGES.invalidCredentials });

/** Checks a password sign-in: account and organization id, or the failure (404, 429/423 with `retryAfterMs`, 401, 403). */
export async function checkCredentials(store: RateStore, input: CredentialInput, now = new Date()): Promise<CredentialResult> {
  const { db } = store;
  let organizationId: string | null = null;
  if (input.organization) {
    const organization = await db
      .selectFrom("organizations")
      .select("id")
      .where("slug", "=", input.organization.trim().toLowerCase())
      .executeTakeFirst();
    if (!organization) return fail({ status: 404, error: "organization_not_found", message: MESSAGES.organizationNotFound });
    organizationId = organization.id;
  }

  const identifier = input.username.trim().toLowerCase();
  const credential = await findCredential(db, identifier);
  // Hashed for both kinds: an identifier may be a misplaced password.
  const identifierKey = keyedHash("auth-service/login-subject", identifier);
  const claims = loginClaims(credential?.user_id ?? identifierKey, input.clientAddress);
  // Only a checked wrong password counts; concurrent checks of a pair or address beyond a few wait their turn.
  const admitted = await admit(store, [claims.address, claims.pair]);
  if (!admitted.ok) {
    const { retryAfterMs } = admitted;
    return admitted.refused === claims.pair && !admitted.busy
      ? fail({ status: 423, error: "account_locked", message: MESSAGES.locked, retryAfterMs })
      : fail({ status: 429, error: "too_many_requests", message: MESSAGES.tooManyFromAddress, retryAfterMs });
  }
  let matches: boolean;
  try {
    matches = await verifyPassword(credential?.password_hash ?? (await decoyHash()), input.password);
  } catch (error) {
    await settle(store, admitted.attempt, false);
    throw error;
  }
  await settle(store, admitted.attempt, !credential || !matches);
  if (!credential || !matches) return invalid();

  // The address keeps its failures, or one valid account would reset them.
  await clearKey(db, claims.pair.rule.bucket, claims.pair.key);
  const account = await findAccountById(db, credential.user_id);
  if (!account) return invalid();
  if (!account.is_active) return fail({ status: 403, error: "account_disabled", message: MESSAGES.disabled });
  if (account.blocked_at) return fail({ status: 403, error: "account_blocked", message: MESSAGES.blocked });
  const shutOut = membershipRefusal(await membershipStates(db, account.id), organizationId);
  if (shutOut) return fail(shutOut);

  const stamp = now.toISOString();
  await db.updateTable("users").set({ last_login: stamp }).where("id", "=", account.id).execute();
  return { ok: true, account: { ...account, last_login: stamp }, organizationId };
}

function membershipRefusal(
  states: Array<{ organizationId: string; organizationName: string; status: MembershipStatus }>,
  organizationId: string | null,
): CredentialFailure | null {
  const state = organizationId
    ? states.find((membership) => membership.organizationId === organizationId)
    : states.every((membership) => membership.status !== "active")
      ? states[0]
      : undefined;
  if (state?.status === "blocked") return { status: 403, error: "account_blocked", message: MESSAGES.blocked };
  if (state?.status === "disabled") return { status: 403, error: "account_disabled", message: MESSAGES.disabled };
  if (state?.status === "pending") {
    return { status: 403, error: "membership_pending", message: REQUEST_MESSAGES.pending(state.organizationName) };
  }
  if (state?.status === "refused") {
    return { status: 403, error: "membership_refused", message: REQUEST_MESSAGES.refused(state.organizationName) };
  }
  return null;
}

function findCredential(db: Kysely<Database>, identifier: string) {
  return db
    .selectFrom("users")
    .innerJoin("password_credentials", "password_credentials.user_id", "users.id")
    .select(["password_credentials.user_id", "password_credentials.password_hash"])
    .where(identifier.includes("@") ? "users.email" : "users.username", "=", identifier)
    .executeTakeFirst();
}
