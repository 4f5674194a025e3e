/** What the auth service keeps: credentials, issued tokens, e-mailed codes (spec 7). */

export interface PasswordCredentialTable {
  user_id: string;
  /** argon2id PHC string. */
  password_hash: string;
  updated_at: string;
}

export interface IssuedTokenTable {
  jti: string;
  user_id: string;
  client_id: string;
  organization_id: string | null;
  issued_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export type VerificationPurpose = "registration" | "password_reset";

/** A 6-digit code sent by e-mail: stored as an HMAC, single use, 10 minutes. */
export interface VerificationCodeTable {
  id: string;
  purpose: VerificationPurpose;
  email: string;
  organization_id: string | null;
  code_hash: string;
  failed_attempts: number;
  ticket_hash: string | null;
  confirmed_at: string | null;
  consumed_at: string | null;
  expires_at: string;
  created_at: string;
}

/** An invitation to join an organization, e-mailed as a link; pending until accepted, revoked or expired (7 days). */
export interface InvitationTable {
  id: string;
  organization_id: string;
  email: string;
  role: string;
  /** HMAC of the link's token; a resend replaces it, so older links stop working. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  last_sent_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

export interface AuthTables {
  password_credentials: PasswordCredentialTable;
  issued_tokens: IssuedTokenTable;
  verification_codes: VerificationCodeTable;
  invitations: InvitationTable;
}
