import { describe, expect, it } from "vitest";
import { formatMoney } from "./format";
import { MAX_MONEY_CENTS, parseMoney } from "./money";

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

describe("parseMoney and formatMoney", () => {
  it("round-trip", () => {
    for (const cents of [1, 99, 100, 123456, 100000000]) expect(parseMoney(formatMoney(cents))).toBe(cents);
  });
});
