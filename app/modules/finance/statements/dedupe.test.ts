import { describe, expect, it } from "vitest";
import { withDedupeKeys } from "./dedupe";
import type { StatementLine } from "./types";

const line = (over: Partial<StatementLine>): StatementLine => ({
  line: 1,
  postedOn: "2026-10-02",
  amountCents: -350,
  description: "Tarifa  avulsa",
  fitId: null,
  ...over,
});

describe("withDedupeKeys", () => {
  it("keys a line by its FITID when the bank gives one", () => {
    expect(withDedupeKeys([line({ fitId: "ABC1" })])[0]!.dedupeKey).toBe("fitid:ABC1");
  });

  it("keys lines without FITID by date, amount, memo and rank, so identical lines in one file stay distinct", () => {
    const keys = withDedupeKeys([
      line({ line: 1 }),
      line({ line: 2, description: "TARIFA AVULSA" }),
      line({ line: 3, amountCents: -351 }),
    ]).map((keyed) => keyed.dedupeKey);
    expect(keys).toEqual([
      "linha:2026-10-02|-350|TARIFA AVULSA|0",
      "linha:2026-10-02|-350|TARIFA AVULSA|1",
      "linha:2026-10-02|-351|TARIFA AVULSA|0",
    ]);
  });

  it("gives a FITID the file repeats for the same transaction one key, and distrusts one shared by different lines", () => {
    const same = withDedupeKeys([line({ fitId: "X" }), line({ fitId: "X" })]).map((keyed) => keyed.dedupeKey);
    expect(same).toEqual(["fitid:X", "fitid:X"]);
    const shared = withDedupeKeys([line({ fitId: "0" }), line({ fitId: "0", amountCents: -99 })]).map((keyed) => keyed.dedupeKey);
    expect(shared).toEqual(["linha:2026-10-02|-350|TARIFA AVULSA|0", "linha:2026-10-02|-99|TARIFA AVULSA|0"]);
  });
});
