/**
 * Keys of the application (the session cookie, the built-in auth service's
 * tokens and codes), each derived from SESSION_SECRET with HKDF-SHA256
 * under its own label, so no two uses share a key.
 */
import { createHmac, hkdfSync } from "node:crypto";
import { config } from "~/config.server";

const keys = new Map<string, Uint8Array>();

/** A 32-byte key for `label` (e.g. "auth-service/access-token"). */
export function derivedKey(label: string): Uint8Array {
  let key = keys.get(label);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", config().sessionSecret, "", label, 32));
    keys.set(label, key);
  }
  return key;
}

/** HMAC-SHA256 of `value` under the key of `label`, hex. */
export const keyedHash = (label: string, value: string) =>
  createHmac("sha256", derivedKey(label)).update(value).digest("hex");
