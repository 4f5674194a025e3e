/** Counted events of the rate limits. */

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

export interface RateLimitTables {
  rate_events: RateEventTable;
}
