import { daysBetween } from "~/config/calendar";
import { fold } from "~/config/text-rules";

/** The most days between a line and a movement that can still match it. */
export const MAX_DAYS = 5;
/** How many suggestions a line shows, best first. */
export const SUGGESTIONS_PER_LINE = 3;
/** The most an open entry's amount may differ from a line, as a share of it: the difference is booked as juros or desconto. */
export const MAX_DIFFERENCE_SHARE = 0.1;

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
  /** The txid of the entry's live Pix charge (docs/decisions/0038), if it has one. */
  txid?: string | null;
}

export interface Suggestion extends Candidate {
  /** The line's description carries the txid of the entry's Pix charge: suggested first, whatever its date. */
  byTxid: boolean;
  /** 0..1: the dates' closeness and the words' likeness, less the share the amounts differ by. */
  score: number;
  days: number;
  /** The line's amount less the candidate's (centavos, signed as they are): what accepting books as juros (it moves more) or desconto (less); 0 for a baixa. */
  differenceCents: number;
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

/** Whether a line moving `movedCents` may settle an open amount of `openCents` (both unsigned), the difference booked as juros or desconto. */
export const payableWithDifference = (movedCents: number, openCents: number) =>
  openCents > 0 && Math.abs(movedCents - openCents) <= openCents * MAX_DIFFERENCE_SHARE;

/** Whether `line` could pay `candidate` with a difference: an open entry of the same direction, at most MAX_DIFFERENCE_SHARE apart. */
const withinDifference = (line: LineToMatch, candidate: Candidate) =>
  candidate.kind === "lancamento" &&
  Math.sign(line.amountCents) === Math.sign(candidate.amountCents) &&
  payableWithDifference(Math.abs(line.amountCents), Math.abs(candidate.amountCents));

/** A Pix charge's txid: 25 upper-case letters and digits (charges' brcode). */
const TXID_LENGTH = 25;
/** The most txids read from one line: a description is short, a run of letters and digits in it shorter still. */
const TXIDS_PER_LINE = 64;

/**
 * The txids a line's description could carry: every run of 25 letters and digits in it (upper-cased), those inside a
 * longer run too (a bank may glue the txid to an end-to-end id); at most TXIDS_PER_LINE.
 */
export function txidsIn(description: string): string[] {
  const found = new Set<string>();
  for (const run of description.toUpperCase().match(/[A-Z0-9]{25,}/g) ?? [])
    for (let start = 0; start + TXID_LENGTH <= run.length && found.size < TXIDS_PER_LINE; start++)
      found.add(run.slice(start, start + TXID_LENGTH));
  return [...found];
}

const carriesTxid = (line: LineToMatch, candidate: Candidate) =>
  candidate.kind === "lancamento" && !!candidate.txid && line.description.toUpperCase().includes(candidate.txid);

/**
 * The suggestion `candidate` makes for `line`, or null when the dates are too far apart or the amounts differ (a baixa),
 * or differ by more than MAX_DIFFERENCE_SHARE (an open entry, whose difference a baixa books as juros or desconto).
 * An open entry whose Pix charge's txid the line carries is suggested whatever the days between (`byTxid`).
 */
export function scoreCandidate(line: LineToMatch, candidate: Candidate): Suggestion | null {
  const differenceCents = line.amountCents - candidate.amountCents;
  if (differenceCents !== 0 && !withinDifference(line, candidate)) return null;
  const days = Math.abs(daysBetween(line.postedOn, candidate.date));
  const byTxid = carriesTxid(line, candidate);
  if (days > MAX_DAYS && !byTxid) return null;
  const closeness = Math.max(0, 1 - days / (MAX_DAYS + 1));
  const text = textSimilarity(line.description, [candidate.description, candidate.contactName ?? ""].join(" "));
  const apart = Math.abs(differenceCents) / Math.abs(candidate.amountCents);
  return {
    ...candidate,
    byTxid,
    days,
    differenceCents,
    score: Math.round((closeness / 2 + text / 2) * (1 - apart) * 1000) / 1000,
  };
}

/** The best `limit` suggestions for `line` among `candidates`: the entry whose Pix charge's txid the line carries first, then the highest score; on a tie a baixa (money already moved) before an open entry, then the closer date, then the id (a stable order). */
export function rankSuggestions(line: LineToMatch, candidates: readonly Candidate[], limit = SUGGESTIONS_PER_LINE): Suggestion[] {
  return candidates
    .flatMap((candidate) => scoreCandidate(line, candidate) ?? [])
    .sort(
      (a, b) =>
        Number(b.byTxid) - Number(a.byTxid) ||
        b.score - a.score ||
        Number(b.kind === "baixa") - Number(a.kind === "baixa") ||
        a.days - b.days ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
