import { describe, expect, it } from "vitest";
import { differenceBearer, differenceChoices, differenceOf } from "./difference";

describe("differenceOf", () => {
  it("is what the line moved beyond the entries' open sum, whatever its sign", () => {
    expect(differenceOf(30_000, [10_000, 15_000, 5_000])).toBe(0);
    expect(differenceOf(-30_500, [10_000, 20_000])).toBe(500);
    expect(differenceOf(29_000, [10_000, 20_000])).toBe(-1_000);
  });
});

describe("differenceChoices", () => {
  it("offers nothing when the line is the entries' sum", () => {
    expect(differenceChoices(30_000, [10_000, 20_000])).toEqual([]);
  });

  it("books a credit above the receitas as juros or multa, never as a tarifa", () => {
    expect(differenceChoices(31_000, [10_000, 20_000])).toEqual(["juros", "multa"]);
  });

  it("books a debit above the despesas as juros, multa or a tarifa bancária", () => {
    expect(differenceChoices(-31_000, [10_000, 20_000])).toEqual(["juros", "multa", "tarifa"]);
  });

  it("books a credit short of the receitas as desconto or a tarifa bancária", () => {
    expect(differenceChoices(29_000, [10_000, 20_000])).toEqual(["desconto", "tarifa"]);
  });

  it("books a debit short of the despesas as desconto; with one entry, also as a baixa parcial", () => {
    expect(differenceChoices(-29_000, [10_000, 20_000])).toEqual(["desconto"]);
    expect(differenceChoices(-29_000, [30_000])).toEqual(["desconto", "parcial"]);
  });

  it("allows up to 10 % of the entries' sum; beyond, only a baixa parcial of one entry", () => {
    expect(differenceChoices(33_000, [30_000])).toEqual(["juros", "multa"]);
    expect(differenceChoices(33_001, [30_000])).toEqual([]);
    expect(differenceChoices(10_000, [30_000])).toEqual(["parcial"]);
    expect(differenceChoices(10_000, [15_000, 15_000])).toEqual([]);
  });
});

describe("differenceBearer", () => {
  it("is the largest open entry, the last of equals", () => {
    expect(differenceBearer([100, 300, 200])).toBe(1);
    expect(differenceBearer([300, 300, 200])).toBe(1);
    expect(differenceBearer([5])).toBe(0);
  });
});
