/**
 * The keys that make importing the same statement twice add nothing
 * (docs/decisions/0018): `fitid:<FITID>` when the bank gives a FITID,
 * else `linha:<date>|<cents>|<memo>|<rank>` where memo is the description
 * upper-cased with spaces collapsed and rank counts the identical lines
 * before it in the same file (0, 1, ...), so two equal tariffs on one day
 * stay two lines. A FITID the file gives to lines that differ is not
 * trusted: those lines take the `linha:` key. Pure.
 */
import type { StatementLine } from "./types";

export interface KeyedLine extends StatementLine {
  dedupeKey: string;
}

const memoOf = (description: string) => description.replace(/\s+/g, " ").trim().toUpperCase();
const contentOf = (line: StatementLine) => `${line.postedOn}|${line.amountCents}|${memoOf(line.description)}`;

/** `lines` with their keys, in file order; a key may repeat only for lines with the same FITID and content (the file repeats the transaction). */
export function withDedupeKeys(lines: StatementLine[]): KeyedLine[] {
  const contentsByFitId = new Map<string, Set<string>>();
  for (const line of lines) {
    if (line.fitId === null) continue;
    const contents = contentsByFitId.get(line.fitId) ?? new Set<string>();
    contents.add(contentOf(line));
    contentsByFitId.set(line.fitId, contents);
  }
  const ranks = new Map<string, number>();
  return lines.map((line) => {
    if (line.fitId !== null && contentsByFitId.get(line.fitId)!.size === 1) return { ...line, dedupeKey: `fitid:${line.fitId}` };
    const content = contentOf(line);
    const rank = ranks.get(content) ?? 0;
    ranks.set(content, rank + 1);
    return { ...line, dedupeKey: `linha:${content}|${rank}` };
  });
}
