/** The composer's message as Conform reads it, in the browser (files in the form) and in the action (their count). */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formData } from "../../../tests/support/forms";
import { CONVERSATION_MESSAGES, MESSAGE_MAX } from "./rules";
import { chosenImages, messageFormSchema } from "./schemas";

const read = (fields: Record<string, string>, images = 0) => {
  const submission = parseWithZod(formData(fields), { schema: messageFormSchema(images) });
  return submission.status === "success" ? { value: submission.value } : { error: submission.error };
};

describe("messageFormSchema", () => {
  it("cleans the text and the description", () => {
    expect(read({ texto: "\n\n  Oi,\ntudo bem?  \n", alt: "  Um gato " })).toEqual({
      value: { texto: "  Oi,\ntudo bem?", alt: "Um gato" },
    });
  });

  it("takes images without text, and refuses neither", () => {
    expect(read({ texto: "   " }, 1)).toEqual({ value: { texto: "", alt: "" } });
    expect(read({ texto: " \n " })).toEqual({ error: { texto: [CONVERSATION_MESSAGES.empty] } });
    expect(read({})).toEqual({ error: { texto: [CONVERSATION_MESSAGES.empty] } });
  });

  it("refuses a long text, control characters, a long description and too many images, each on its field", () => {
    expect(read({ texto: "x".repeat(MESSAGE_MAX + 1) })).toEqual({ error: { texto: [CONVERSATION_MESSAGES.tooLong] } });
    expect(read({ texto: "a\u0007b" })).toEqual({ error: { texto: [CONVERSATION_MESSAGES.control] } });
    expect(read({ texto: "Oi", alt: "x".repeat(301) })).toEqual({ error: { alt: [CONVERSATION_MESSAGES.alt] } });
    expect(read({ texto: "Oi" }, 5)).toEqual({ error: { imagens: [CONVERSATION_MESSAGES.tooManyImages] } });
  });
});

describe("chosenImages", () => {
  it("counts the files with bytes", () => {
    const form = new FormData();
    form.append("imagens", new File([], ""));
    expect(chosenImages(form)).toBe(0);
    form.append("imagens", new File(["png"], "a.png"));
    form.append("imagens", new File(["png"], "b.png"));
    expect(chosenImages(form)).toBe(2);
  });
});
