import { describe, expect, it } from "vitest";
import { isValidCnpj, isValidCpf } from "~/modules/contacts/document";
import { randomCnpj, randomCpf } from "./documents";
import { seededRandom } from "./random";

describe("made-up CPF and CNPJ", () => {
  it("are documents the contacts module accepts: 11 and 14 digits, check digits valid", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 300; i++) {
      const cpf = randomCpf(random);
      const cnpj = randomCnpj(random);
      expect(cpf).toMatch(/^\d{11}$/);
      expect(isValidCpf(cpf)).toBe(true);
      expect(cnpj).toMatch(/^\d{8}0001\d{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });
});
