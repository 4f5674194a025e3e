import { describe, expect, it } from "vitest";
import { csvResponse, pdfResponse } from "./csv-response.server";

describe("csvResponse", () => {
  it("answers the CSV as an uncached UTF-8 attachment under its file name", async () => {
    const response = csvResponse("Data;Valor\n2026-01-05;10,00\n", "lancamentos-2026-01.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="lancamentos-2026-01.csv"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("Data;Valor\n2026-01-05;10,00\n");
  });
});

describe("pdfResponse", () => {
  it("answers the PDF's bytes as an uncached attachment under its file name", async () => {
    const response = pdfResponse(new TextEncoder().encode("%PDF-1.3"), "extrato-caixa-2026-11-01-a-2026-11-30.pdf");
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="extrato-caixa-2026-11-01-a-2026-11-30.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.text()).toBe("%PDF-1.3");
  });
});
