import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { INVOICE_DATE_MESSAGE, SALE_ACTION_MESSAGE, saleActionSchema } from "./sale-actions";
import { formData } from "../../../tests/support/forms";

const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: saleActionSchema });

describe("a sale's action forms", () => {
  it("reads a move, Faturar with its date and Cancelar", () => {
    expect(parse({ intent: "mover", to: "aprovada", version: "3" }).value).toEqual({
      intent: "mover",
      to: "aprovada",
      version: 3,
    });
    expect(parse({ intent: "faturar", invoicedOn: "2034-02-28" }).value).toEqual({ intent: "faturar", invoicedOn: "2034-02-28" });
    expect(parse({ intent: "cancelar" }).value).toEqual({ intent: "cancelar" });
  });

  it("refuses a move the page never draws with one message", () => {
    for (const fields of [
      { intent: "mover", to: "faturada", version: "1" },
      { intent: "mover", to: "aprovada", version: "0" },
      { intent: "mover", to: "aprovada", version: "99999999999" },
      { intent: "mover", to: "aprovada" },
      { intent: "outra" },
      {},
    ]) {
      const submission = parse(fields);
      expect(submission.status, JSON.stringify(fields)).toBe("error");
      expect(new Set(Object.values(submission.error ?? {}).flat())).toEqual(new Set([SALE_ACTION_MESSAGE]));
    }
  });

  it("asks for a real invoice date under its field", () => {
    for (const invoicedOn of ["", "2034-02-30", "28/02/2034"]) {
      expect(parse({ intent: "faturar", invoicedOn }).error).toEqual({ invoicedOn: [INVOICE_DATE_MESSAGE] });
    }
  });
});
