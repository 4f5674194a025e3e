/** Keys derived from SESSION_SECRET with HKDF-SHA256, one label per use, so no two uses share a key. */
import { createHmac, hkdfSync } from "node:crypto";
import { LRUCache } from "lru-cache";
import { config } from "~/config.server";

const keys = new Map<string, Uint8Array<ArrayBuffer>>();

/** A 32-byte key for `label` (e.g. "auth-service/access-token"). */
export function derivedKey(label: string): Uint8Array<ArrayBuffer> {
  let key = keys.get(label);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", config().sessionSecret, "", label, 32));
    keys.set(label, key);
  }
  return key;
}

const cryptoKeys = new Map<string, Promise<CryptoKey>>();

/** A non-extractable WebCrypto key for `label`, made once per process: jose would import raw bytes on every call. */
export function derivedCryptoKey(label: string, algorithm: "AES-GCM" | "HMAC-SHA-256"): Promise<CryptoKey> {
  const name = `${label}\u0000${algorithm}`;
  let key = cryptoKeys.get(name);
  if (!key) {
    key =
      algorithm === "AES-GCM"
        ? crypto.subtle.importKey("raw", derivedKey(label), "AES-GCM", false, ["encrypt", "decrypt"])
        : crypto.subtle.importKey("raw", derivedKey(label), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    cryptoKeys.set(name, key);
  }
  return key;
}

/** HMAC-SHA256 of `value` under the key of `label`, hex. */
export const keyedHash = (label: string, value: string) => createHmac("sha256", derivedKey(label)).update(value).digest("hex");

/** Distinct tokens a `checkedOnce` check remembers. */
const TOKENS_KEPT = 5_000;

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
};

/**
 * `check` (a jose verify or decrypt of one compact token, throwing when it
 * fails) run once per distinct token: a signature or a decryption depends
 * only on the token's bytes and the key, so a later call with the same
 * string rechecks only the clock, against the payload's `exp` (s since the
 * epoch), as jose would. Each check costs a round trip to the crypto thread
 * pool, and every signed-in request makes two. Failures are not kept; the
 * payloads given out are frozen, as every caller shares them.
 */
export function checkedOnce<P extends { exp?: number }>(check: (token: string) => Promise<P>): (token: string) => Promise<P> {
  const passed = new LRUCache<string, P>({ max: TOKENS_KEPT });
  return async (token) => {
    const payload = passed.get(token);
    if (payload && (payload.exp ?? 0) > Math.floor(Date.now() / 1000)) return payload;
    const checked = deepFreeze(await check(token));
    passed.set(token, checked);
    return checked;
  };
}
