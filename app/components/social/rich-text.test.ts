import { describe, expect, test } from "vitest";
import { mentionedUsernames, parseRichText } from "./rich-text";

describe("parseRichText", () => {
  test("cuts links and mentions out of the text, which joins back to the input", () => {
    const text = "Olá @Ana.Souza, veja https://exemplo.com.br/a?b=1. E www.g1.com.br!";
    const segments = parseRichText(text);
    expect(segments).toEqual([
      { kind: "text", text: "Olá " },
      { kind: "mention", text: "@Ana.Souza", username: "ana.souza" },
      { kind: "text", text: ", veja " },
      { kind: "link", text: "https://exemplo.com.br/a?b=1", href: "https://exemplo.com.br/a?b=1" },
      { kind: "text", text: ". E " },
      { kind: "link", text: "www.g1.com.br", href: "http://www.g1.com.br" },
      { kind: "text", text: "!" },
    ]);
    expect(segments.map((segment) => segment.text).join("")).toBe(text);
  });

  test("an e-mail address, a short name and markup stay text", () => {
    expect(parseRichText("fulano@email.com.br @ab <b>oi</b>")).toEqual([
      { kind: "text", text: "fulano@email.com.br @ab <b>oi</b>" },
    ]);
  });

  test("a javascript: address is not a link", () => {
    expect(parseRichText("javascript:alert(1)").every((segment) => segment.kind === "text")).toBe(true);
  });
});

test("mentionedUsernames: each name once, lower case, without a sentence's final dot", () => {
  expect(mentionedUsernames("@Ana e @ana, depois @bob.")).toEqual(["ana", "bob"]);
});
