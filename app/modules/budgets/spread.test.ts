import { describe, expect, it } from "vitest";
import { parsePercent, spreadEvenly, withIncrease } from "./spread";

const sum = (months: number[]) => months.reduce((total, cents) => total + cents, 0);

describe("spreadEvenly", () => {
  it("gives the odd centavos one each to the first months, January first", () => {
    expect(spreadEvenly(10_000)).toEqual([834, 834, 834, 834, 833, 833, 833, 833, 833, 833, 833, 833]);
    expect(spreadEvenly(11)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0]);
    expect(spreadEvenly(120_000)).toEqual(Array(12).fill(10_000));
    expect(spreadEvenly(0)).toEqual(Array(12).fill(0));
  });

  it("always adds up to the annual amount", () => {
    for (const annual of [1, 7, 12, 13, 99_999, 123_456_789, 999_999_999_999]) {
      const months = spreadEvenly(annual);
      expect(months).toHaveLength(12);
      expect(sum(months)).toBe(annual);
      expect(Math.max(...months) - Math.min(...months)).toBeLessThanOrEqual(1);
    }
  });

  it("refuses a negative or fractional amount", () => {
    expect(() => spreadEvenly(-1)).toThrow(RangeError);
    expect(() => spreadEvenly(1.5)).toThrow(RangeError);
  });
});

describe("withIncrease", () => {
  it("raises each amount and rounds half up to the centavo", () => {
    expect(withIncrease(10_001, 1_000)).toBe(11_001);
    expect(withIncrease(10_000, 550)).toBe(10_550);
    expect(withIncrease(5, 1_000)).toBe(6);
    expect(withIncrease(15, 1_000)).toBe(17);
    expect(withIncrease(10_000, 0)).toBe(10_000);
  });

  it("lowers with a negative percentage and never goes below zero", () => {
    expect(withIncrease(10_000, -2_500)).toBe(7_500);
    expect(withIncrease(10_000, -10_000)).toBe(0);
  });
});

describe("parsePercent", () => {
  it("reads pt-BR percentages into basis points", () => {
    expect(parsePercent("5")).toBe(500);
    expect(parsePercent("5,5")).toBe(550);
    expect(parsePercent(" -3,25 % ")).toBe(-325);
    expect(parsePercent("+10")).toBe(1_000);
    expect(parsePercent("")).toBe(0);
    expect(parsePercent(null)).toBe(0);
  });

  it("refuses what is not a percentage or lies outside −100 % to 1 000 %", () => {
    for (const text of ["abc", "5.5", "5,555", "-101", "1000,01", "1e3", "5%%"]) expect(parsePercent(text), text).toBeNull();
    expect(parsePercent("-100")).toBe(-10_000);
    expect(parsePercent("1000")).toBe(100_000);
  });
});
