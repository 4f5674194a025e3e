import { describe, expect, it } from "vitest";
import { highlight } from "./highlight";

describe("search highlights", () => {
  it("marks every word that starts with a term, ignoring case and accents", () => {
    expect(highlight("João da Silva", ["joao", "sil"])).toBe("<mark>João</mark> da <mark>Silva</mark>");
    expect(highlight("Ana Maria", ["mar"])).toBe("Ana <mark>Maria</mark>");
  });

  it("marks the whole words a misspelled term was corrected to", () => {
    expect(highlight("João da Silva", ["joao", "silvs"], new Set(["silva"]))).toBe("<mark>João</mark> da <mark>Silva</mark>");
    expect(highlight("Ana Silvana", ["silvs"], new Set(["silva"]))).toBeNull();
  });

  it("gives null when nothing matches", () => {
    expect(highlight("Ana Maria", ["jo"])).toBeNull();
    expect(highlight(null, ["jo"])).toBeNull();
  });

  it("escapes everything that is not a mark", () => {
    expect(highlight('Ana <script>alert("x")</script> & <mark>', ["ana", "script"])).toBe(
      "<mark>Ana</mark> &lt;<mark>script</mark>&gt;alert(&quot;x&quot;)&lt;/<mark>script</mark>&gt; &amp; &lt;mark&gt;",
    );
  });
});
