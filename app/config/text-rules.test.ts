import { describe, expect, it } from "vitest";
import { cleanFileName, compareText, containsPattern, fold, hasControlCharacter, stripAccents } from "./text-rules";

describe("text rules", () => {
  it("folds case and accents", () => {
    expect(fold("Márcia ÇÃO")).toBe("marcia cao");
    expect(stripAccents("Relatório Ação Çé")).toBe("Relatorio Acao Ce");
  });

  it("orders names as pt-BR readers do: accents and case aside, numbers by value", () => {
    expect(["Ótica", "item 10", "Água", "Item 2", "banco"].sort(compareText)).toEqual([
      "Água",
      "banco",
      "Item 2",
      "item 10",
      "Ótica",
    ]);
    expect(compareText("João", "joao")).toBe(0);
  });

  it("takes LIKE wildcards literally", () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
  });

  it.each([
    "a\u0000b",
    "\u0001",
    "\u001b[31m",
    "\u007f",
    "\u0085",
    "\u009f",
    "&#0;",
    "&#1;",
    "&#01",
    "x&#27;y",
    "&#127;",
    "&#159;",
    "&#x85;",
    "&#X1B;",
    "&#x0000009f;",
  ])("refuses %j: a control character or a numeric reference to one", (text) => {
    expect(hasControlCharacter(text)).toBe(true);
    expect(hasControlCharacter({ nested: [text] })).toBe(true);
  });

  it.each([
    "tab\there",
    "line\nbreak\r\n",
    "&#9;",
    "&#10;",
    "&#13;",
    "&#x0a;",
    "&#32;",
    "&#160;",
    "&#233;",
    "&#x100;",
    "&#1234;",
    "&amp;#1;",
    "São Paulo 😀",
  ])("takes %j", (text) => expect(hasControlCharacter(text)).toBe(false));

  it("cleans a file's name: last path segment, no control characters or references to them, at most its end", () => {
    expect(cleanFileName("C:\\fakepath\\nota\u0085fiscal\t&#1;.pdf", "comprovante", 200)).toBe("notafiscal.pdf");
    expect(cleanFileName("&#&#x85;1;.pdf", "comprovante", 200)).toBe(".pdf");
    expect(cleanFileName("\u0085&#1;", "comprovante", 200)).toBe("comprovante");
    expect(cleanFileName(`${"a".repeat(300)}.pdf`, "comprovante", 200)).toHaveLength(200);
  });
});
