export const IDEMPOTENCY_FIELD = "idempotencyKey";
/** The request header an API client may send instead. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

const KEY = /^[A-Za-z0-9_-]{16,120}$/;

/** Whether `value` is a well-formed key: 16 to 120 of A-Z, a-z, 0-9, `_`, `-`. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && KEY.test(value);
}
