/**
 * The server's half of the password policy (ASVS 5.0 6.2.4, 6.2.11;
 * docs/decisions/0010-password-policy.md), checked offline:
 * - the lists: zxcvbn-ts's `passwords-common` dictionary (49 233
 *   passwords from public leaks, ranked) and a curated list of Brazilian
 *   ones (common-passwords-br.server.ts, with the demo password), against
 *   the normalized password and its stem (without the digits and symbols
 *   around it, so `Brasil@2026` is `brasil`);
 * - guessability: zxcvbn-ts with its common and pt-BR dictionaries, told
 *   the person's and the organization's words and the product's name; a
 *   score under 2 (fewer than a million guesses) is refused.
 * Held once per process, built on first use. Server only: the browser
 * never receives the lists.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as ptBrDictionary } from "@zxcvbn-ts/language-pt-br";
import { COMMON_PASSWORDS_BR } from "./common-passwords-br.server";
import { normalizePassword, ownerContextWords, PASSWORD_MESSAGES, passwordProblem, type PasswordOwner } from "./password-policy";

/** zxcvbn's score from which a password is hard enough to guess online (10^6 guesses and more). */
export const MIN_GUESSABILITY_SCORE = 2;

let common: Set<string> | undefined;
let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: the import alone costs little, the Set a few MB. */
function commonPasswords(): Set<string> {
  common ??= new Set([...commonDictionary["passwords-common"], ...COMMON_PASSWORDS_BR].map(normalizePassword));
  return common;
}

/** The password without the digits, symbols and spaces around its letters (`!Mudar@123` is `mudar`). */
const stemOf = (normalized: string) => normalized.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

/**
 * Whether `password`, normalized (case, invisible characters, full-width
 * forms and the spaces around it ignored), or its stem is on one of the
 * lists (` Password1 ` is `password1`; `Brasil@2026` is `brasil`).
 */
export function isCommonPassword(password: string): boolean {
  const normalized = normalizePassword(password).trim();
  const stem = stemOf(normalized);
  return commonPasswords().has(normalized) || (stem.length > 0 && commonPasswords().has(stem));
}

/** Whether zxcvbn guesses `password` in fewer than a million tries, knowing the owner's words. */
export function isGuessablePassword(password: string, owner: PasswordOwner = {}): boolean {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...ptBrDictionary },
    graphs: adjacencyGraphs,
    // Only the start of a long password is rated: the time grows with the length, and 64 characters are plenty.
    maxLength: 64,
  });
  const userInputs = [owner.username, owner.email, ...ownerContextWords(owner)].filter((input): input is string => !!input);
  return zxcvbn.check(normalizePassword(password), userInputs.map(normalizePassword)).score < MIN_GUESSABILITY_SCORE;
}

/**
 * Every rule of the policy, the lists and the guessability included: the
 * pt-BR message of the first one `password` breaks, or null. The auth
 * service calls it wherever a password is set (registration complete and
 * /connect/register, password reset, invitation acceptance); the owner is
 * what the account and its organizations are known by.
 */
export function checkPassword(password: string, owner: PasswordOwner = {}): string | null {
  return (
    passwordProblem(password, owner, isCommonPassword) ??
    (isGuessablePassword(password, owner) ? PASSWORD_MESSAGES.guessable : null)
  );
}
