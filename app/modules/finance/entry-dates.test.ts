import { describe, expect, it } from "vitest";
import { entryDateError, entryDateWindow, entryWindowErrors, inEntryWindow } from "./entry-dates";

const TODAY = "2026-11-28";

describe("the window of a competência or vencimento", () => {
  it("runs from 10 years before today to 5 years after it, both bounds allowed", () => {
    expect(entryDateWindow(TODAY)).toEqual({ first: "2016-11-28", last: "2031-11-28" });
    expect(["2016-11-28", TODAY, "2031-11-28"].map((date) => inEntryWindow(date, TODAY))).toEqual([true, true, true]);
    expect(["2016-11-27", "2031-11-29", "1900-01-01", "2099-12-31"].map((date) => inEntryWindow(date, TODAY))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("falls on 28 February when today is a leap day, and takes a 29 February inside it", () => {
    expect(entryDateWindow("2028-02-29")).toEqual({ first: "2018-02-28", last: "2033-02-28" });
    expect(inEntryWindow("2033-03-01", "2028-02-29")).toBe(false);
    expect(inEntryWindow("2018-02-27", "2028-02-29")).toBe(false);
    expect(inEntryWindow("2028-02-29", "2027-03-01")).toBe(true);
  });

  it("says which date and the window's bounds in pt-BR, and nothing for a date inside", () => {
    expect(entryDateError("1900-01-01", "A competência", TODAY)).toBe("A competência deve estar entre 28/11/2016 e 28/11/2031.");
    expect(entryDateError("2099-05-10", "O vencimento", TODAY)).toBe("O vencimento deve estar entre 28/11/2016 e 28/11/2031.");
    expect(entryDateError("2031-11-28", "O vencimento", TODAY)).toBeNull();
  });

  it("names the parcela or ocorrência out of the window by its number and date, once per field", () => {
    const dates = [
      { dueDate: "2031-10-28", competenceDate: "2031-10-01" },
      { dueDate: "2031-11-28", competenceDate: "2031-11-01" },
      { dueDate: "2031-12-28", competenceDate: "2031-12-01" },
      { dueDate: "2032-01-28", competenceDate: "2032-01-01" },
    ];
    expect(entryWindowErrors(dates, TODAY, "ocorrência")).toEqual({
      competenceDate: ["A competência da ocorrência 3 (01/12/2031) deve estar entre 28/11/2016 e 28/11/2031."],
      dueDate: ["O vencimento da ocorrência 3 (28/12/2031) deve estar entre 28/11/2016 e 28/11/2031."],
    });
    expect(entryWindowErrors([{ dueDate: "2099-01-01", competenceDate: TODAY }], TODAY)).toEqual({
      dueDate: ["O vencimento deve estar entre 28/11/2016 e 28/11/2031."],
    });
    expect(entryWindowErrors(dates.slice(0, 2), TODAY)).toEqual({});
  });
});
