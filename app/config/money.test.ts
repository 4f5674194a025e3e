import { describe, expect, it } from "vitest";
import { MAX_MONEY_CENTS, formatDecimal, formatMoney, parseMoney } from "./money";

describe("parseMoney", () => {
  it.each([
    ["1.234,56", 123456],
    ["1234,56", 123456],
    ["1234", 123400],
    ["0,01", 1],
    ["0,5", 50],
    ["12.345.678,90", 1234567890],
    ["1.234", 123400],
    ["  R$ 10,00 ", 1000],
    ["R$\u00a01.234,56", 123456],
    ["0", 0],
    ["9.999.999.999,99", MAX_MONEY_CENTS],
  ])("reads %j as %i centavos", (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each([
    ["-1,00"],
    ["1,234"],
    ["1.23,45"],
    ["12.34"],
    ["1,2,3"],
    ["abc"],
    [""],
    ["  "],
    ["1e3"],
    ["10.000.000.000,00"],
    ["99999999999999999999"],
    [",50"],
    [null],
    [undefined],
  ])("refuses %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe("formatMoney", () => {
  it("writes reais with a no-break space after R$", () => {
    expect(formatMoney(123456)).toBe("R$\u00a01.234,56");
    expect(formatMoney(1)).toBe("R$\u00a00,01");
    expect(formatMoney(0)).toBe("R$\u00a00,00");
    expect(formatMoney(-123456)).toBe("-R$\u00a01.234,56");
  });

  it("keeps every centavo of large amounts", () => {
    expect(formatMoney(MAX_MONEY_CENTS)).toBe("R$\u00a09.999.999.999,99");
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe("R$\u00a090.071.992.547.409,91");
  });

  it("refuses what is not integer centavos", () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it("round-trips with parseMoney", () => {
    for (const cents of [1, 99, 100, 123456, 100000000]) expect(parseMoney(formatMoney(cents))).toBe(cents);
  });
});

describe("formatDecimal", () => {
  it("writes the amount without the currency, grouped or not", () => {
    expect(formatDecimal(123456)).toBe("1.234,56");
    expect(formatDecimal(123456, { grouping: false })).toBe("1234,56");
    expect(formatDecimal(-5, { grouping: false })).toBe("-0,05");
  });
});
