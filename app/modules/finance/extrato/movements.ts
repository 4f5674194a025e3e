/** The lines of an account's extrato, how each is named, and its file names. Pure; integer centavos, `YYYY-MM-DD` days. */
import { fold } from "~/config/text-rules";
import type { Direction, EntryKind } from "~/db/schema/finance";
import type { ExtratoPeriod } from "./period";

/** A baixa in or out of the account, or the estorno taking one back on its own day. */
export interface ExtratoMovement {
  /** The settlement's id, with `:estorno` for its estorno. */
  key: string;
  entryId: string;
  /** False once the lançamento was deleted (after its estorno): nothing to open. */
  entryLive: boolean;
  day: string;
  kind: EntryKind;
  direction: Direction;
  reversal: boolean;
  description: string;
  /** The cash it moved: + in, − out. */
  cents: number;
  /** The account's saldo right after it. */
  balanceCents: number;
}

/** The account an extrato is of. */
export interface ExtratoAccount {
  id: string;
  name: string;
  bankName: string | null;
  archived: boolean;
  /** A cartão de crédito: its faturas have a page of their own. */
  card: boolean;
}

/** An extrato's figures: the saldo before the period ("Saldo anterior"), at its end ("Saldo final"), and the lines. */
export interface Extrato {
  account: ExtratoAccount;
  period: ExtratoPeriod;
  openingCents: number;
  closingCents: number;
  movements: ExtratoMovement[];
}

const KIND_LABELS: Record<EntryKind, Record<Direction, string>> = {
  receita: { entrada: "Recebimento", saida: "Recebimento" },
  despesa: { entrada: "Pagamento", saida: "Pagamento" },
  transferencia: { entrada: "Transferência recebida", saida: "Transferência enviada" },
};

/** What a line is: "Recebimento", "Pagamento", "Transferência enviada", or "Estorno de pagamento"… */
export function movementLabel({ kind, direction, reversal }: Pick<ExtratoMovement, "kind" | "direction" | "reversal">): string {
  const label = KIND_LABELS[kind][direction];
  return reversal ? `Estorno de ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
}

/** `rows` with the saldo after each, starting from `startCents`. */
export function withBalances<Row extends { cents: number }>(
  rows: readonly Row[],
  startCents: number,
): Array<Row & { balanceCents: number }> {
  let balanceCents = startCents;
  return rows.map((row) => {
    balanceCents += row.cents;
    return { ...row, balanceCents };
  });
}

/**
 * The days lines [offset, offset + size) of an extrato fall on, given how many lines each day has (by day), and how
 * many lines of the first of them come before the page; null past the end.
 */
export function pageWindow(
  counts: ReadonlyArray<{ day: string; lines: number }>,
  offset: number,
  size: number,
): (ExtratoPeriod & { skip: number }) | null {
  let seen = 0;
  let start: { day: string; skip: number } | null = null;
  for (const { day, lines } of counts) {
    if (!start && seen + lines > offset) start = { day, skip: offset - seen };
    seen += lines;
    if (start && seen >= offset + size) return { from: start.day, to: day, skip: start.skip };
  }
  return start ? { from: start.day, to: counts.at(-1)!.day, skip: start.skip } : null;
}

/** The name of an extrato's file: ("Conta Itaú", 2026-11-01..2026-11-30, "csv") → "extrato-conta-itau-2026-11-01-a-2026-11-30.csv". */
export function extratoFileName(accountName: string, { from, to }: ExtratoPeriod, extension: "csv" | "pdf"): string {
  const slug = fold(accountName)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return `extrato-${slug || "conta"}-${from}-a-${to}.${extension}`;
}
