import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "~/config/text-rules";
import { readReceiptForm } from "./receipt-form.server";

const post = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request("http://eleve.localhost/financeiro/lancamentos/novo", { method: "POST", body });
};

describe("readReceiptForm", () => {
  it("reads the fields and the file of a multipart form, a line break in a note included", async () => {
    const form = await readReceiptForm(
      post({ description: "Aluguel", notes: "linha 1\nlinha 2", comprovante: new File(["%PDF-1.4"], "recibo.pdf") }),
    );
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get("description")).toBe("Aluguel");
    expect(((form as FormData).get("comprovante") as File).name).toBe("recibo.pdf");
  });

  it("refuses a control character in any text field, as the edge does for urlencoded forms", async () => {
    expect(await readReceiptForm(post({ description: "Alu\u0000guel" }))).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(await readReceiptForm(post({ "desc\u0007": "Aluguel" }))).toBe(CONTROL_CHARACTER_MESSAGE);
  });
});
