/**
 * Table shapes for Kysely. Timestamps are ISO 8601 UTC strings in both
 * dialects (PostgreSQL `timestamptz` is parsed back to ISO in db.server.ts);
 * flags are integers 0/1 so one query runs unchanged on SQLite and
 * PostgreSQL (docs/decisions/0002-portable-schema.md).
 */

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

/**
 * One counted event of a rate limit (app/db/rate-limit.server.ts): a
 * sign-in failure, a registration start, a reset request. Kept for a day.
 */
export interface RateEventTable {
  id: string;
  /** What is counted, e.g. "auth/login-failure/pair". */
  bucket: string;
  /** Who it is counted for within the bucket (an address, an e-mail, an account and address). */
  key: string;
  occurred_at: string;
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

/** A member's social profile; one per user. */
export interface ProfileTable {
  id: string;
  user_id: string;
  /** 3-30 of a-z, 0-9, '.', '_'; lower case; unique. */
  username: string;
  display_name: string;
  /** `display_name` with case and accents folded (config/text-rules `fold`): what lists sort by. */
  sort_name: string;
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
  rate_events: RateEventTable;
  verification_codes: VerificationCodeTable;
  profiles: ProfileTable;
}
