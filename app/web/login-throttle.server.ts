import { db } from "~/db/db.server";
import { clearKey, countEvents, recordEvent } from "~/db/rate-limit.server";
import { keyedHash } from "~/keys.server";

export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
const RULE = { bucket: "web/login-failure", windowMs: LOGIN_ATTEMPT_WINDOW_MS };

export interface AttemptKey {
  identifier: string;
  clientAddress: string;
}

// The identifier is hashed: people sometimes type their password in its place.
const keyOf = ({ identifier, clientAddress }: AttemptKey) =>
  `${clientAddress}/${keyedHash("web/login-identifier", identifier.trim().toLowerCase())}`;

/** Failed attempts of this pair within the window. */
export async function countFailedAttempts(key: AttemptKey, now = new Date()): Promise<number> {
  return countEvents(await db(), RULE, keyOf(key), now);
}

/** Records a failure; returns the failures within the window, this one included. */
export async function recordFailedAttempt(key: AttemptKey, now = new Date()): Promise<number> {
  await recordEvent(await db(), RULE.bucket, keyOf(key), now);
  return countFailedAttempts(key, now);
}

/** Clears the failures of this pair after a successful sign-in. */
export async function clearFailedAttempts(key: AttemptKey): Promise<void> {
  await clearKey(await db(), RULE.bucket, keyOf(key));
}
