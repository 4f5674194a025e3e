/**
 * Loaded with import() on first input, so zxcvbn stays out of the first-load bundle.
 * The server's common-password list is unknown here, so the levels are strict: scores 0-2 fraca, 3 razoável, 4 forte.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs } from "@zxcvbn-ts/language-common";
import { dictionary, translations } from "@zxcvbn-ts/language-pt-br";
import { passwordProblem, type PasswordOwner } from "~/config/password-policy";

export type StrengthLevel = "fraca" | "razoável" | "forte";

export interface Strength {
  level: StrengthLevel;
  hint: string | null;
}

/** Who the password belongs to; `names` (given and family name) only weaken the estimate. */
export interface StrengthOwner extends PasswordOwner {
  names?: (string | null | undefined)[];
}

/** The level of a zxcvbn score (0 to 4). */
export const levelOf = (score: number): StrengthLevel => (score >= 4 ? "forte" : score === 3 ? "razoável" : "fraca");

let zxcvbn: ZxcvbnFactory | undefined;

/** The level of `password` and a hint: a broken rule's message, else zxcvbn's pt-BR feedback. */
export function estimateStrength(password: string, owner: StrengthOwner = {}): Strength {
  const problem = passwordProblem(password, owner);
  if (problem) return { level: "fraca", hint: problem };
  zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
  const userInputs = [owner.username, owner.email, ...(owner.names ?? [])].filter((input): input is string => !!input);
  const { score, feedback } = zxcvbn.check(password, userInputs);
  const level = levelOf(score);
  return { level, hint: level === "forte" ? null : (feedback.warning ?? feedback.suggestions[0] ?? null) };
}
