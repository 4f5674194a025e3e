/** The check-in's rules a person notices: the form's messages, one editable day, the streak. */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { canEditCheckin, checkinSchema, streakOf } from "./checkin-rules";

const messages = (input: Record<string, unknown>) =>
  checkinSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("check-in form", () => {
  it("takes a mood, unique emotions in the list's order and a trimmed note, and an empty note as none", () => {
    expect(
      checkinSchema.parse({
        day: "2026-11-24",
        mood: "4",
        emotions: ["calma", "alegria", "calma"],
        note: "  Dia bom\r\nde trabalho.  ",
      }),
    ).toEqual({ day: "2026-11-24", mood: 4, emotions: ["alegria", "calma"], note: "Dia bom\nde trabalho." });
    expect(checkinSchema.parse({ day: "2026-11-24", mood: "1", note: "   " })).toEqual({
      day: "2026-11-24",
      mood: 1,
      emotions: [],
      note: null,
    });
  });

  it("refuses a mood off the scale, an unknown emotion, a long note and control characters", () => {
    expect(messages({ day: "2026-11-24", mood: "6" })).toEqual(["Escolha como você está hoje."]);
    expect(messages({ day: "2026-11-24" })).toEqual(["Escolha como você está hoje."]);
    expect(messages({ day: "2026-11-24", mood: "3", emotions: ["raiva"] })).toEqual(["Escolha emoções da lista."]);
    expect(messages({ day: "2026-11-24", mood: "3", note: "x".repeat(501) })).toEqual([
      "A anotação deve ter no máximo 500 caracteres.",
    ]);
    expect(checkinSchema.safeParse({ day: "2026-11-24", mood: "3", note: "x".repeat(500) }).success).toBe(true);
    expect(messages({ day: "2026-11-24", mood: "3", note: "a\u0000b" })[0]).toMatch(/caracteres de controle/);
    expect(checkinSchema.safeParse({ day: "2026-11-24", mood: "3", note: "a\tb\nc" }).success).toBe(true);
    expect(messages({ day: "2026-02-30", mood: "3" })).toEqual(["Recarregue a página e tente de novo."]);
  });
});

describe("check-in form as posted", () => {
  const posted = (pairs: Array<[string, string]>) => {
    const form = new FormData();
    for (const [name, value] of pairs) form.append(name, value);
    return parseWithZod(form, { schema: checkinSchema });
  };

  it("reads one or many emotions and an empty note as none", () => {
    const one = posted([
      ["day", "2026-11-24"],
      ["mood", "3"],
      ["emotions", "cansaco"],
      ["note", ""],
    ]);
    expect(one.status === "success" && one.value).toEqual({ day: "2026-11-24", mood: 3, emotions: ["cansaco"], note: null });
    const many = posted([
      ["day", "2026-11-24"],
      ["mood", "5"],
      ["emotions", "calma"],
      ["emotions", "alegria"],
      ["note", "Ok"],
    ]);
    expect(many.status === "success" && many.value).toEqual({
      day: "2026-11-24",
      mood: 5,
      emotions: ["alegria", "calma"],
      note: "Ok",
    });
    const none = posted([
      ["day", "2026-11-24"],
      ["mood", "2"],
    ]);
    expect(none.status === "success" && none.value).toEqual({ day: "2026-11-24", mood: 2, emotions: [], note: null });
  });

  it("answers a missing mood on its field", () => {
    const missing = posted([
      ["day", "2026-11-24"],
      ["note", "x"],
    ]);
    expect(missing.status).toBe("error");
    expect(missing.reply().error).toEqual({ mood: ["Escolha como você está hoje."] });
  });
});

describe("day rule", () => {
  it("lets a check-in change only on its own day", () => {
    expect(canEditCheckin("2026-11-24", "2026-11-24")).toBe(true);
    expect(canEditCheckin("2026-11-23", "2026-11-24")).toBe(false);
    expect(canEditCheckin("2026-11-25", "2026-11-24")).toBe(false);
  });
});

describe("streak", () => {
  it("counts consecutive days up to today", () => {
    expect(streakOf(["2026-11-22", "2026-11-23", "2026-11-24"], "2026-11-24")).toBe(3);
  });

  it("stays alive from yesterday while today has no check-in yet", () => {
    expect(streakOf(["2026-11-22", "2026-11-23"], "2026-11-24")).toBe(2);
  });

  it("is broken by a missing day and is zero with nothing since yesterday", () => {
    expect(streakOf(["2026-11-20", "2026-11-22", "2026-11-23", "2026-11-24"], "2026-11-24")).toBe(3);
    expect(streakOf(["2026-11-21", "2026-11-22"], "2026-11-24")).toBe(0);
    expect(streakOf([], "2026-11-24")).toBe(0);
  });

  it("crosses month and year ends", () => {
    expect(streakOf(["2026-12-30", "2026-12-31", "2027-01-01"], "2027-01-01")).toBe(3);
  });
});
