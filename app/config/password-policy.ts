/**
 * The password rules of ASVS 5.0 section 6.2 (docs/decisions/0010-password-policy.md):
 * 8 to 128 characters (6.2.1, 6.2.9), no composition rules (6.2.5), not
 * among the most common passwords (6.2.4), and nothing a guesser knows
 * about the person: not blank, not one repeated character, not containing
 * the user name or the e-mail (6.2.11). Each refusal has its pt-BR message.
 *
 * Safe for the browser bundle: the list of common passwords is not here.
 * The server passes its check in (`password-policy.server.ts`); the browser
 * checks the rest.
 */
import type { z } from "~/config/zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  blank: "A senha não pode ser formada só por espaços.",
  repeated: "A senha não pode ser um único caractere repetido.",
  username: "A senha não pode conter seu nome de usuário.",
  email: "A senha não pode conter seu e-mail.",
  common: "Esta senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.",
} as const;

/** What the account already says about the person: a password must not contain it. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/** Whether a password is on the list of common passwords (the server's check). */
export type CommonPasswordCheck = (password: string) => boolean;

/** Parts shorter than this would refuse too many passwords by chance. */
const MIN_CONTAINED_LENGTH = 3;

const contains = (password: string, part: string | null | undefined) =>
  !!part && part.length >= MIN_CONTAINED_LENGTH && password.includes(part.toLowerCase());

function containsEmail(password: string, email: string | null | undefined) {
  if (!email) return false;
  const localPart = email.slice(0, email.lastIndexOf("@"));
  return password.includes(email.toLowerCase()) || contains(password, localPart);
}

/**
 * The pt-BR message of the first rule `password` breaks, or null when it
 * keeps them all. Rules other than the length ignore case. `isCommon` is
 * the server's list check; without it the list is not consulted (browser).
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}, isCommon?: CommonPasswordCheck): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === "") return PASSWORD_MESSAGES.blank;
  const folded = password.toLowerCase();
  if (new Set(folded).size === 1) return PASSWORD_MESSAGES.repeated;
  if (contains(folded, owner.username)) return PASSWORD_MESSAGES.username;
  if (containsEmail(folded, owner.email)) return PASSWORD_MESSAGES.email;
  if (isCommon?.(password)) return PASSWORD_MESSAGES.common;
  return null;
}

const RULE_MESSAGES = new Set<string>(Object.values(PASSWORD_MESSAGES));

/** Whether a service's message is one of these rules (so a page can show it on the password field). */
export const isPasswordRuleMessage = (message: string | undefined): message is string => !!message && RULE_MESSAGES.has(message);

/**
 * A zod `superRefine` step for an object schema: adds the broken rule as
 * an issue on `field`, with the owner read from the parsed object. The
 * length is left to the field's own schema, which already reports it.
 */
export function passwordRules<T extends Record<string, unknown>>(
  field: keyof T & string,
  ownerOf: (value: T) => PasswordOwner,
  isCommon?: CommonPasswordCheck,
) {
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const password = value[field];
    if (typeof password !== "string") return;
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return;
    const problem = passwordProblem(password, ownerOf(value), isCommon);
    if (problem) ctx.addIssue({ code: "custom", path: [field], message: problem });
  };
}
