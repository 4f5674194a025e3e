import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  ANNUAL_MESSAGE,
  GRID_REFUSED_MESSAGE,
  MONEY_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  annualField,
  baseField,
  baseText,
  budgetGridSchema,
  changedCellMessage,
  monthField,
  overtakenGrid,
  readGrid,
} from "./grid-form";
import { formData } from "../../../tests/support/forms";

describe("readGrid", () => {
  it("reads pt-BR money per month, empty as zero, and ignores fields of other rows", () => {
    const grid = readGrid(
      formData({ [monthField("a", 1)]: "1.234,56", [monthField("a", 12)]: "R$ 10", [monthField("x", 1)]: "99" }),
      ["a"],
    );
    expect(grid.errors).toEqual({});
    expect(grid.rows.get("a")).toEqual([123_456, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1_000]);
    expect(grid.rows.has("x")).toBe(false);
  });

  it("leaves out a row the form does not carry, so its saved amounts stay", () => {
    const grid = readGrid(formData({ [monthField("a", 1)]: "1" }), ["a", "b"]);
    expect([...grid.rows.keys()]).toEqual(["a"]);
  });

  it("refuses negative, garbage or too long amounts with a pt-BR message and keeps what was typed", () => {
    const grid = readGrid(
      formData({ [monthField("a", 2)]: "-5", [monthField("a", 3)]: "dez reais", [monthField("a", 4)]: "1".repeat(30) }),
      ["a"],
    );
    expect(grid.errors).toEqual({
      [monthField("a", 2)]: MONEY_MESSAGE,
      [monthField("a", 3)]: MONEY_MESSAGE,
      [monthField("a", 4)]: MONEY_MESSAGE,
    });
    expect(grid.values[monthField("a", 3)]).toBe("dez reais");
    expect(grid.rows.size).toBe(0);
  });

  it("spreads the annual amount of the row asked and fills its months", () => {
    const grid = readGrid(
      formData({ [annualField("a")]: "100,00", [monthField("a", 1)]: "5", [monthField("b", 1)]: "7" }),
      ["a", "b"],
      "a",
    );
    expect(grid.rows.get("a")).toEqual([834, 834, 834, 834, 833, 833, 833, 833, 833, 833, 833, 833]);
    expect(grid.rows.get("b")?.[0]).toBe(700);
    expect(grid.values[monthField("a", 1)]).toBe("8,34");
  });

  it("asks for the annual amount when the row's is empty or wrong", () => {
    expect(readGrid(formData({}), ["a"], "a").errors).toEqual({ [annualField("a")]: ANNUAL_MESSAGE });
    expect(readGrid(formData({ [annualField("a")]: "-1" }), ["a"], "a").errors).toEqual({ [annualField("a")]: ANNUAL_MESSAGE });
  });
});

describe("the base of a row", () => {
  const twelve = (...cents: number[]) => [...cents, ...Array<number>(12 - cents.length).fill(0)];

  it("is read when it holds twelve centavos, and ignored otherwise", () => {
    const sent = (base: string) => readGrid(formData({ [monthField("a", 1)]: "1", [baseField("a")]: base }), ["a"]).bases;
    expect(sent(baseText(twelve(100, 0, 5)))).toEqual(new Map([["a", twelve(100, 0, 5)]]));
    for (const bad of ["", "1,2,3", `${baseText(twelve(1))},4`, baseText(twelve(-1)), baseText(twelve(1.5)), "a".repeat(12)])
      expect(sent(bad).size).toBe(0);
  });

  it("after another person's save: this person's months stay, the others show what is saved, over new bases", () => {
    const answer = overtakenGrid(
      { rows: new Map([["a", twelve(100, 900, 300)]]), bases: new Map([["a", twelve(100, 200, 300)]]) },
      new Map([["a", twelve(100, 250, 700)]]),
      [{ categoryId: "a", month: 2 }],
    );
    expect(answer.fieldErrors).toEqual({ [monthField("a", 2)]: [changedCellMessage(250)] });
    expect(answer.values[monthField("a", 2)]).toBe("9,00");
    expect(answer.values[monthField("a", 3)]).toBe("7,00");
    expect(answer.values[monthField("a", 4)]).toBe("");
    expect(answer.values[baseField("a")]).toBe(baseText(twelve(100, 250, 700)));
    expect(changedCellMessage(250)).toBe("Outra pessoa salvou R$\u00a02,50 neste mês.");
  });
});

describe("budgetGridSchema", () => {
  const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: budgetGridSchema(["a", "b"]) });

  it("reads as readGrid does: an empty field is zero, an absent row is left out", () => {
    const submission = parse({ intent: "salvar", [monthField("a", 1)]: "1.234,56", [monthField("a", 2)]: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.spreadId).toBeNull();
    expect([...submission.value.rows.keys()]).toEqual(["a"]);
    expect(submission.value.rows.get("a")?.slice(0, 2)).toEqual([123_456, 0]);
  });

  it("spreads the row named by distribuir", () => {
    const submission = parse({ distribuir: "b", [annualField("b")]: "12,00" });
    expect(submission.status === "success" && submission.value).toEqual({
      rows: new Map([["b", Array<number>(12).fill(100)]]),
      bases: new Map(),
      spreadId: "b",
    });
  });

  it("puts each message on its field and the refusal on the form", () => {
    expect(parse({ [monthField("a", 3)]: "dez reais", distribuir: "b" }).reply().error).toEqual({
      [monthField("a", 3)]: [MONEY_MESSAGE],
      [annualField("b")]: [ANNUAL_MESSAGE],
      "": [GRID_REFUSED_MESSAGE],
    });
  });

  it("refuses a distribuir naming no row of the grid", () => {
    expect(parse({ distribuir: "x", [annualField("x")]: "1,00" }).reply().error).toEqual({ "": [UNKNOWN_CATEGORY_MESSAGE] });
  });
});
