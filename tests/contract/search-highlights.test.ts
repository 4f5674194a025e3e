/** The highlight contract end to end: what the service marks, the client decodes into the same text, with the same words marked. */
import { describe, expect, it } from "vitest";
import { decodeHighlight } from "~/clients/search-client.server";
import { highlight } from "~/services/search/highlight";

const decode = (text: string, terms: string[]) => decodeHighlight(highlight(text, terms)!);

describe("search highlights", () => {
  it("gives back the field's text, the matched words marked", () => {
    expect(decode("João da Silva", ["joao", "sil"])).toEqual([
      { text: "João", marked: true },
      { text: " da ", marked: false },
      { text: "Silva", marked: true },
    ]);
  });

  it("keeps markup and entities in a bio as text", () => {
    const bio = 'Ana <mark>x</mark> & "<b>Ana</b>" &amp; it\'s';
    const parts = decode(bio, ["ana"]);
    expect(parts.map((part) => part.text).join("")).toBe(bio);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(["Ana", "Ana"]);
  });
});
