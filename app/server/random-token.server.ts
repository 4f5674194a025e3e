/**
 * Random tokens for every request (the CSP nonce, the forms' idempotency seed): taken from a pooled buffer that one
 * `randomFillSync` refills every 4 KiB, as Node pools `randomUUID`, instead of one system call per token.
 */
import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/** `bytes` (1 to 4096) random bytes from the CSPRNG, encoded; each byte of the pool is handed out once. */
export function randomToken(bytes: number, encoding: "base64" | "base64url"): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > POOL_BYTES) throw new RangeError(`randomToken: ${bytes} bytes`);
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString(encoding, offset, offset + bytes);
  offset += bytes;
  return token;
}
