import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { budgetCopySchema, confirmMessage, COPY_REFUSED_MESSAGE, PERCENT_MESSAGE } from "./copy-form";
import { formData } from "../../../tests/support/forms";

/** The parsed value, or the errors when the form is refused. */
const valueOf = <T>(submission: { status?: string; value?: T; reply: () => { error?: unknown } }) =>
  submission.status === "success" ? submission.value : submission.reply().error;

const parse = (fields: Record<string, string>, replaces = true) =>
  parseWithZod(formData(fields), { schema: budgetCopySchema({ year: 2046, replaces }) });

describe("the budget copy form", () => {
  it("reads the increase in basis points, empty as none", () => {
    expect(valueOf(parse({ percentual: "4,5", confirmado: "sim" }))).toEqual({ increaseBasisPoints: 450 });
    expect(valueOf(parse({ percentual: "" }, false))).toEqual({ increaseBasisPoints: 0 });
  });

  it("refuses a bad percentage first, then asks to confirm the replacement", () => {
    expect(parse({ percentual: "dez" }).reply().error).toEqual({ percentual: [PERCENT_MESSAGE], "": [COPY_REFUSED_MESSAGE] });
    expect(parse({ percentual: "1".repeat(13), confirmado: "sim" }).reply().error).toEqual({
      percentual: [PERCENT_MESSAGE],
      "": [COPY_REFUSED_MESSAGE],
    });
    expect(parse({ percentual: "10" }).reply().error).toEqual({ confirmado: [confirmMessage(2046)], "": [COPY_REFUSED_MESSAGE] });
  });
});
