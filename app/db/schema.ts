/**
 * Table shapes for Kysely. Timestamps are ISO 8601 UTC strings in both
 * dialects (PostgreSQL `timestamptz` is parsed back to ISO in db.server.ts);
 * flags are integers 0/1 so one query runs unchanged on SQLite and
 * PostgreSQL (docs/decisions/0002-portable-schema.md).
 */
import type { Generated } from "kysely";

export type Flag = 0 | 1;

export interface OrganizationTable {
  id: string;
  slug: string;
  display_name: string;
  created_at: string;
}

export interface UserTable {
  id: string;
  /** Lower case; unique. */
  username: string;
  /** Lower case; unique. */
  email: string;
  given_name: string;
  family_name: string;
  phone: string | null;
  avatar_url: string | null;
  is_active: Flag;
  /** Set when an administrator blocks the account. */
  blocked_at: string | null;
  last_login: string | null;
  created_at: string;
  updated_at: string;
}

export interface MembershipTable {
  user_id: string;
  organization_id: string;
  role: string;
  is_primary: Flag;
  created_at: string;
}

export interface PasswordCredentialTable {
  user_id: string;
  /** argon2id PHC string. */
  password_hash: string;
  /** Consecutive failures since the last success (lock after 5). */
  failed_attempts: number;
  locked_until: string | null;
  updated_at: string;
}

export interface IssuedTokenTable {
  /** The JWT's jti. */
  jti: string;
  user_id: string;
  client_id: string;
  organization_id: string | null;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A failed sign-in, kept for the login throttle (cleared on success). */
export interface LoginAttemptTable {
  id: Generated<number>;
  /** User name or e-mail as typed, lower case. */
  identifier: string;
  client_address: string;
  attempted_at: string;
}

export type VerificationPurpose = "registration" | "password_reset";

/** A 6-digit code sent by e-mail: stored as an HMAC, single use, 10 minutes. */
export interface VerificationCodeTable {
  id: string;
  purpose: VerificationPurpose;
  /** Lower case. */
  email: string;
  /** The organization a registration joins. */
  organization_id: string | null;
  code_hash: string;
  failed_attempts: number;
  /** Hash of the registration ticket handed out when the code is confirmed. */
  ticket_hash: string | null;
  confirmed_at: string | null;
  consumed_at: string | null;
  expires_at: string;
  created_at: string;
}

export interface PasswordResetRequestTable {
  id: Generated<number>;
  /** Lower case, whether or not an account has it. */
  email: string;
  requested_at: string;
}

/** A member's social profile (issue 4); one per user. */
export interface ProfileTable {
  id: string;
  user_id: string;
  /** 3-30 of a-z, 0-9, '.', '_'; lower case; unique. */
  username: string;
  display_name: string;
  bio: string | null;
  location: string | null;
  website: string | null;
  /** `/storage/avatars/<id>.webp`, or an https URL. */
  avatar_url: string | null;
  /** JSON of the person's layout settings and notification choices. */
  preferences: string | null;
  created_at: string;
  updated_at: string;
}

export interface Database {
  organizations: OrganizationTable;
  users: UserTable;
  memberships: MembershipTable;
  password_credentials: PasswordCredentialTable;
  issued_tokens: IssuedTokenTable;
  login_attempts: LoginAttemptTable;
  verification_codes: VerificationCodeTable;
  password_reset_requests: PasswordResetRequestTable;
  profiles: ProfileTable;
}
