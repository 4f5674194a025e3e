import { daysBetween } from "~/config/calendar";
import { fold } from "~/config/text-rules";

/** The most days between a line and a movement that can still match it. */
export const MAX_DAYS = 5;
/** How many suggestions a line shows, best first. */
export const SUGGESTIONS_PER_LINE = 3;

/** A bank line, as scoring needs it. */
export interface LineToMatch {
  id: string;
  postedOn: string;
  amountCents: number;
  description: string;
}

/** A ledger movement that could be the line: a baixa already made (`id` = the settlement's id) or an open entry to settle now (`id` = the entry's id). */
export interface Candidate {
  kind: "baixa" | "lancamento";
  id: string;
  entryId: string;
  date: string;
  amountCents: number;
  description: string;
  contactName: string | null;
}

export interface Suggestion extends Candidate {
  score: number;
  days: number;
}

/** Words bank memos and descriptions repeat without telling anything apart. */
const NOISE = new Set([
  "pix",
  "ted",
  "doc",
  "tev",
  "pagamento",
  "pagto",
  "pgto",
  "recebido",
  "enviado",
  "transferencia",
  "compra",
  "debito",
  "credito",
  "boleto",
  "para",
  "com",
  "dos",
  "das",
]);

/** The meaningful words of `text`: folded, letters and digits only, three characters or more, noise left out. */
export function wordsOf(text: string): Set<string> {
  const words = fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 3 && !NOISE.has(word));
  return new Set(words);
}

/** The share (0..1) of the smaller set of words that the other holds too; 0 when either has none. */
export function textSimilarity(a: string, b: string): number {
  const [left, right] = [wordsOf(a), wordsOf(b)];
  const smaller = Math.min(left.size, right.size);
  if (smaller === 0) return 0;
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / smaller;
}

/** The suggestion `candidate` makes for `line`, or null when the amount differs or the dates are too far apart. */
export function scoreCandidate(line: LineToMatch, candidate: Candidate): Suggestion | null {
  if (candidate.amountCents !== line.amountCents) return null;
  const days = Math.abs(daysBetween(line.postedOn, candidate.date));
  if (days > MAX_DAYS) return null;
  const closeness = 1 - days / (MAX_DAYS + 1);
  const text = textSimilarity(line.description, [candidate.description, candidate.contactName ?? ""].join(" "));
  return { ...candidate, days, score: Math.round((closeness / 2 + text / 2) * 1000) / 1000 };
}

/** The best `limit` suggestions for `line` among `candidates`: highest score first; on a tie a baixa (money already moved) before an open entry, then the closer date, then the id (a stable order). */
export function rankSuggestions(line: LineToMatch, candidates: readonly Candidate[], limit = SUGGESTIONS_PER_LINE): Suggestion[] {
  return candidates
    .flatMap((candidate) => scoreCandidate(line, candidate) ?? [])
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.kind === "baixa") - Number(a.kind === "baixa") ||
        a.days - b.days ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
