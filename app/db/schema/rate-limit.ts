/** One counted event of a rate limit (rate-limit.server.ts); kept for a day. */
export interface RateEventTable {
  id: string;
  bucket: string;
  key: string;
  occurred_at: string;
}

export interface RateLimitTables {
  rate_events: RateEventTable;
}
