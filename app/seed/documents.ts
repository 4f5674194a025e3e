/** Made-up CPF and CNPJ numbers with valid check digits, digits only as contacts store them. */
import { cnpjCheckDigits, cpfCheckDigits } from "~/modules/contacts/document";
import type { Random } from "./random";

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join("");

/** A random valid CPF (11 digits). */
export function randomCpf(random: Random): string {
  let base = digits(random, 9);
  // All nine the same would make a CPF that is never issued.
  if (/^(.)\1*$/.test(base)) base = `${base.slice(0, 8)}${(Number(base[0]) + 1) % 10}`;
  return `${base}${cpfCheckDigits(base)}`;
}

/** A random valid CNPJ (14 digits) of a head office (branch 0001). */
export function randomCnpj(random: Random): string {
  const base = `${random.int(1, 9)}${digits(random, 7)}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
}
