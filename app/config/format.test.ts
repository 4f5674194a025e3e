import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDecimal,
  formatFileSize,
  formatInstant,
  formatList,
  formatMoney,
  formatNumber,
  formatOneDecimal,
  formatPercent,
  formatWhole,
  monthAbbreviation,
  monthLabel,
  monthName,
} from "./format";

const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("writes reais with a no-break space after R$", () => {
    expect(formatMoney(123456)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(1)).toBe(`R$${NBSP}0,01`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(-123456)).toBe(`-R$${NBSP}1.234,56`);
  });

  it("keeps every centavo of large amounts", () => {
    expect(formatMoney(999_999_999_999)).toBe(`R$${NBSP}9.999.999.999,99`);
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe(`R$${NBSP}90.071.992.547.409,91`);
  });

  it("refuses what is not integer centavos", () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });
});

describe("formatDecimal", () => {
  it("writes the amount without the currency, grouped or not", () => {
    expect(formatDecimal(123456)).toBe("1.234,56");
    expect(formatDecimal(123456, { grouping: false })).toBe("1234,56");
    expect(formatDecimal(-5, { grouping: false })).toBe("-0,05");
  });
});

describe("numbers", () => {
  it("groups thousands with a dot and writes decimals after a comma", () => {
    expect(formatNumber(12345)).toBe("12.345");
    expect(formatNumber(12345.6789)).toBe("12.345,679");
    expect(formatWhole(1234.5)).toBe("1.235");
    expect(formatOneDecimal(3)).toBe("3,0");
    expect(formatOneDecimal(2.46)).toBe("2,5");
  });

  it("writes percentages with one decimal, and a dash for none", () => {
    expect(formatPercent(0.25)).toBe("25,0%");
    expect(formatPercent(-0.034)).toBe("-3,4%");
    expect(formatPercent(null)).toBe("—");
  });

  it("writes file sizes in bytes, KB and MB", () => {
    expect(formatFileSize(820)).toBe("820 bytes");
    expect(formatFileSize(12_697)).toBe("12,4 KB");
    expect(formatFileSize(3 * 1024 * 1024)).toBe("3 MB");
  });
});

describe("dates and months", () => {
  it("writes calendar dates and months as pt-BR readers do", () => {
    expect(formatDate("2026-01-05")).toBe("05/01/2026");
    expect(monthLabel("2026-11")).toBe("novembro de 2026");
    expect(monthLabel("2027-03")).toBe("março de 2027");
    expect(monthName("2026-03")).toBe("março");
    expect(monthAbbreviation("2026-03")).toBe("Mar");
    expect(monthAbbreviation("2026-01")).toBe("Jan");
  });
});

describe("formatInstant", () => {
  const at = "2026-11-24T14:41:20.123Z";

  it("reads the instant in São Paulo, in every style", () => {
    expect(formatInstant(at)).toBe("24/11/2026, 11:41");
    expect(formatInstant(at, "dateTimeSeconds")).toBe("24/11/2026, 11:41:20");
    expect(formatInstant(at, "dayMonthTime")).toBe("24/11, 11:41");
    expect(formatInstant(at, "mediumDateTime")).toBe("24 de nov. de 2026, 11:41");
    expect(formatInstant(at, "longDateTime")).toBe("24 de novembro de 2026 às 11:41");
    expect(formatInstant(at, "date")).toBe("24/11/2026");
    expect(formatInstant(at, "time")).toBe("11:41");
    expect(formatInstant(at, "monthYear")).toBe("novembro de 2026");
  });

  it("puts an instant before 03:00 UTC on the day before", () => {
    expect(formatInstant(new Date("2026-12-01T02:59:00Z"), "dateTime")).toBe("30/11/2026, 23:59");
    expect(formatInstant(Date.parse("2026-12-01T02:59:00Z"), "monthYear")).toBe("novembro de 2026");
  });

  it("throws on an unreadable instant", () => {
    expect(() => formatInstant("never")).toThrow(RangeError);
  });
});

describe("formatList", () => {
  it("joins with commas and a final e", () => {
    expect(formatList(["Ana"])).toBe("Ana");
    expect(formatList(["Ana", "Bia", "Caio"])).toBe("Ana, Bia e Caio");
  });
});
