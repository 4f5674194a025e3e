/**
 * Keys that make importing the same statement twice add nothing (docs/decisions/0018): `fitid:<FITID>`, else `linha:<date>|<cents>|<memo>|<rank>`,
 * rank counting identical earlier lines of the file so two equal tariffs on one day stay two lines. A FITID shared by differing lines is not trusted. Pure.
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
