import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { INVOICE_DATE_MESSAGE, SALE_ACTION_MESSAGE, saleActionSchema } from "./sale-actions";
import { formData } from "../../../tests/support/forms";

/** The parsed value, or the errors when the form is refused. */
const valueOf = <T>(submission: { status?: string; value?: T; reply: () => { error?: unknown } }) =>
  submission.status === "success" ? submission.value : submission.reply().error;

const parse = (fields: Record<string, string>) => parseWithZod(formData(fields), { schema: saleActionSchema });

describe("a sale's action forms", () => {
  it("reads a move, Faturar with its date, Desfazer faturamento and Cancelar", () => {
    expect(valueOf(parse({ intent: "mover", to: "aprovada", version: "3" }))).toEqual({
      intent: "mover",
      to: "aprovada",
      version: 3,
    });
    expect(valueOf(parse({ intent: "faturar", invoicedOn: "2027-02-28" }))).toEqual({
      intent: "faturar",
      invoicedOn: "2027-02-28",
    });
    expect(valueOf(parse({ intent: "desfazer" }))).toEqual({ intent: "desfazer" });
    expect(valueOf(parse({ intent: "cancelar" }))).toEqual({ intent: "cancelar" });
  });

  it("refuses a move the page never draws with one message", () => {
    const refused: Array<Record<string, string>> = [
      { intent: "mover", to: "faturada", version: "1" },
      { intent: "mover", to: "aprovada", version: "0" },
      { intent: "mover", to: "aprovada", version: "99999999999" },
      { intent: "mover", to: "aprovada" },
      { intent: "outra" },
      {},
    ];
    for (const fields of refused) {
      const submission = parse(fields);
      expect(submission.status, JSON.stringify(fields)).toBe("error");
      expect(new Set(Object.values(submission.reply().error ?? {}).flat())).toEqual(new Set([SALE_ACTION_MESSAGE]));
    }
  });

  it("asks for a real invoice date under its field", () => {
    for (const invoicedOn of ["", "2027-02-30", "28/02/2027"]) {
      expect(parse({ intent: "faturar", invoicedOn }).reply().error).toEqual({ invoicedOn: [INVOICE_DATE_MESSAGE] });
    }
  });
});
