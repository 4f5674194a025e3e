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

/** Verified against for unknown accounts, so a wrong user name costs as much time as a wrong password. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword("decoy-password-for-timing");
  return decoy;
}
