/**
 * Password hashing with argon2id at the OWASP ASVS 5 minimum (m = 19 MiB,
 * t = 2, p = 1; about 9 ms a hash here). Hashes are PHC strings.
 */
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, not importable here */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes a password into a PHC string (`$argon2id$...`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the PHC hash; false for a malformed hash. */
export async function verifyPassword(phc: string, password: string): Promise<boolean> {
  try {
    return await verify(phc, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so a
 * wrong user name costs the same time as a wrong password.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("decoy-password-for-timing");
  return decoy;
}
