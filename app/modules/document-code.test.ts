import { describe, expect, it } from "vitest";
import { documentCode, documentNumber } from "./document-code";

describe("documentNumber", () => {
  it("reads the number back from a code of its series, padded or not, in either case", () => {
    expect(documentNumber("AT", documentCode("AT", 298))).toBe(298);
    expect(documentNumber("AT", "at-298")).toBe(298);
  });

  it("names nothing for another series, a zero, a UUID or text", () => {
    for (const text of [
      "PV-000298",
      "AT-000000",
      "AT-",
      "AT-12a",
      "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
      " AT-000298",
      "AT-1234567890",
    ]) {
      expect(documentNumber("AT", text), text).toBeNull();
    }
  });
});
