import { serviceErrorBody } from "~/config/service-errors";

export type ServiceErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "invalid_scope"
  | "unsupported_grant_type"
  | "invalid_token"
  | "access_denied"
  | "account_disabled"
  | "account_blocked"
  | "account_locked"
  | "organization_not_found"
  | "not_found"
  | "method_not_allowed"
  | "email_already_registered"
  | "username_taken"
  | "invalid_code"
  | "reset_code_not_found"
  | "too_many_requests"
  | "profile_exists"
  | "unsupported_media_type"
  | "payload_too_large"
  | "temporarily_unavailable"
  | "last_administrator"
  | "already_member"
  | "invitation_pending"
  | "membership_pending"
  | "membership_refused"
  | "registration_closed"
  | "invitation_closed"
  | "invitation_not_found"
  | "invitation_expired"
  | "invitation_used"
  | "invitation_revoked";

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

/** A JSON answer that no cache keeps (tokens and claims are personal). */
export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** An error answer; `message` is the pt-BR text a person reads. */
export function errorResponse(status: number, error: ServiceErrorCode, message: string, headers: HeadersInit = {}): Response {
  return json(serviceErrorBody(error, message), status, headers);
}

/** A failed credential check, as the token and login endpoints answer it. */
export interface CredentialFailure {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 429;
  error: ServiceErrorCode;
  message: string;
  retryAfterMs?: number;
}

export function failureResponse(failure: CredentialFailure): Response {
  const headers: HeadersInit = failure.retryAfterMs === undefined ? {} : retryAfter(failure.retryAfterMs);
  return errorResponse(failure.status, failure.error, failure.message, headers);
}

/** The `Retry-After` header for a wait in ms (whole seconds, at least 1). */
export const retryAfter = (ms: number) => ({ "Retry-After": String(Math.max(1, Math.ceil(ms / 1000))) });

/** 429 `too_many_requests` with `Retry-After`; `message` is pt-BR. */
export const tooManyRequests = (message: string, retryAfterMs: number) =>
  errorResponse(429, "too_many_requests", message, retryAfter(retryAfterMs));

/** A success answer of the `/api` endpoints: `{ Data: { Message, ...extra } }`. */
export function accepted(status: 200 | 201 | 202, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ Data: { Message: message, ...extra } }, status);
}
