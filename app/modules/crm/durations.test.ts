import { describe, expect, it } from "vitest";
import { formatDuration } from "./durations";

describe("formatDuration", () => {
  it("reads minutes, hours and days, keeping the two largest parts", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(45.4)).toBe("45 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(150)).toBe("2 h 30 min");
    expect(formatDuration(1440 + 4 * 60 + 59)).toBe("1 d 4 h");
    expect(formatDuration(2880)).toBe("2 d");
  });
});
