/**
 * The server's half of the password policy (ASVS 5.0 6.2.4): the list of
 * common passwords, checked offline. The list is zxcvbn-ts's
 * `passwords-common` dictionary (49 233 passwords from public leaks,
 * ranked, 17 950 of them 8 characters or longer), held once per process
 * in a Set. Server only: the browser never receives it.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordProblem, type PasswordOwner } from "./password-policy";

let common: Set<string> | undefined;

/** Built on first use: the import alone costs little, the Set a few MB. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));
  return common;
}

/**
 * Whether `password` is on the list, ignoring case and the spaces around
 * it (` Password1 ` is `password1`).
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}

/**
 * Every rule of the policy, the list included: the pt-BR message of the
 * first one `password` breaks, or null. The auth service calls it for
 * registration (complete and /connect/register) and password reset; the
 * owner is what the account is known by (user name, e-mail).
 */
export function checkPassword(password: string, owner: PasswordOwner = {}): string | null {
  return passwordProblem(password, owner, isCommonPassword);
}
