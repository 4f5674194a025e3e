import { describe, expect, it } from "vitest";
import { decodeFeedCursor, encodeFeedCursor } from "./feed-cursor";
import { commentSchema, postSchema } from "~/config/post-rules";
import { parseReactionChoice, reactionChange, reactionChoiceValue } from "~/config/reaction-rules";

const id = "0b6f2c1e-8a4b-4c1d-9e2f-123456789abc";

describe("feed cursor", () => {
  it("round-trips created_at and id, and reads anything malformed as the first page", () => {
    const cursor = { createdAt: "2026-11-24T10:00:00.123Z", id };
    expect(decodeFeedCursor(encodeFeedCursor(cursor))).toEqual(cursor);
    for (const bad of [null, "", "abc", `2026-11-24_${id}`, "2026-11-24T10:00:00.123Z_1", `2026-13-45T99:00:00Z_${id}`])
      expect(decodeFeedCursor(bad)).toBeNull();
  });
});

describe("reaction rule", () => {
  const choose = (value: string) => parseReactionChoice(value)!;

  it("adds a first reaction, replaces another one, withdraws the current one", () => {
    expect(reactionChange(null, choose("curtir"))).toEqual({ next: "curtir", delta: 1, added: true });
    expect(reactionChange("curtir", choose("amei"))).toEqual({ next: "amei", delta: 0, added: false });
    expect(reactionChange("amei", choose("retirar:amei"))).toEqual({ next: null, delta: -1, added: false });
  });

  it("changes nothing when the same choice comes again, or withdraws a reaction that is no longer the person's", () => {
    expect(reactionChange("amei", choose("amei"))).toEqual({ next: "amei", delta: 0, added: false });
    expect(reactionChange(null, choose("retirar:amei"))).toEqual({ next: null, delta: 0, added: false });
    expect(reactionChange("curtir", choose("retirar:amei"))).toEqual({ next: "curtir", delta: 0, added: false });
  });

  it("puts on the current reaction's button the value that withdraws it, and reads nothing else", () => {
    expect(reactionChoiceValue("haha", true)).toBe("retirar:haha");
    expect(reactionChoiceValue("haha", false)).toBe("haha");
    for (const bad of ["raiva", "retirar:", "retirar:raiva", "retirar:retirar:amei", "", null, ["amei"]])
      expect(parseReactionChoice(bad)).toBeNull();
  });
});

describe("post form", () => {
  it("keeps line breaks, bounds every field in pt-BR and refuses control characters", () => {
    expect(postSchema.parse({ body: " Oi\nmundo ", contentWarning: "" })).toEqual({
      body: "Oi\nmundo",
      contentWarning: null,
      visibility: "organizacao",
      alts: [],
    });
    const message = (input: unknown) => postSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ body: " " })).toBe("Escreva o texto da publicação.");
    expect(message({ body: "x".repeat(5001) })).toBe("A publicação deve ter no máximo 5000 caracteres.");
    expect(message({ body: "ok", contentWarning: "x".repeat(81) })).toMatch(/aviso de conteúdo/);
    expect(message({ body: "ok", visibility: "todos" })).toBe("Escolha quem pode ver a publicação.");
    expect(message({ body: "a\u0000b" })).toMatch(/caracteres de controle/);
    expect(message({ body: "ok", alts: ["x".repeat(301)] })).toMatch(/descrição da imagem/);
    expect(commentSchema.safeParse("x".repeat(1001)).error?.issues[0]?.message).toBe(
      "O comentário deve ter no máximo 1000 caracteres.",
    );
    expect(commentSchema.parse("tab\tok")).toBe("tab\tok");
  });
});
