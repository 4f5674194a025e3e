// @ts-check
/**
 * The development session secret: read from `<dataDir>/session-secret`, or
 * generated (32 random bytes, hex) and written there on first use with mode
 * 0600. Used by the config module (dev server, tests) and by `npm start` when
 * no SESSION_SECRET is given, so a local trial never needs one.
 *
 * @param {string} dataDir folder that holds the file (created when missing)
 * @returns {string} the secret, 64 hex characters
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function readOrCreateSessionSecret(dataDir) {
  const file = join(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
