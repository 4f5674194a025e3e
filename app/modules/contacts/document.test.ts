import { describe, expect, it } from "vitest";
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  documentProblem,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  normalizeDocument,
} from "./document";

describe("normalizeDocument", () => {
  it("keeps digits and letters, letters in upper case", () => {
    expect(normalizeDocument(" 529.982.247-25 ")).toBe("52998224725");
    expect(normalizeDocument("11.222.333/0001-81")).toBe("11222333000181");
    expect(normalizeDocument("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });
});

describe("CPF check digits", () => {
  it.each(["52998224725", "11144477735", "12345678909"])("accepts %s", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ["a wrong first digit", "52998224715"],
    ["a wrong second digit", "52998224726"],
    ["too short", "5299822472"],
    ["a letter", "5299822472A"],
  ])("refuses %s", (_why, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it("refuses every all-same-digit number, whose arithmetic checks out", () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCpf(String(digit).repeat(11))).toBe(false);
  });
});

describe("CNPJ check digits", () => {
  it.each(["11222333000181", "00000000000191", "11444777000161", "12ABC34501DE35"])("accepts %s", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ["a wrong first digit", "11222333000171"],
    ["a wrong second digit", "11222333000182"],
    ["a letter among the check digits", "12ABC34501DE3A"],
    ["a lower-case letter (not normalised)", "12abc34501DE35"],
    ["13 characters", "1122233300018"],
  ])("refuses %s", (_why, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it("refuses every all-same-digit number", () => {
    for (let digit = 0; digit <= 9; digit++) expect(isValidCnpj(String(digit).repeat(14))).toBe(false);
  });
});

describe("check digits of a base", () => {
  it("completes a CPF's first 9 digits and a CNPJ's first 12 characters", () => {
    expect(cpfCheckDigits("529982247")).toBe("25");
    expect(cpfCheckDigits("123456789")).toBe("09");
    expect(cnpjCheckDigits("112223330001")).toBe("81");
    expect(cnpjCheckDigits("12ABC34501DE")).toBe("35");
  });
});

describe("documentProblem", () => {
  it("answers null for a valid CPF or CNPJ, typed with or without punctuation", () => {
    expect(documentProblem("529.982.247-25")).toBeNull();
    expect(documentProblem("11222333000181")).toBeNull();
    expect(documentProblem("12.ABC.345/01DE-35")).toBeNull();
  });

  it("says which document is wrong, in pt-BR", () => {
    expect(documentProblem("529.982.247-24")).toBe("CPF inválido: confira os números digitados.");
    expect(documentProblem("111.111.111-11")).toBe("CPF inválido: confira os números digitados.");
    expect(documentProblem("11.222.333/0001-80")).toBe("CNPJ inválido: confira os caracteres digitados.");
    expect(documentProblem("1234")).toBe("Informe um CPF com 11 dígitos ou um CNPJ com 14 caracteres.");
  });
});

describe("formatDocument", () => {
  it("writes a CPF and a CNPJ as people do", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("12ABC34501DE35")).toBe("12.ABC.345/01DE-35");
  });

  it("leaves any other length as it is", () => {
    expect(formatDocument("1234")).toBe("1234");
  });
});
