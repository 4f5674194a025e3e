/** Keys derived from SESSION_SECRET with HKDF-SHA256, one label per use, so no two uses share a key. */
import { createHmac, hkdfSync } from "node:crypto";
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
