import { describe, expect, it } from "vitest";
import { randomCnpj, randomCpf, withCheckDigits } from "./documents";
import { seededRandom } from "./random";

describe("made-up CPF and CNPJ", () => {
  it("computes the check digits of known documents", () => {
    expect(withCheckDigits([5, 2, 9, 9, 8, 2, 2, 4, 7])).toBe("52998224725");
    expect(withCheckDigits([1, 1, 1, 4, 4, 4, 7, 7, 7])).toBe("11144477735");
    expect(withCheckDigits([1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0, 1])).toBe("11222333000181");
    expect(withCheckDigits([4, 5, 9, 9, 7, 4, 1, 8, 0, 0, 0, 1])).toBe("45997418000153");
  });

  it("gives 11 and 14 digits, never a CPF of one repeated digit", () => {
    const random = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const cpf = randomCpf(random);
      expect(cpf).toMatch(/^\d{11}$/);
      expect(new Set(cpf.slice(0, 9)).size).toBeGreaterThan(1);
      expect(randomCnpj(random)).toMatch(/^\d{8}0001\d{2}$/);
    }
  });
});
