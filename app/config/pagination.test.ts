import { describe, expect, it } from "vitest";
import { MAX_PAGE, pageNumber } from "./pagination";

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
