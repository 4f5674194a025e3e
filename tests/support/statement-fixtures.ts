/**
 * The sample statements of tests/fixtures/statements for unit tests: a
 * file's bytes, its decoded text, and an OFX text parsed (throwing the
 * parser's message when it refuses it).
 */
import { readFileSync } from "node:fs";
import { parseOfx } from "~/modules/finance/statements/ofx";
import type { ParsedStatement } from "~/modules/finance/statements/types";
import { decodeTextFile } from "~/modules/finance/text-file";

export const fixture = (name: string) => readFileSync(`tests/fixtures/statements/${name}`);
export const textOf = (bytes: Uint8Array) => decodeTextFile(bytes)!;
export const parsed = (text: string): ParsedStatement => {
  const result = parseOfx(text);
  if ("error" in result) throw new Error(result.error);
  return result as ParsedStatement;
};
