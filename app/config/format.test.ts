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

  it("writes what Intl writes for pt-BR reais, at every size and sign", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1_000, 99_999, 100_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (let digits = 1; digits <= 15; digits++)
      amounts.push(Number("123456789012345".slice(0, digits)), Number("987650432109876".slice(0, digits)));
    for (const cents of amounts.flatMap((amount) => [amount, -amount])) {
      const reais = `${cents < 0 ? "-" : ""}${String(Math.abs(cents))
        .padStart(3, "0")
        .replace(/(\d\d)$/, ".$1")}`;
      expect(formatMoney(cents)).toBe(intl.format(reais as `${number}`));
    }
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

  it("labels every month as Intl does", () => {
    const intl = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", month: "long", year: "numeric" });
    for (const year of [1900, 1999, 2000, 2026, 2099, 9999])
      for (let month = 1; month <= 12; month++) {
        const key = `${year}-${String(month).padStart(2, "0")}`;
        expect(monthLabel(key)).toBe(intl.format(new Date(`${key}-15T12:00:00Z`)));
      }
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
