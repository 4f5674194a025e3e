/**
 * Made-up CPF and CNPJ numbers, digits only as contacts store them, whose
 * check digits the contacts module accepts: the rule lives once, in
 * modules/contacts/document.ts, so a random base is completed with the one
 * pair of check digits (of the hundred possible) that it validates.
 */
import { isValidCnpj, isValidCpf } from "~/modules/contacts/document";
import type { Random } from "./random";

function complete(base: string, valid: (value: string) => boolean): string {
  for (let digits = 0; digits < 100; digits++) {
    const value = `${base}${String(digits).padStart(2, "0")}`;
    if (valid(value)) return value;
  }
  throw new Error(`Sem dígitos verificadores para ${base}`);
}

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join("");

/** A random valid CPF (11 digits). */
export function randomCpf(random: Random): string {
  let base = digits(random, 9);
  if (/^(.)\1*$/.test(base)) base = `${base.slice(0, 8)}${(Number(base[0]) + 1) % 10}`;
  return complete(base, isValidCpf);
}

/** A random valid CNPJ (14 digits) of a head office (branch 0001). */
export function randomCnpj(random: Random): string {
  return complete(`${random.int(1, 9)}${digits(random, 7)}0001`, isValidCnpj);
}
