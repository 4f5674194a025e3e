import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as ptBrDictionary } from "@zxcvbn-ts/language-pt-br";
import { COMMON_PASSWORDS_BR } from "./common-passwords-br.server";
import { normalizePassword, ownerContextWords, PASSWORD_MESSAGES, passwordProblem, type PasswordOwner } from "./password-policy";

/** zxcvbn's score from which a password is hard enough to guess online (10^6 guesses and more). */
export const MIN_GUESSABILITY_SCORE = 2;

let common: Set<string> | undefined;
let zxcvbn: ZxcvbnFactory | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set([...commonDictionary["passwords-common"], ...COMMON_PASSWORDS_BR].map(normalizePassword));
  return common;
}

const stemOf = (normalized: string) => normalized.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

/** Whether the normalized `password` or its stem (`Brasil@2026` is `brasil`) is on one of the lists. */
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
    // Only the start is rated: the time grows with the length.
    maxLength: 64,
  });
  const userInputs = [owner.username, owner.email, ...ownerContextWords(owner)].filter((input): input is string => !!input);
  return zxcvbn.check(normalizePassword(password), userInputs.map(normalizePassword)).score < MIN_GUESSABILITY_SCORE;
}

/** Every rule of the policy, the lists and the guessability included: the pt-BR message of the first one `password` breaks, or null. */
export function checkPassword(password: string, owner: PasswordOwner = {}): string | null {
  return (
    passwordProblem(password, owner, isCommonPassword) ??
    (isGuessablePassword(password, owner) ? PASSWORD_MESSAGES.guessable : null)
  );
}
