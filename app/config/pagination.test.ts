import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageNumber, pageOffset } from "./pagination";

describe("page numbers", () => {
  it.each([
    ["3", 3],
    [null, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["2.5", 1],
    ["1e3", 1],
    ["99999999999999999999", MAX_PAGE],
    [String(MAX_PAGE + 1), MAX_PAGE],
  ])("reads %j as %i", (value, page) => {
    expect(pageNumber(value)).toBe(page);
  });
});

describe("page offsets", () => {
  it("skips the rows of the pages before, within bounds", () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
    expect(pageOffset(0, 50)).toBe(0);
    expect(pageOffset(Number.NaN, 50)).toBe(0);
    expect(pageOffset(MAX_PAGE + 5, 10)).toBe((MAX_PAGE - 1) * 10);
  });
});
