/**
 * Made-up CPF and CNPJ numbers whose check digits are valid (Receita
 * Federal's modulo-11 rule), digits only, as contacts store them.
 */
import type { Random } from "./random";

/** The modulo-11 check digit of `digits` under `weights` (aligned to the right). */
function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Appends the two check digits to a base: 9 digits for a CPF, 12 for a CNPJ. */
export function withCheckDigits(base: number[]): string {
  const weights = base.length === 9 ? CPF_WEIGHTS : CNPJ_WEIGHTS;
  const first = checkDigit(base, weights.slice(-base.length));
  const second = checkDigit([...base, first], weights.slice(-base.length - 1));
  return [...base, first, second].join("");
}

/** A random valid CPF (11 digits, never all alike). */
export function randomCpf(random: Random): string {
  const base = Array.from({ length: 9 }, () => random.int(0, 9));
  if (base.every((digit) => digit === base[0])) base[8] = (base[0]! + 1) % 10;
  return withCheckDigits(base);
}

/** A random valid CNPJ (14 digits) of a head office (branch 0001). */
export function randomCnpj(random: Random): string {
  const root = Array.from({ length: 8 }, () => random.int(0, 9));
  if (root[0] === 0) root[0] = 1;
  return withCheckDigits([...root, 0, 0, 0, 1]);
}
