import type { z } from "~/config/zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  tooLong: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`,
  blank: "A senha não pode ser formada só por espaços.",
  repeated: "A senha não pode ser um único caractere repetido.",
  pattern: "A senha não pode ser uma repetição ou sequência simples, como abababab, abcdefgh ou 12345678.",
  username: "A senha não pode conter seu nome de usuário.",
  email: "A senha não pode conter seu e-mail.",
  context: "A senha não pode conter seu nome, o nome da organização nem o nome do Sereno.",
  common: "Esta senha está entre as mais usadas e é fácil de adivinhar. Escolha outra.",
  guessable:
    "Esta senha é fácil de adivinhar: evite palavras comuns, nomes, datas e sequências. Uma frase de palavras sem relação entre si é mais forte.",
} as const;

const PRODUCT_WORDS = ["sereno"];

/** What is known about the person and where they sign in: a password must not contain it. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  organizations?: readonly (string | null | undefined)[];
}

export type CommonPasswordCheck = (password: string) => boolean;

const MIN_CONTAINED_LENGTH = 3;
const MIN_CONTEXT_LENGTH = 4;

const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** The password as the rules read it: NFKC, without invisible characters, lower case. */
export function normalizePassword(password: string): string {
  return password.normalize("NFKC").replace(INVISIBLE, "").toLowerCase();
}

/** Words of a name or slug worth refusing: the whole without separators, and each part long enough. */
export function contextWords(value: string | null | undefined): string[] {
  if (!value) return [];
  const normalized = normalizePassword(value);
  const parts = normalized.split(/[^\p{L}\p{N}]+/u);
  return [parts.join(""), ...parts].filter((word, at, all) => word.length >= MIN_CONTEXT_LENGTH && all.indexOf(word) === at);
}

/** The owner's names, organizations and the product, as words a password must not contain. */
export const ownerContextWords = (owner: PasswordOwner): string[] => [
  ...PRODUCT_WORDS,
  ...[owner.givenName, owner.familyName, ...(owner.organizations ?? [])].flatMap(contextWords),
];

const contains = (password: string, part: string | null | undefined) =>
  !!part && part.length >= MIN_CONTAINED_LENGTH && password.includes(normalizePassword(part));

function containsEmail(password: string, email: string | null | undefined) {
  if (!email) return false;
  const localPart = email.slice(0, email.lastIndexOf("@"));
  return password.includes(normalizePassword(email)) || contains(password, localPart);
}

function isSimplePattern(password: string): boolean {
  const chars = [...password];
  for (let unit = 2; unit <= chars.length / 2; unit++) {
    if (chars.every((char, at) => char === chars[at % unit])) return true;
  }
  const points = chars.map((char) => char.codePointAt(0)!);
  const step = points[1]! - points[0]!;
  return Math.abs(step) === 1 && points.every((point, at) => at === 0 || point - points[at - 1]! === step);
}

/** The pt-BR message of the first rule `password` breaks, or null; `isCommon` is the server's list check (absent in the browser). */
export function passwordProblem(password: string, owner: PasswordOwner = {}, isCommon?: CommonPasswordCheck): string | null {
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const normalized = normalizePassword(password);
  if ([...normalized].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (normalized.trim() === "") return PASSWORD_MESSAGES.blank;
  if (new Set(normalized).size === 1) return PASSWORD_MESSAGES.repeated;
  if (contains(normalized, owner.username)) return PASSWORD_MESSAGES.username;
  if (containsEmail(normalized, owner.email)) return PASSWORD_MESSAGES.email;
  if (ownerContextWords(owner).some((word) => normalized.includes(word))) return PASSWORD_MESSAGES.context;
  if (isCommon?.(password)) return PASSWORD_MESSAGES.common;
  if (isSimplePattern(normalized)) return PASSWORD_MESSAGES.pattern;
  return null;
}

const RULE_MESSAGES = new Set<string>(Object.values(PASSWORD_MESSAGES));

/** Whether a service's message is one of these rules (so a page can show it on the password field). */
export const isPasswordRuleMessage = (message: string | undefined): message is string => !!message && RULE_MESSAGES.has(message);

/** A zod `superRefine` step for an object schema: adds the broken rule as an issue on `field`, with the owner read from the parsed object. */
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
