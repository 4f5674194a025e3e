import { describe, expect, it } from "vitest";
import { receiptTypeOf } from "./receipt-rules";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

describe("the type of a comprovante, read from its content", () => {
  it.each([
    ["a PDF", bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj"), "application/pdf"],
    ["a JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF"), "image/jpeg"],
    ["a PNG", bytes([0x89], "PNG\r\n", [0x1a, 0x0a], "\0\0\0\rIHDR"), "image/png"],
    ["a WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp"],
  ])("recognises %s", (_, content, type) => {
    expect(receiptTypeOf(content)).toBe(type);
  });

  it.each([
    ["a text file (whatever its name)", bytes("Recibo de aluguel: R$ 1.234,56\n")],
    ["a PDF signature not at the start", bytes(" %PDF-1.7")],
    ["a RIFF container of another format (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a GIF (an image, but not a comprovante type)", bytes("GIF89a")],
    ["an HTML page", bytes("<!doctype html><title>x</title>")],
    ["an empty file", bytes()],
    ["a truncated PNG header", bytes([0x89], "PNG")],
  ])("refuses %s", (_, content) => {
    expect(receiptTypeOf(content)).toBeNull();
  });
});
