/** Brazilian banks and Excel often write windows-1252, so bytes that are not valid UTF-8 are read as windows-1252; NUL bytes mean not text. Pure. */
import { parse } from "csv-parse/sync";

export const CSV_UNREADABLE = "Não foi possível ler o CSV: confira se as células entre aspas estão fechadas.";

/** The text of `bytes`: UTF-8 (its BOM dropped) or else windows-1252; null for empty or binary content. */
export function decodeTextFile(bytes: Uint8Array): string | null {
  if (bytes.length === 0 || bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The rows of a CSV text, cells trimmed, blank lines skipped; `;` when the first lines have more of them than commas. `CSV_UNREADABLE` for malformed quoting. */
export function csvRows(text: string): string[][] | typeof CSV_UNREADABLE {
  // The first lines, not the first alone: some banks open the file with a title that has no delimiter.
  const firstLines = text.split("\n", 10).join("\n");
  const count = (char: string) => firstLines.split(char).length - 1;
  const delimiter = count(";") >= count(",") && count(";") > 0 ? ";" : ",";
  try {
    return parse(text, { delimiter, trim: true, skip_empty_lines: true, relax_column_count: true, bom: true });
  } catch {
    return CSV_UNREADABLE;
  }
}
